/**
 * The moment the test market is seeded at and every ManualClock starts from:
 * 2026-06-15 (Monday) 10:00 Japan time.
 */
export const TEST_NOW = new Date('2026-06-15T01:00:00.000Z');

/** Environment variables globalSetup hands to the test workers. */
export const ENV = {
  runId: 'FM_TEST_RUN_ID',
  tmpRoot: 'FM_TEST_TMP_ROOT',
  /** PGlite: tar dumps of the migrated (empty) and the seeded database. */
  pgliteEmpty: 'FM_TEST_PGLITE_EMPTY',
  pgliteSeeded: 'FM_TEST_PGLITE_SEEDED',
  /** PostgreSQL: names of the template databases. */
  pgEmpty: 'FM_TEST_PG_EMPTY',
  pgSeeded: 'FM_TEST_PG_SEEDED',
  seedError: 'FM_TEST_SEED_ERROR',
} as const;

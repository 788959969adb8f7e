/**
 * `npm -w mock-server run seed [-- --now 2026-06-15T01:00:00Z --lots 10000 --branches 1000]`
 * Loads the sample market into the configured database (DATABASE_URL, or PGlite under
 * DATA_DIR), after applying migrations. An already filled database is left untouched.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { SAMPLE_SCALE, seedSampleMarket } from '../seed';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { now: { type: 'string' }, lots: { type: 'string' }, branches: { type: 'string' } } });
  const now = values.now ? new Date(values.now) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${values.now}`);
  const scale = { lots: Number(values.lots ?? SAMPLE_SCALE.lots), branches: Number(values.branches ?? SAMPLE_SCALE.branches) };
  if (![scale.lots, scale.branches].every((n) => Number.isInteger(n) && n > 0)) throw new Error('--lots and --branches must be positive integers');

  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir });
  try {
    await migrate(db);
    const started = Date.now();
    await db.transaction((tx) => seedSampleMarket(tx, { now, scale }));
    console.log(`Sample market seeded (${scale.lots} lots, ${scale.branches} branches) in ${Date.now() - started} ms`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exitCode = 1;
});

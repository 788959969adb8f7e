import type { Db } from '../../src/db/types';

/** Tables whose rows change on any call (logs, session use) and so say nothing about data. */
const VOLATILE = new Set(['access_logs', 'system_logs', 'sessions', 'login_failures', 'schema_migrations', 'stream_tickets']);

/** A digest of every business table's rows: equal fingerprints mean nothing changed. */
export async function dataFingerprint(db: Db): Promise<Record<string, string>> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const result: Record<string, string> = {};
  for (const { table_name } of rows) {
    if (VOLATILE.has(table_name)) continue;
    const digest = await db.query<{ d: string | null; n: number }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d, count(*) AS n FROM "${table_name}" t`,
    );
    result[table_name] = `${digest.rows[0].n}:${digest.rows[0].d}`;
  }
  return result;
}

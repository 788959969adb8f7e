import { rmSync } from 'node:fs';
import { ENV } from './constants';
import { withAdminClient } from './databases';

/** Removes everything globalSetup and the test files made, even if some test crashed. */
export default async function globalTeardown(): Promise<void> {
  const tmpRoot = process.env[ENV.tmpRoot];
  if (tmpRoot) rmSync(tmpRoot, { recursive: true, force: true });
  const databaseUrl = process.env.DATABASE_URL;
  const runId = process.env[ENV.runId];
  if (!databaseUrl || !runId) return;
  await withAdminClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname LIKE $2`, [
      `fm\\_t\\_${runId}\\_%`,
      `fm\\_tpl\\_${runId}\\_%`,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}

import type { Queryable } from '../../src/db/types';
import { startTestServer, type TestServer } from '../helpers';
import { ACCOUNTS, TEST_OPTIONS } from '../buyer-fixtures';

export { ACCOUNTS, TEST_OPTIONS };

/** A server over the sample market with an administrator's and a buyer's token. */
export async function startAdminServer(): Promise<{ server: TestServer; admin: string; buyer: string }> {
  const server = await startTestServer(TEST_OPTIONS);
  const admin = await server.signIn(...ACCOUNTS.admin);
  const buyer = await server.signIn(...ACCOUNTS.head1001);
  return { server, admin, buyer };
}

/** The system log lines written since `sinceId`. */
export async function logLinesSince(db: Queryable, sinceId: number): Promise<string[]> {
  const { rows } = await db.query<{ operation_log: string }>('SELECT operation_log FROM system_logs WHERE id > $1 ORDER BY id', [sinceId]);
  return rows.map((r) => r.operation_log);
}

export async function lastLogId(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: string | null }>('SELECT max(id) AS id FROM system_logs');
  return Number(rows[0].id ?? 0);
}

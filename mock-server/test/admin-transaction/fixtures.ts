/** Fixtures of the admin transaction tests (not a test file). */
import type { Queryable } from '../../src/db/types';
import { createAccount, startTestServer, type TestServer } from '../helpers';
import { createMarket, japanDay, type FixtureBuyers } from '../buyer-web-fixtures';

export interface AdminMarket {
  buyers: FixtureBuyers;
  admin: string;
  buyerA: string;
  buyerB: string;
}

/** The buyer-web fixture market plus an administrator, everyone signed in. */
export async function adminMarket(server: TestServer): Promise<AdminMarket> {
  const buyers = await createMarket(server.db);
  await createAccount(server.db, { loginId: 'tx-admin', password: 'admin-pass-9', isAdmin: true });
  return {
    buyers,
    admin: await server.signIn('tx-admin', 'admin-pass-9'),
    buyerA: await server.signIn(buyers.a.login, buyers.a.password),
    buyerB: await server.signIn(buyers.b.login, buyers.b.password),
  };
}

/** The admin transaction tests' preamble: a server without the sample, the admin market, today (Japan). */
export async function openAdminMarket(): Promise<{ server: TestServer; m: AdminMarket; today: string }> {
  const server = await startTestServer({ seed: false });
  const m = await adminMarket(server);
  return { server, m, today: japanDay(server.clock.now()) };
}

/** NIUKE_DEMPYO_NO / NIUKE_NO of a lot's receiving. */
export async function receivingOf(db: Queryable, webItemId: number): Promise<{ NIUKE_DEMPYO_NO: string; NIUKE_NO: string; receivingId: number }> {
  const { rows } = await db.query<{ NIUKE_DEMPYO_NO: string; NIUKE_NO: string; receivingId: number }>(
    `SELECT r.niuke_dempyo_no AS "NIUKE_DEMPYO_NO", r.niuke_no AS "NIUKE_NO", r.id AS "receivingId"
     FROM web_items w JOIN receivings r ON r.id = w.receiving_id WHERE w.id = $1`,
    [webItemId],
  );
  return rows[0];
}

/** The last system log lines (newest first). */
export async function lastSystemLogs(db: Queryable, n = 1): Promise<string[]> {
  const { rows } = await db.query<{ operation_log: string }>('SELECT operation_log FROM system_logs ORDER BY id DESC LIMIT $1', [n]);
  return rows.map((r) => r.operation_log);
}

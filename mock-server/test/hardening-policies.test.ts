import { pruneLogs } from '../src/logs/log-retention';
import { createAccount, startTestServer, type TestServer } from './helpers';

const DAY = 86_400_000;

/** No-store on API answers, log retention as a system parameter, the purchase permission on follow-ups. */
describe('hardening policies', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    await createAccount(server.db, { loginId: 'pol-buyer', password: 'buyer-pass-1', baisanCd: '7801' });
    await createAccount(server.db, { loginId: 'pol-nopermit', password: 'buyer-pass-1', baisanCd: '7802', buyPermit: false });
  });
  afterAll(() => server.close());

  it('answers every API call, error or not, with Cache-Control: no-store', async () => {
    const token = await server.signIn('pol-buyer', 'buyer-pass-1');
    for (const res of [await server.api('GET', '/users/setting', { token }), await server.api('GET', '/users/setting'), await server.api('GET', '/health')]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('keeps access and system logs for LOG_RETENTION_DAYS and deletes older rows', async () => {
    const now = server.clock.now();
    const insert = (table: string, daysAgo: number, text: string) =>
      server.db.query(`INSERT INTO ${table} (operation_date, operator, operation_log) VALUES ($1, 'pol', $2)`, [new Date(now.getTime() - daysAgo * DAY), text]);
    await server.db.query(
      `INSERT INTO system_parameters (parameter_typ, parameter_cd, parameter) VALUES ('SYSTEM', 'LOG_RETENTION_DAYS', '30')
       ON CONFLICT (parameter_typ, parameter_cd) DO UPDATE SET parameter = '30'`,
    );
    for (const table of ['access_logs', 'system_logs']) {
      await insert(table, 31, 'old');
      await insert(table, 29, 'recent');
    }
    await pruneLogs(server.db, now);
    const { rows } = await server.db.query<{ operation_log: string }>(
      `SELECT operation_log FROM access_logs WHERE operator = 'pol' UNION ALL SELECT operation_log FROM system_logs WHERE operator = 'pol'`,
    );
    expect(rows.map((r) => r.operation_log)).toEqual(['recent', 'recent']);
    // Without a valid parameter nothing is deleted.
    await server.db.query(`UPDATE system_parameters SET parameter = 'x' WHERE parameter_cd = 'LOG_RETENTION_DAYS'`);
    expect(await pruneLogs(server.db, new Date(now.getTime() + 1000 * DAY))).toBeNull();
  });

  it('refuses the web purchase follow-ups to a branch without purchase permission', async () => {
    const token = await server.signIn('pol-nopermit', 'buyer-pass-1');
    for (const path of ['/users/cancellable', '/users/negotiation', '/users/next-reservation']) {
      const res = await server.api('GET', path, { token });
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe('Web購入の権限がありません。');
    }
  });
});

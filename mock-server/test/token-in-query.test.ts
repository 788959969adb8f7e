import { buildApp } from '../src/app';
import { createAccount, startTestServer, type TestServer } from './helpers';

describe('config.tokenInQuery (EventSource routes)', () => {
  let server: TestServer;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let token: string;
  let base: string;
  const get = async (path: string) => {
    const res = await fetch(base + path);
    return { status: res.status, body: await res.json() };
  };
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    await createAccount(server.db, { loginId: 'fx-buyer', password: 'buyer-pass-1', baisanCd: '9901' });
    await createAccount(server.db, { loginId: 'fx-nopermit', password: 'buyer-pass-1', baisanCd: '9902', buyPermit: false });
    token = await server.signIn('fx-buyer', 'buyer-pass-1');
    // A second app over the same database with two extra routes, to see the hook decide.
    app = await buildApp({ db: server.db, clock: server.clock, config: server.config });
    app.get('/api/v1/users/web/test-events', { config: { tokenInQuery: true } }, async (request) => ({ who: request.user?.loginId }));
    app.get('/api/v1/users/web/test-plain', async (request) => ({ who: request.user?.loginId }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  it('accepts ?token= only on routes that declare it, with the same role rules', async () => {
    expect(await get(`/api/v1/users/web/test-events?token=${token}`)).toEqual({ status: 200, body: { who: 'fx-buyer' } });
    expect((await get(`/api/v1/users/web/test-plain?token=${token}`)).status).toBe(401);
    expect((await get('/api/v1/users/web/test-events?token=unknown-token-000000000')).status).toBe(401);
    const noPermit = await server.signIn('fx-nopermit', 'buyer-pass-1');
    expect((await get(`/api/v1/users/web/test-events?token=${noPermit}`)).status).toBe(403);
    // The query string (and so the token) never reaches the access log.
    const { rows } = await server.db.query<{ operation_log: string }>(`SELECT operation_log FROM access_logs WHERE operation_log LIKE '%test-events%'`);
    expect(rows.every((r) => !r.operation_log.includes('token'))).toBe(true);
  });
});

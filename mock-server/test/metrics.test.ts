import { createAccount, startTestServer, type TestServer } from './helpers';
import { createLot, createMarket, japanDay, type FixtureBuyers } from './buyer-web-fixtures';

/** GET /api/v1/admins/metrics, Prometheus text, for administrators only. */
describe('GET /admins/metrics', () => {
  let server: TestServer;
  let buyers: FixtureBuyers;
  let admin: string;
  let buyer: string;

  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    buyers = await createMarket(server.db);
    await createAccount(server.db, { loginId: 'metrics-admin', password: 'metrics-pass-1', isAdmin: true });
    admin = await server.signIn('metrics-admin', 'metrics-pass-1');
    buyer = await server.signIn(buyers.a.login, buyers.a.password);
  }, 180_000);
  afterAll(() => server?.close());

  /** The value of one sample line (`name{labels} value`), 0 when absent. */
  const sample = (text: string, name: string, labels: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && labels.split(',').every((pair) => l.includes(pair)));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
  };

  it('refuses anyone but an administrator: 401 without a token, 403 for a buyer', async () => {
    const none = await server.api('GET', '/admins/metrics');
    expect(none.status).toBe(401);
    expect(none.body.message).toEqual(expect.any(String));
    const asBuyer = await server.api('GET', '/admins/metrics', { token: buyer });
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.message).toEqual(expect.any(String));
    expect(JSON.stringify(asBuyer.body)).not.toContain('fm_');
  });

  it('refuses a query string it does not know (strict query, as every API route)', async () => {
    expect((await server.api('GET', '/admins/metrics?format=json', { token: admin })).status).toBe(400);
  });

  it('counts requests by route, purchases and refusals, sign-ins and throttling, the database, streams and the mail queue', async () => {
    const id = await createLot(server.db, { saleDate: japanDay(server.clock.now()), remaining: 1 });
    const buy = () => server.api('POST', '/users/web/buy', { token: buyer, body: { items: [{ id, KUCHI_SU: 1, HA_SU: 0 }] } });
    expect((await buy()).status).toBe(200);
    expect((await buy()).status).toBe(409);
    expect((await server.api('POST', '/users/signin', { body: { id: buyers.b.login, password: 'wrong-password' } })).status).toBe(401);

    const res = await server.api('GET', '/admins/metrics', { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body as string;
    for (const name of [
      'fm_http_request_duration_seconds',
      'fm_purchases_total',
      'fm_sign_ins_total',
      'fm_db_query_duration_seconds',
      'fm_db_transaction_wait_seconds',
      'fm_db_operations_in_flight',
      'fm_db_pool_connections',
      'fm_live_stock_listeners',
      'fm_mail_queue',
      'fm_read_cache_edge_answers_total',
      'fm_process_resident_memory_bytes',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(sample(text, 'fm_purchases_total', 'kind="buy",outcome="ok",status="200"')).toBe(1);
    expect(sample(text, 'fm_purchases_total', 'kind="buy",outcome="refused",status="409"')).toBe(1);
    expect(sample(text, 'fm_sign_ins_total', 'outcome="ok"')).toBe(2);
    expect(sample(text, 'fm_sign_ins_total', 'outcome="failed"')).toBe(1);
    // By the registered route pattern, with the status class.
    expect(sample(text, 'fm_http_request_duration_seconds_count', 'route="/api/v1/users/web/buy",status="2xx"')).toBe(1);
    expect(sample(text, 'fm_http_request_duration_seconds_count', 'route="/api/v1/admins/metrics",status="4xx"')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'fm_db_query_duration_seconds_count', `database="${server.db.kind}"`)).toBeGreaterThan(0);
    expect(text).toMatch(/^fm_live_stock_listeners 0$/m);
    expect(text).toMatch(/^fm_mail_queue\{status="pending"\} 0$/m);
    if (server.db.kind === 'postgres') expect(sample(text, 'fm_db_pool_connections', 'state="total"')).toBeGreaterThan(0);
  });

  it('counts throttled sign-ins apart from failed ones', async () => {
    for (let i = 0; i < server.config.throttle.perLogin; i++) {
      await server.api('POST', '/users/signin', { body: { id: buyers.rated.login, password: 'wrong-password' } });
    }
    expect((await server.api('POST', '/users/signin', { body: { id: buyers.rated.login, password: 'wrong-password' } })).status).toBe(429);
    const text = (await server.api('GET', '/admins/metrics', { token: admin })).body as string;
    expect(sample(text, 'fm_sign_ins_total', 'outcome="throttled"')).toBeGreaterThanOrEqual(1);
  });
});

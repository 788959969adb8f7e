import { startTestServer, type TestServer } from '../helpers';

/** The sample market (its sample accounts) works end to end through the purchasing endpoints. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

interface Lot {
  id: number;
  remaining_quantity: number;
  hasu: number;
  unit_price: string;
  is_web_open: boolean;
  BUY_PERMIT_FLG: boolean;
}

describe('buyer purchasing on the sample market', () => {
  it('lets 1001-001 filter the listing, buy a lot, see it done and cancel it', async () => {
    const token = await server.signIn('1001-001', 'buyer-pass-1');
    const filters = await server.api('GET', '/users/web', { token });
    expect(filters.status).toBe(200);
    expect(filters.body.item_names.length).toBeGreaterThan(0);
    expect(filters.body.web_hours.is_open).toBe(true);

    const page = await server.api('GET', '/users/web/detail?per=500', { token });
    expect(page.status).toBe(200);
    expect(page.body.total).toBeGreaterThan(0);
    const lot = (page.body.datas as Lot[]).find((l) => l.remaining_quantity > 0 && Number(l.unit_price) > 0 && l.is_web_open && l.BUY_PERMIT_FLG);
    expect(lot).toBeDefined();

    const item = filters.body.item_names[0];
    const filtered = await server.api('GET', `/users/web/detail?item_names=${encodeURIComponent(item)}&per=500`, { token });
    expect(filtered.body.total).toBeGreaterThan(0);
    expect(filtered.body.total).toBeLessThanOrEqual(page.body.total);

    const bought = await server.api('POST', '/users/web/buy', { token, body: { items: [{ id: lot!.id, KUCHI_SU: 1, HA_SU: 0 }] } });
    expect(bought.status).toBe(200);
    const done = await server.api('GET', `/users/web/buy/done?transactionUUID=${bought.body.transactionUUID}`, { token });
    expect(done.body[0]).toMatchObject({ web_item_id: lot!.id, KUCHI_SU: 1, remaining_quantity: lot!.remaining_quantity - 1 });

    const cancellable = await server.api('GET', '/users/cancellable', { token });
    const line = cancellable.body.find((c: { transactionUUID: string }) => c.transactionUUID === bought.body.transactionUUID);
    expect(line).toBeDefined();
    const cancelled = await server.api('POST', '/users/cancellable/cancel', { token, body: { transactionUUID: line.transactionUUID, id: line.id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.remaining_quantity).toBe(lot!.remaining_quantity);
  });

  it('refuses the listing to 1002-001, whose branch may not buy', async () => {
    const token = await server.signIn('1002-001', 'buyer-pass-3');
    expect((await server.api('GET', '/users/web/detail', { token })).status).toBe(403);
  });

  it("answers exactly the branch's own sample negotiations and reservations", async () => {
    const token = await server.signIn('1001-001', 'buyer-pass-1');
    const own = await server.db.query<{ negotiations: number; reservations: number }>(
      `SELECT (SELECT count(*) FROM negotiations n WHERE n.branch_id = a.branch_id) AS negotiations,
              (SELECT count(*) FROM reservations y WHERE y.branch_id = a.branch_id AND y.cancelled_at IS NULL
                 AND y.sale_date >= DATE '2026-06-15') AS reservations
       FROM accounts a WHERE a.login_id = '1001-001'`,
    );
    const negotiations = await server.api('GET', '/users/negotiation', { token });
    expect(negotiations.status).toBe(200);
    expect(negotiations.body).toHaveLength(own.rows[0].negotiations);
    const reservations = await server.api('GET', '/users/next-reservation', { token });
    expect(reservations.body).toHaveLength(own.rows[0].reservations);
    const total = await server.db.query<{ n: number }>('SELECT count(*) AS n FROM negotiations');
    expect(total.rows[0].n).toBeGreaterThan(own.rows[0].negotiations);
  });
});

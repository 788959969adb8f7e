import type { TestServer } from '../helpers';
import { createLot, openBuyerMarket, stockOf } from '../buyer-web-fixtures';

let server: TestServer;
let tokenA: string;
let tokenB: string;
let today: string;

beforeAll(async () => {
  ({ server, tokenA, tokenB, today } = await openBuyerMarket());
}, 60_000);
afterAll(() => server?.close());

/** Buys and answers the one sale line of the purchase. */
async function buyOne(token: string, id: number, kuchi = 1, hasu = 0): Promise<{ transactionUUID: string; id: number }> {
  const res = await server.api('POST', '/users/web/buy', { token, body: { items: [{ id, KUCHI_SU: kuchi, HA_SU: hasu }] } });
  expect(res.status).toBe(200);
  const { rows } = await server.db.query<{ sale_id: number }>('SELECT sale_id FROM sales WHERE transaction_uuid = $1', [res.body.transactionUUID]);
  return { transactionUUID: res.body.transactionUUID, id: rows[0].sale_id };
}

const cancel = (token: string, line: { transactionUUID: string; id: number }, headers?: Record<string, string>) =>
  server.api('POST', '/users/cancellable/cancel', { token, body: line, headers });

describe('POST /users/cancellable/cancel', () => {
  it('returns the packages and loose stems to stock within the window', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 5, hasu: 3 });
    const line = await buyOne(tokenA, id, 2, 2);
    expect(await stockOf(server.db, id)).toEqual({ remaining: 3, hasu: 1, stock_su: 3, sold: 2 });
    const res = await cancel(tokenA, line);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ transactionUUID: line.transactionUUID, id: line.id, web_item_id: id, remaining_quantity: 5, hasu: 3 });
    expect(await stockOf(server.db, id)).toEqual({ remaining: 5, hasu: 3, stock_su: 5, sold: 0 });
    const { rows } = await server.db.query<{ cancelled_at: Date }>('SELECT cancelled_at FROM sales WHERE sale_id = $1', [line.id]);
    expect(rows[0].cancelled_at.toISOString()).toBe(server.clock.now().toISOString());
  });

  it('still cancels at 119 s and refuses at 121 s with the window message', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 5 });
    const early = await buyOne(tokenA, id);
    const late = await buyOne(tokenA, id);
    server.clock.advance(119_000);
    try {
      expect((await cancel(tokenA, early)).status).toBe(200);
      server.clock.advance(2_000);
      const refused = await cancel(tokenA, late);
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe('キャンセル可能期間(購入から120秒)を過ぎたため、キャンセルできません。');
      expect(await stockOf(server.db, id)).toMatchObject({ remaining: 4, sold: 1 });
    } finally {
      server.clock.advance(-121_000);
    }
  });

  it('follows SALE_SAVE_PERIOD when an administrator changes it', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 5 });
    await server.db.query("UPDATE system_parameters SET parameter = '300' WHERE parameter_cd = 'SALE_SAVE_PERIOD'");
    try {
      const line = await buyOne(tokenA, id);
      server.clock.advance(250_000);
      expect((await cancel(tokenA, line)).status).toBe(200);
    } finally {
      server.clock.advance(-250_000);
      await server.db.query("UPDATE system_parameters SET parameter = '120' WHERE parameter_cd = 'SALE_SAVE_PERIOD'");
    }
  });

  it("answers 404 for another buyer's line and leaves it standing", async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 5 });
    const line = await buyOne(tokenA, id);
    const res = await cancel(tokenB, line);
    expect(res.status).toBe(404);
    expect(await stockOf(server.db, id)).toMatchObject({ remaining: 4, sold: 1 });
    // The line id with a transaction it does not belong to is not found either.
    const other = await buyOne(tokenA, id);
    expect((await cancel(tokenA, { transactionUUID: other.transactionUUID, id: line.id })).status).toBe(404);
  });

  it('refuses a second cancel of the same line with 409', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 5 });
    const line = await buyOne(tokenA, id);
    expect((await cancel(tokenA, line)).status).toBe(200);
    const again = await cancel(tokenA, line);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('この購入はすでにキャンセルされています。');
    expect(await stockOf(server.db, id)).toMatchObject({ remaining: 5, sold: 0 });
  });

  it('returns stock once when the same cancel races with itself', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 5 });
    const line = await buyOne(tokenA, id, 2);
    const answers = await Promise.all(Array.from({ length: 8 }, () => cancel(tokenA, line)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await stockOf(server.db, id)).toMatchObject({ remaining: 5, stock_su: 5, sold: 0 });
  });

  it('keeps stock exact when purchases and cancels race', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 20 });
    const bought = await Promise.all(Array.from({ length: 10 }, () => buyOne(tokenA, id)));
    const calls = [
      ...bought.map((line) => cancel(tokenA, line)),
      ...Array.from({ length: 40 }, () => server.api('POST', '/users/web/buy', { token: tokenB, body: { items: [{ id, KUCHI_SU: 1, HA_SU: 0 }] } })),
    ];
    const answers = await Promise.all(calls);
    expect(answers.slice(0, 10).every((a) => a.status === 200)).toBe(true);
    const after = await stockOf(server.db, id);
    expect(after.remaining).toBeGreaterThanOrEqual(0);
    expect(after.remaining + after.sold).toBe(20);
    expect(after.stock_su).toBe(after.remaining);
    expect(answers.slice(10).filter((a) => a.status === 200)).toHaveLength(after.sold);
  }, 60_000);

  it('replays a cancel sent again with the same Idempotency-Key', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 5 });
    const line = await buyOne(tokenA, id);
    const headers = { 'Idempotency-Key': 'cancel-key-1' };
    const first = await cancel(tokenA, line, headers);
    const again = await cancel(tokenA, line, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const other = await buyOne(tokenA, id);
    expect((await cancel(tokenA, other, headers)).status).toBe(422);
  });

  it('answers 400 for a transactionUUID that is not a UUID', async () => {
    const res = await cancel(tokenA, { transactionUUID: 'nope', id: 1 });
    expect(res.status).toBe(400);
    expect(res.body.field).toContain('transactionUUID');
  });
});

describe('GET /users/cancellable', () => {
  it('lists only own lines inside the window, with deadline and seconds left', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 10, unitPrice: 150, quantityPerPackage: 10 });
    const old = await buyOne(tokenA, id);
    server.clock.advance(30_000);
    try {
      const fresh = await buyOne(tokenA, id, 2);
      const theirs = await buyOne(tokenB, id);
      server.clock.advance(100_000); // old: 130 s (gone), fresh: 100 s (20 s left)
      const res = await server.api('GET', '/users/cancellable', { token: tokenA });
      expect(res.status).toBe(200);
      const ids = res.body.map((r: { id: number }) => r.id);
      expect(ids).toContain(fresh.id);
      expect(ids).not.toContain(old.id);
      expect(ids).not.toContain(theirs.id);
      const row = res.body.find((r: { id: number }) => r.id === fresh.id);
      expect(row).toMatchObject({
        transactionUUID: fresh.transactionUUID,
        web_item_id: id,
        is_photo_present: false,
        shipment_provider_name: 'JA テスト花き',
        product_name: 'ローテローゼ',
        color: '赤',
        specification: '2L',
        quantity_per_package: 10,
        quantity: 2,
        unit_price: '150',
        hasu: 0,
        cost: 3000,
        remaining_seconds: 20,
      });
      expect(new Date(row.deadline).getTime() - new Date(row.purchased_at).getTime()).toBe(120_000);
      const theirsList = await server.api('GET', '/users/cancellable', { token: tokenB });
      expect(theirsList.body.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([theirs.id]));
      expect(theirsList.body.map((r: { id: number }) => r.id)).not.toContain(fresh.id);
    } finally {
      server.clock.advance(-130_000);
    }
  });

  it("does not show another buyer's done page", async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 10 });
    const line = await buyOne(tokenA, id);
    const res = await server.api('GET', `/users/web/buy/done?transactionUUID=${line.transactionUUID}`, { token: tokenB });
    expect(res.status).toBe(404);
  });
});

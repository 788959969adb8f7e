import type { TestServer } from '../helpers';
import { createLot, openBuyerMarket, setWebHours, stockOf, type FixtureBuyers } from '../buyer-web-fixtures';

let server: TestServer;
let buyers: FixtureBuyers;
let tokenA: string;
let tokenRated: string;
let today: string;

beforeAll(async () => {
  ({ server, buyers, tokenA, today } = await openBuyerMarket());
  tokenRated = await server.signIn(buyers.rated.login, buyers.rated.password);
}, 60_000);
afterAll(() => server?.close());

const buy = (token: string, items: unknown[], headers?: Record<string, string>) => server.api('POST', '/users/web/buy', { token, body: { items }, headers });

describe('POST /users/web/buy', () => {
  it('sells exactly 50 when 200 buyers race for one lot of 50 packages', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 50, maxQuantity: 5 });
    const results = await Promise.all(Array.from({ length: 200 }, () => buy(tokenA, [{ id, KUCHI_SU: 1, HA_SU: 0 }])));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409);
    expect(ok).toHaveLength(50);
    expect(refused).toHaveLength(150);
    expect(refused[0].body.detail).toBe('在庫が不足しているため購入できませんでした。残数をご確認ください。');
    expect(await stockOf(server.db, id)).toEqual({ remaining: 0, hasu: 0, stock_su: 0, sold: 50 });
  }, 120_000);

  it('never oversells when racing purchases take several packages each', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 10 });
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => buy(tokenA, [{ id, KUCHI_SU: 1 + (i % 3), HA_SU: 0 }])));
    const sold = results.reduce((sum, r, i) => sum + (r.status === 200 ? 1 + (i % 3) : 0), 0);
    const after = await stockOf(server.db, id);
    expect(after.remaining).toBeGreaterThanOrEqual(0);
    expect(sold + after.remaining).toBe(10);
    expect(after.sold).toBe(sold);
    expect(after.stock_su).toBe(after.remaining);
  }, 60_000);

  it('buys all lines or none: one short line refuses the whole call', async () => {
    const plenty = await createLot(server.db, { saleDate: today, remaining: 10 });
    const scarce = await createLot(server.db, { saleDate: today, remaining: 1 });
    const res = await buy(tokenA, [
      { id: plenty, KUCHI_SU: 3, HA_SU: 0 },
      { id: scarce, KUCHI_SU: 2, HA_SU: 0 },
    ]);
    expect(res.status).toBe(409);
    expect((await stockOf(server.db, plenty)).remaining).toBe(10);
    expect((await stockOf(server.db, scarce)).remaining).toBe(1);
  });

  it('writes a WEB sale line with the server price, ignoring a price the client sends', async () => {
    const id = await createLot(server.db, { saleDate: today, unitPrice: 120, quantityPerPackage: 10, remaining: 5, hasu: 4 });
    const res = await buy(tokenA, [{ id, KUCHI_SU: 2, HA_SU: 3, unit_price: '1', TANKA: 1, price: 1 }]);
    expect(res.status).toBe(200);
    const { rows } = await server.db.query<Record<string, unknown>>(
      'SELECT sale_kbn, kuchi_su, ha_su, so_su, web_tanka, price, branch_id, transaction_uuid::text AS uuid FROM sales WHERE web_item_id = $1',
      [id],
    );
    expect(rows).toEqual([
      { sale_kbn: 4, kuchi_su: 2, ha_su: 3, so_su: 23, web_tanka: 120, price: 2760, branch_id: buyers.a.branchId, uuid: res.body.transactionUUID },
    ]);
    expect(await stockOf(server.db, id)).toEqual({ remaining: 3, hasu: 1, stock_su: 3, sold: 2 });
  });

  it('charges the recommended price once its start time has passed, and the normal price before', async () => {
    const now = server.clock.now();
    const started = await createLot(server.db, { saleDate: today, unitPrice: 100, recommendedPrice: 80, recommendedStart: new Date(now.getTime() - 60_000) });
    const later = await createLot(server.db, { saleDate: today, unitPrice: 100, recommendedPrice: 80, recommendedStart: new Date(now.getTime() + 60_000) });
    const res = await buy(tokenA, [
      { id: started, KUCHI_SU: 1, HA_SU: 0 },
      { id: later, KUCHI_SU: 1, HA_SU: 0 },
    ]);
    expect(res.status).toBe(200);
    const done = await server.api('GET', `/users/web/buy/done?transactionUUID=${res.body.transactionUUID}`, { token: tokenA });
    expect(done.status).toBe(200);
    expect(done.body.map((r: { web_item_id: number; unit_price: string }) => [r.web_item_id, r.unit_price])).toEqual([
      [started, '80'],
      [later, '100'],
    ]);
  });

  it('applies the bundle tier price when KUCHI_SU reaches the tier', async () => {
    const tiers = [
      { quantity: 5, bundle_tanka: 90 },
      { quantity: 10, bundle_tanka: 80 },
    ];
    const id = await createLot(server.db, { saleDate: today, unitPrice: 100, remaining: 40, bundles: tiers });
    const prices: string[] = [];
    for (const kuchi of [4, 5, 12]) {
      const res = await buy(tokenA, [{ id, KUCHI_SU: kuchi, HA_SU: 0 }]);
      const done = await server.api('GET', `/users/web/buy/done?transactionUUID=${res.body.transactionUUID}`, { token: tokenA });
      prices.push(done.body[0].unit_price);
    }
    expect(prices).toEqual(['100', '90', '80']);
  });

  it("adds the branch's SALE_RATE as the market's commission on the done page", async () => {
    const id = await createLot(server.db, { saleDate: today, unitPrice: 100, quantityPerPackage: 10 });
    const res = await buy(tokenRated, [{ id, KUCHI_SU: 3, HA_SU: 0 }]);
    const done = await server.api('GET', `/users/web/buy/done?transactionUUID=${res.body.transactionUUID}`, { token: tokenRated });
    expect(done.body[0]).toMatchObject({ KUCHI_SU: 3, HA_SU: 0, SO_SU: 30, unit_price: '100', price: 3000, commission: 150, commission_per_stem: 5 });
  });

  it('answers the Purchase-done fields of spec §3', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 9, maxQuantity: 4 });
    const res = await buy(tokenA, [{ id, KUCHI_SU: 2, HA_SU: 0 }]);
    const done = await server.api('GET', `/users/web/buy/done?transactionUUID=${res.body.transactionUUID}`, { token: tokenA });
    expect(done.body[0]).toMatchObject({
      shipment_provider_name: 'JA テスト花き',
      product_name: 'ローテローゼ',
      receiving_number: '001',
      sale_date: today.replace(/-/g, '/'),
      category: '切花',
      color: '赤',
      specification: '2L',
      quantity_per_package: 10,
      HA_SU: 0,
      KUCHI_SU: 2,
      remaining_quantity: 7,
      max_quantity: 4,
      unit_price: '100',
    });
    expect(typeof done.body[0].remarks).toBe('string');
  });

  it('refuses a lot whose price is 未定, a suspended lot, a lot not web open, and more than max_quantity', async () => {
    const undecided = await createLot(server.db, { saleDate: today, unitPrice: 0 });
    const suspended = await createLot(server.db, { saleDate: today, suspended: true });
    const closed = await createLot(server.db, { saleDate: today, webOpen: false });
    const capped = await createLot(server.db, { saleDate: today, maxQuantity: 3 });
    const answers = await Promise.all([
      buy(tokenA, [{ id: undecided, KUCHI_SU: 1, HA_SU: 0 }]),
      buy(tokenA, [{ id: suspended, KUCHI_SU: 1, HA_SU: 0 }]),
      buy(tokenA, [{ id: closed, KUCHI_SU: 1, HA_SU: 0 }]),
      buy(tokenA, [{ id: capped, KUCHI_SU: 4, HA_SU: 0 }]),
      buy(tokenA, [{ id: 999_999, KUCHI_SU: 1, HA_SU: 0 }]),
    ]);
    expect(answers.map((a) => [a.status, a.body.detail])).toEqual([
      [409, 'この商品の単価は未定のため購入できません。'],
      [409, 'この商品は現在販売されていません。'],
      [409, 'この商品は現在販売されていません。'],
      [409, 'この商品の購入上限は3口です。'],
      [404, '商品が見つかりません。'],
    ]);
    for (const id of [undecided, suspended, closed, capped]) expect((await stockOf(server.db, id)).sold).toBe(0);
  });

  it('refuses more loose stems than the lot has', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 5, hasu: 2 });
    const res = await buy(tokenA, [{ id, KUCHI_SU: 0, HA_SU: 3 }]);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('端数の在庫が不足しているため購入できませんでした。残数をご確認ください。');
  });

  it('answers 400 naming the field for bad quantities', async () => {
    const id = await createLot(server.db, { saleDate: today });
    const cases = await Promise.all([
      buy(tokenA, [{ id, KUCHI_SU: 0, HA_SU: 0 }]),
      buy(tokenA, [{ id, KUCHI_SU: -1, HA_SU: 0 }]),
      buy(tokenA, [{ id, KUCHI_SU: 1.5, HA_SU: 0 }]),
      buy(tokenA, [{ id, KUCHI_SU: 1 }]),
      buy(tokenA, []),
      buy(tokenA, [
        { id, KUCHI_SU: 1, HA_SU: 0 },
        { id, KUCHI_SU: 1, HA_SU: 0 },
      ]),
    ]);
    expect(cases.map((c) => c.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(cases[0].body.field).toContain('items[0]');
    expect(cases[1].body.field).toContain('KUCHI_SU');
    expect(cases[3].body.field).toContain('HA_SU');
    expect(cases[5].body.detail).toBe('同じ商品が複数指定されています。');
  });

  it('refuses buying outside web hours with 409 saying when buying opens', async () => {
    const id = await createLot(server.db, { saleDate: today });
    // 10:00 Japan time now; the market sells from 12:00 to 18:00.
    await setWebHours(server.db, '12:00:00', '18:00:00');
    try {
      const res = await buy(tokenA, [{ id, KUCHI_SU: 1, HA_SU: 0 }]);
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe('現在はWeb販売の受付時間外です。本日12:00から購入できます。');
      const filters = await server.api('GET', '/users/web', { token: tokenA });
      expect(filters.body.web_hours).toMatchObject({ START_TIME: '12:00', END_TIME: '18:00', is_open: false, opens_at: '2026-06-15T03:00:00.000Z' });
      expect((await stockOf(server.db, id)).sold).toBe(0);
    } finally {
      await setWebHours(server.db, '00:00:00', '23:59:59');
    }
    expect((await buy(tokenA, [{ id, KUCHI_SU: 1, HA_SU: 0 }])).status).toBe(200);
  });

  it('refuses a buyer without BUY_PERMIT_FLG', async () => {
    const token = await server.signIn(buyers.noPermit.login, buyers.noPermit.password);
    const id = await createLot(server.db, { saleDate: today });
    expect((await buy(token, [{ id, KUCHI_SU: 1, HA_SU: 0 }])).status).toBe(403);
  });
});

describe('Idempotency-Key on buy', () => {
  it('replays the first answer for a retry and buys once', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 10 });
    const headers = { 'Idempotency-Key': 'retry-key-1' };
    const first = await buy(tokenA, [{ id, KUCHI_SU: 2, HA_SU: 0 }], headers);
    const again = await buy(tokenA, [{ id, KUCHI_SU: 2, HA_SU: 0 }], headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.transactionUUID).toBe(first.body.transactionUUID);
    expect(await stockOf(server.db, id)).toMatchObject({ remaining: 8, sold: 2 });
  });

  it('buys once when the same retry is sent many times at once', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 10 });
    const headers = { 'Idempotency-Key': 'retry-key-burst' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(tokenA, [{ id, KUCHI_SU: 1, HA_SU: 0 }], headers)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.transactionUUID)).size).toBe(1);
    expect(await stockOf(server.db, id)).toMatchObject({ remaining: 9, sold: 1 });
  });

  it('answers 422 when the same key comes with another body', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 10 });
    const headers = { 'Idempotency-Key': 'retry-key-2' };
    expect((await buy(tokenA, [{ id, KUCHI_SU: 1, HA_SU: 0 }], headers)).status).toBe(200);
    const other = await buy(tokenA, [{ id, KUCHI_SU: 3, HA_SU: 0 }], headers);
    expect(other.status).toBe(422);
    expect(other.body.detail).toBe('同じIdempotency-Keyで異なる内容のリクエストが送信されました。');
    expect(await stockOf(server.db, id)).toMatchObject({ remaining: 9, sold: 1 });
  });

  it('replays a purchase made before closing time when its retry arrives after closing', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 10 });
    const headers = { 'Idempotency-Key': 'retry-after-close' };
    const first = await buy(tokenA, [{ id, KUCHI_SU: 1, HA_SU: 0 }], headers);
    expect(first.status).toBe(200);
    // 10:00 Japan time now: the market has just closed to web buying.
    await setWebHours(server.db, '12:00:00', '18:00:00');
    try {
      const again = await buy(tokenA, [{ id, KUCHI_SU: 1, HA_SU: 0 }], headers);
      expect(again.status).toBe(200);
      expect(again.body.transactionUUID).toBe(first.body.transactionUUID);
      // A new purchase is still refused.
      expect((await buy(tokenA, [{ id, KUCHI_SU: 1, HA_SU: 0 }], { 'Idempotency-Key': 'new-after-close' })).status).toBe(409);
    } finally {
      await setWebHours(server.db, '00:00:00', '23:59:59');
    }
    expect(await stockOf(server.db, id)).toMatchObject({ remaining: 9, sold: 1 });
  });

  it('keeps keys per account: another buyer may use the same key', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 10 });
    const headers = { 'Idempotency-Key': 'shared-key' };
    const a = await buy(tokenA, [{ id, KUCHI_SU: 1, HA_SU: 0 }], headers);
    const r = await buy(tokenRated, [{ id, KUCHI_SU: 1, HA_SU: 0 }], headers);
    expect(a.body.transactionUUID).not.toBe(r.body.transactionUUID);
    expect(await stockOf(server.db, id)).toMatchObject({ remaining: 8, sold: 2 });
  });
});

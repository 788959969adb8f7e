import { hashPassword } from '../../src/passwords/password-hash';
import { startTestServer, type TestServer } from '../helpers';
import { createLot, createMarket, japanDay, setWebHours, stockOf, type FixtureBuyers } from '../buyer-web-fixtures';

let server: TestServer;
let buyers: FixtureBuyers;
/** Purchaser 9001: head branch 001 (buyers.a) and branch 002, whose purchases need approval. */
let head: string;
let branch: string;
let branchId: number;
/** Another purchaser's head branch (9002). */
let stranger: string;
let today: string;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  buyers = await createMarket(server.db);
  today = japanDay(server.clock.now());
  const hash = await hashPassword('fixture-pass-1');
  const b = await server.db.query<{ id: number }>(
    `INSERT INTO branches (baisan_cd, baisan_eda, baisan_eda_nm, sale_rate, purchase_approval) VALUES ('9001', '002', '駅前店', 5, true) RETURNING id`,
  );
  branchId = b.rows[0].id;
  await server.db.query(`INSERT INTO accounts (login_id, password_hash, branch_id, password_changed_at) VALUES ('bw-a-002', $1, $2, now())`, [hash, branchId]);
  head = await server.signIn(buyers.a.login, buyers.a.password);
  branch = await server.signIn('bw-a-002', 'fixture-pass-1');
  stranger = await server.signIn(buyers.b.login, buyers.b.password);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

type Line = { id: number; KUCHI_SU: number; HA_SU: number };
const buy = (token: string, items: Line[], key?: string) =>
  server.api('POST', '/users/web/buy', { token, body: { items }, headers: key ? { 'Idempotency-Key': key } : undefined });
const approve = (token: string, id: number) => server.api('POST', `/users/approval/${id}/approve`, { token, body: {} });
const reject = (token: string, id: number, comment?: string) =>
  server.api('POST', `/users/approval/${id}/reject`, { token, body: comment === undefined ? {} : { comment } });
const ownRequest = async (id: number) =>
  (await server.api('GET', '/users/web/requests?per=100', { token: branch })).body.datas.find((r: { request_id: number }) => r.request_id === id);

/** System parameter PURCHASE_REQUEST_STOCK_SHARE (percent); null: missing (50 applies). */
async function setStockShare(value: string | null): Promise<void> {
  await server.db.query(`DELETE FROM system_parameters WHERE parameter_cd = 'PURCHASE_REQUEST_STOCK_SHARE'`);
  if (value !== null)
    await server.db.query(
      `INSERT INTO system_parameters (parameter_typ, parameter_cd, remark, parameter) VALUES ('WEB', 'PURCHASE_REQUEST_STOCK_SHARE', '', $1)`,
      [value],
    );
}
const pendingHeld = async (lot: number) =>
  (
    await server.db.query<{ n: number; requests: number }>(
      `SELECT COALESCE(sum(l.kuchi_su), 0)::int AS n, count(DISTINCT r.id)::int AS requests
         FROM purchase_request_lines l JOIN purchase_requests r ON r.id = l.request_id WHERE l.web_item_id = $1 AND r.status = '承認待ち'`,
      [lot],
    )
  ).rows[0];

describe('purchase requests cannot hoard stock', () => {
  it("refuses (409, changing nothing) a request past half the lot's stock: 4 requests of 12 on 40 packages hold 12, not 40", async () => {
    const lot = await createLot(server.db, { saleDate: today, remaining: 40 });
    const first = await buy(branch, [{ id: lot, KUCHI_SU: 12, HA_SU: 0 }]);
    expect(first.status).toBe(202);
    const requestsBefore = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM purchase_requests')).rows[0].n;
    for (let i = 0; i < 3; i++) {
      const refused = await buy(branch, [{ id: lot, KUCHI_SU: 12, HA_SU: 0 }]);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'request_hold_limit',
        field: 'items[0].KUCHI_SU',
        detail:
          '本店の承認待ちの購入依頼で確保できるのは、この商品では合わせて20口までです（この枝番の承認待ち：12口）。承認をお待ちいただくか、口数を減らしてください。',
      });
    }
    expect(await stockOf(server.db, lot)).toMatchObject({ remaining: 28, stock_su: 28, sold: 0 });
    expect(await pendingHeld(lot)).toEqual({ n: 12, requests: 1 });
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM purchase_requests')).rows[0].n).toBe(requestsBefore);
    // Up to the cap is still fine; the share follows the system parameter.
    expect((await buy(branch, [{ id: lot, KUCHI_SU: 8, HA_SU: 0 }])).status).toBe(202);
    await setStockShare('25');
    const other = await createLot(server.db, { saleDate: today, remaining: 40 });
    expect((await buy(branch, [{ id: other, KUCHI_SU: 11, HA_SU: 0 }])).body).toMatchObject({ code: 'request_hold_limit' });
    expect((await buy(branch, [{ id: other, KUCHI_SU: 10, HA_SU: 0 }])).status).toBe(202);
    await setStockShare(null);
  });

  it("holds at most the lot's per-purchase limit under 20 concurrent requests, the stock exact", async () => {
    const lot = await createLot(server.db, { saleDate: today, remaining: 40, maxQuantity: 12 });
    const calls = await Promise.all(Array.from({ length: 20 }, () => buy(branch, [{ id: lot, KUCHI_SU: 3, HA_SU: 0 }])));
    expect(calls.filter((c) => c.status === 202)).toHaveLength(4);
    const refused = calls.filter((c) => c.status === 409);
    expect(refused).toHaveLength(16);
    expect(refused.every((c) => c.body.code === 'request_hold_limit')).toBe(true);
    expect(await pendingHeld(lot)).toEqual({ n: 12, requests: 4 });
    expect(await stockOf(server.db, lot)).toMatchObject({ remaining: 28, stock_su: 28, sold: 0 });
    // Another branch's purchases are not held back by it.
    expect((await buy(head, [{ id: lot, KUCHI_SU: 12, HA_SU: 0 }])).status).toBe(200);
    expect(await stockOf(server.db, lot)).toMatchObject({ remaining: 16, stock_su: 16, sold: 12 });
  }, 60_000);
});

describe('approval re-checks what a purchase checks', () => {
  const pendingRequest = async () => {
    const lot = await createLot(server.db, { saleDate: today, remaining: 10 });
    const res = await buy(branch, [{ id: lot, KUCHI_SU: 2, HA_SU: 0 }]);
    expect(res.status).toBe(202);
    return { lot, id: res.body.request_id as number };
  };
  const stillPending = async (lot: number, id: number) => {
    expect((await ownRequest(id)).status).toBe('承認待ち');
    expect(await stockOf(server.db, lot)).toMatchObject({ remaining: 8, stock_su: 8, sold: 0 });
  };

  it('refuses, as a purchase does, after the requesting branch or the head branch lost purchase permission or was suspended', async () => {
    const { lot, id } = await pendingRequest();
    for (const change of [
      `UPDATE branches SET buy_permit_flg = false WHERE id = ${branchId}`,
      `UPDATE branches SET suspend_flg = true WHERE id = ${branchId}`,
      `UPDATE branches SET buy_permit_flg = false WHERE baisan_cd = '9001' AND baisan_eda = '001'`,
    ]) {
      await server.db.query(change);
      const refused = await approve(head, id);
      await server.db.query(`UPDATE branches SET buy_permit_flg = true, suspend_flg = false WHERE baisan_cd = '9001'`);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'buy_not_permitted', detail: 'Web購入の権限がありません。' });
      await stillPending(lot, id);
    }
    expect((await approve(head, id)).status).toBe(200);
  });

  it('refuses outside web hours with the purchase path’s 409, and for a lot no longer on sale or without a price', async () => {
    const { lot, id } = await pendingRequest();
    await setWebHours(server.db, '12:00:00', '18:00:00');
    const closed = await approve(head, id);
    const purchase = await buy(head, [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }]);
    await setWebHours(server.db, '00:00:00', '23:59:59');
    expect(closed.status).toBe(409);
    expect(closed.body).toEqual(purchase.body);
    expect(closed.body).toMatchObject({ code: 'outside_hours', detail: '現在はWeb販売の受付時間外です。本日12:00から購入できます。' });
    await stillPending(lot, id);

    await server.db.query('UPDATE web_items SET suspend_flg = true WHERE id = $1', [lot]);
    const suspended = await approve(head, id);
    expect(suspended.status).toBe(409);
    expect(suspended.body).toMatchObject({ code: 'lot_not_on_sale', detail: 'この商品は現在販売されていません。', field: 'items[0].id' });
    await server.db.query('UPDATE web_items SET suspend_flg = false, unit_price = 0 WHERE id = $1', [lot]);
    expect((await approve(head, id)).body).toMatchObject({ code: 'price_undecided' });
    await stillPending(lot, id);
    await server.db.query('UPDATE web_items SET unit_price = 100 WHERE id = $1', [lot]);
    expect((await approve(head, id)).status).toBe(200);
  });
});

describe('purchase approval', () => {
  // These are about holding, deciding and expiring: one branch may hold a whole lot here.
  beforeAll(() => setStockShare('100'));
  afterAll(() => setStockShare(null));
  it('makes a branch under approval send a request (202) that holds the stock, and the head branch approve it into a sale', async () => {
    const lot = await createLot(server.db, { saleDate: today, remaining: 10, hasu: 3, unitPrice: 100, productName: '承認バラ' });
    await server.api('PUT', '/users/web/cart', { token: branch, body: { items: [{ id: lot, KUCHI_SU: 2, HA_SU: 1 }] } });
    const res = await buy(branch, [{ id: lot, KUCHI_SU: 2, HA_SU: 1 }], 'request-1');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ request_id: expect.any(Number) });
    // A retry with the same key answers the same request.
    const again = await buy(branch, [{ id: lot, KUCHI_SU: 2, HA_SU: 1 }], 'request-1');
    expect(again.status).toBe(202);
    expect(again.body).toEqual(res.body);
    const id = res.body.request_id as number;
    expect(await stockOf(server.db, lot)).toMatchObject({ remaining: 8, hasu: 2, stock_su: 8, sold: 0 });
    expect((await server.api('GET', '/users/web/cart', { token: branch })).body.items).toEqual([]);

    const mine = await ownRequest(id);
    expect(mine).toMatchObject({
      status: '承認待ち',
      transactionUUID: null,
      items: [{ id: lot, product_name: '承認バラ', KUCHI_SU: 2, HA_SU: 1, SO_SU: 21, unit_price: 100, price: 2100, commission: 105 }],
    });
    expect(Date.parse(mine.expires_at) - server.clock.now().getTime()).toBe(30 * 60_000);

    const list = await server.api('GET', '/users/approval?pending=1', { token: head });
    expect(list.status).toBe(200);
    expect(list.body.datas).toEqual(
      expect.arrayContaining([expect.objectContaining({ request_id: id, branch_number: '002', branch_name: '駅前店', status: '承認待ち' })]),
    );

    const ok = await approve(head, id);
    expect(ok.status).toBe(200);
    const uuid = ok.body.transactionUUID as string;
    const done = await server.api('GET', `/users/web/buy/done?transactionUUID=${uuid}`, { token: branch });
    expect(done.body).toEqual([expect.objectContaining({ web_item_id: lot, KUCHI_SU: 2, HA_SU: 1, SO_SU: 21, price: 2100, commission: 105 })]);
    expect(await stockOf(server.db, lot)).toMatchObject({ remaining: 8, hasu: 2, stock_su: 8, sold: 2 });
    expect(await ownRequest(id)).toMatchObject({ status: '承認済', transactionUUID: uuid });
    // The cancel window starts at the approval.
    expect((await server.api('GET', '/users/cancellable', { token: branch })).body.map((r: { transactionUUID: string }) => r.transactionUUID)).toContain(uuid);

    const twice = await approve(head, id);
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('この購入依頼はすでに承認済のため、承認・却下できません。');
    const { rows } = await server.db.query<{ message: string }>(`SELECT operation_log AS message FROM system_logs WHERE operation_log LIKE $1`, [
      `purchase_request ${id} %`,
    ]);
    expect(rows.map((r) => r.message)).toEqual([expect.stringContaining('status: 承認待ち → 承認済')]);
  });

  it('returns the stock on a rejection with its comment, and on expiry; a late decision answers 409', async () => {
    const lot = await createLot(server.db, { saleDate: today, remaining: 10 });
    const first = (await buy(branch, [{ id: lot, KUCHI_SU: 3, HA_SU: 0 }])).body.request_id as number;
    const second = (await buy(branch, [{ id: lot, KUCHI_SU: 4, HA_SU: 0 }])).body.request_id as number;
    expect((await stockOf(server.db, lot)).remaining).toBe(3);

    const rejected = await reject(head, first, '今日は不要です');
    expect(rejected.status).toBe(200);
    expect(await ownRequest(first)).toMatchObject({ status: '却下', comment: '今日は不要です', transactionUUID: null });
    expect(await stockOf(server.db, lot)).toMatchObject({ remaining: 6, stock_su: 6, sold: 0 });

    server.clock.advance(30 * 60_000 + 1000);
    const late = await approve(head, second);
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe('この購入依頼は承認期限を過ぎたため、承認・却下できません。');
    expect(await ownRequest(second)).toMatchObject({ status: '期限切れ' });
    expect(await stockOf(server.db, lot)).toMatchObject({ remaining: 10, stock_su: 10, sold: 0 });
    expect((await reject(head, second)).status).toBe(409);
    server.clock.set(new Date(server.clock.now().getTime() - 30 * 60_000 - 1000));
  });

  it('expires due requests in a sweep, returning their stock', async () => {
    const lot = await createLot(server.db, { saleDate: today, remaining: 5 });
    const id = (await buy(branch, [{ id: lot, KUCHI_SU: 5, HA_SU: 0 }])).body.request_id as number;
    expect((await stockOf(server.db, lot)).remaining).toBe(0);
    server.clock.advance(31 * 60_000);
    // Any read of the requests sweeps (as each process's timer does).
    expect((await server.api('GET', '/users/approval', { token: head })).body.datas.find((r: { request_id: number }) => r.request_id === id).status).toBe(
      '期限切れ',
    );
    expect(await stockOf(server.db, lot)).toMatchObject({ remaining: 5, stock_su: 5 });
    server.clock.set(new Date(server.clock.now().getTime() - 31 * 60_000));
  });

  it('lets only the head branch of the same purchaser decide', async () => {
    const lot = await createLot(server.db, { saleDate: today, remaining: 5 });
    const id = (await buy(branch, [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }])).body.request_id as number;
    expect((await approve(branch, id)).status).toBe(403);
    expect((await server.api('GET', '/users/approval', { token: branch })).status).toBe(403);
    expect((await approve(stranger, id)).status).toBe(404);
    expect((await reject(stranger, id)).status).toBe(404);
    expect((await server.api('GET', '/users/approval', { token: stranger })).body.datas).toEqual([]);
    expect(await ownRequest(id)).toMatchObject({ status: '承認待ち' });
  });

  it('gives exactly one outcome when approvals, rejections and expiry race', async () => {
    const lot = await createLot(server.db, { saleDate: today, remaining: 20 });
    const id = (await buy(branch, [{ id: lot, KUCHI_SU: 2, HA_SU: 0 }])).body.request_id as number;
    const calls = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? approve(head, id) : reject(head, id))));
    expect(calls.filter((c) => c.status === 200)).toHaveLength(1);
    expect(calls.filter((c) => c.status === 409)).toHaveLength(29);
    const after = await stockOf(server.db, lot);
    const status = (await ownRequest(id)).status;
    expect(after).toMatchObject(status === '承認済' ? { remaining: 18, sold: 2 } : { remaining: 20, sold: 0 });

    // Expiry racing the head branch at the deadline: one of them wins.
    const next = (await buy(branch, [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }])).body.request_id as number;
    server.clock.advance(30 * 60_000 + 1);
    const [a, b, c] = await Promise.all([approve(head, next), server.api('GET', '/users/web/requests', { token: branch }), reject(head, next)]);
    expect(b.status).toBe(200);
    expect([a.status, c.status]).toEqual([409, 409]);
    expect((await ownRequest(next)).status).toBe('期限切れ');
    server.clock.set(new Date(server.clock.now().getTime() - 30 * 60_000 - 1));
  }, 60_000);

  it('never oversells one lot when requests, purchases and cancels race 100-way', async () => {
    const lot = await createLot(server.db, { saleDate: today, remaining: 40, maxQuantity: 3 });
    const bought = await buy(head, [{ id: lot, KUCHI_SU: 3, HA_SU: 0 }]);
    const saleId = (await server.db.query<{ sale_id: number }>('SELECT sale_id FROM sales WHERE transaction_uuid = $1', [bought.body.transactionUUID])).rows[0]
      .sale_id;
    const calls = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        if (i === 50)
          return server.api('POST', '/users/cancellable/cancel', { token: head, body: { transactionUUID: bought.body.transactionUUID, id: saleId } });
        return i % 2 === 0 ? buy(branch, [{ id: lot, KUCHI_SU: 1 + (i % 3), HA_SU: 0 }]) : buy(head, [{ id: lot, KUCHI_SU: 1 + (i % 3), HA_SU: 0 }]);
      }),
    );
    expect(calls.every((c) => [200, 202, 409].includes(c.status))).toBe(true);
    const after = await stockOf(server.db, lot);
    const held = Number(
      (
        await server.db.query<{ n: number }>(
          `SELECT COALESCE(sum(l.kuchi_su), 0)::int AS n FROM purchase_request_lines l JOIN purchase_requests r ON r.id = l.request_id
           WHERE l.web_item_id = $1 AND r.status = '承認待ち'`,
          [lot],
        )
      ).rows[0].n,
    );
    expect(after.remaining).toBeGreaterThanOrEqual(0);
    expect(after.remaining + held + after.sold).toBe(40);
    expect(after.stock_su).toBe(after.remaining);
  }, 120_000);

  it("holds no more than the lot's own stock when only part of the receiving is on the web", async () => {
    // 20 packages received, 3 of them put on the web: the receiving's stock cannot stop a
    // request for a fourth, the lot's must.
    const lot = await createLot(server.db, { saleDate: today, remaining: 3, hasu: 2 });
    await server.db.query('UPDATE receivings SET stock_su = 20 WHERE id = (SELECT receiving_id FROM web_items WHERE id = $1)', [lot]);

    const tooMany = await buy(branch, [{ id: lot, KUCHI_SU: 4, HA_SU: 0 }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ code: 'out_of_stock' });
    const tooManyStems = await buy(branch, [{ id: lot, KUCHI_SU: 1, HA_SU: 3 }]);
    expect(tooManyStems.status).toBe(409);
    expect(await stockOf(server.db, lot)).toMatchObject({ remaining: 3, hasu: 2, stock_su: 20 });

    const calls = await Promise.all(Array.from({ length: 8 }, () => buy(branch, [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }])));
    expect(calls.filter((c) => c.status === 202)).toHaveLength(3);
    expect(calls.filter((c) => c.status === 409)).toHaveLength(5);
    expect(await stockOf(server.db, lot)).toMatchObject({ remaining: 0, hasu: 2, stock_su: 17 });
  }, 60_000);

  it('tells the requesting branch and its head branch through the market events, and no other purchaser', async () => {
    const titles = async (token: string) =>
      ((await server.api('GET', '/users/notifications?per=100', { token })).body.datas as { title: string; link: string }[]).map((n) => `${n.title} ${n.link}`);
    const before = await titles(stranger);
    const lot = await createLot(server.db, { saleDate: today, remaining: 5, hasu: 0, unitPrice: 100, productName: '通知バラ' });
    const res = await buy(branch, [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }], 'request-events');
    expect(res.status).toBe(202);
    const id = res.body.request_id as number;
    expect(await titles(head)).toContain(`支店から購入依頼（No.${id}）が届きました。承認してください。 /web/approval`);
    expect((await approve(head, id)).status).toBe(200);
    expect(await titles(branch)).toContain(`購入依頼（No.${id}）が承認されました。 /web/requests`);
    expect(await titles(stranger)).toEqual(before);
  });
});

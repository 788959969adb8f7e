/**
 * The buyer's follow-ups: withdrawing a next-order reservation (own, before its sale
 * day), one open negotiation per lot, answering a 再商談 and buying a 成立 at its agreed price.
 */
import type { TestServer } from '../helpers';
import { closeNegotiationWithSale } from '../../src/areas/admin-transaction/negotiation/close-negotiation';
import { createLot, openBuyerMarket, stockOf, type FixtureBuyers } from '../buyer-web-fixtures';

let server: TestServer;
let buyers: FixtureBuyers;
let tokenA: string;
let tokenB: string;
let tokenRated: string;
let today: string;

beforeAll(async () => {
  ({ server, buyers, tokenA, tokenB, today } = await openBuyerMarket());
  tokenRated = await server.signIn(buyers.rated.login, buyers.rated.password);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const reserve = async (token: string, id: number, kuchiSu = 2) => {
  const res = await server.api('POST', '/users/web/next-order', { token, body: { items: [{ id, KUCHI_SU: kuchiSu, HA_SU: 0 }] } });
  expect(res.status).toBe(200);
  const list = await server.api('GET', '/users/next-reservation', { token });
  return list.body as { YOYAKU_NO: number; web_item_id: number; purchase_date: string }[];
};
const cancelReservation = (token: string, yoyakuNo: number) => server.api('POST', '/users/next-reservation/cancel', { token, body: { YOYAKU_NO: yoyakuNo } });

/** A negotiation as the market left it: status, counter price, agreed packages. */
async function negotiation(branchId: number, webItemId: number, status: '再商談' | '成立', kuchiSu: number, tanka: number): Promise<number> {
  const { rows } = await server.db.query<{ negotiation_no: number }>(
    `INSERT INTO negotiations (branch_id, web_item_id, kuchi_su, old_tanka, tanka, biko, shodan_status, comment)
     VALUES ($1, $2, $3, 100, $4, 'まとめて購入希望', $5, '市場より') RETURNING negotiation_no`,
    [branchId, webItemId, kuchiSu, tanka, status],
  );
  return rows[0].negotiation_no;
}

describe('POST /users/next-reservation/cancel', () => {
  it("withdraws the branch's own reservation before its sale day; the list no longer shows it", async () => {
    const id = await createLot(server.db, { saleDate: today, yoyakuPermit: true });
    const mine = (await reserve(tokenA, id)).find((r) => r.web_item_id === id)!;
    expect(mine.purchase_date > today.replace(/-/g, '/')).toBe(true);

    const other = await cancelReservation(tokenB, mine.YOYAKU_NO);
    expect(other.status).toBe(404);
    expect(other.body.detail).toBe('予約が見つかりません。');

    const res = await cancelReservation(tokenA, mine.YOYAKU_NO);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ YOYAKU_NO: mine.YOYAKU_NO, cancelled: true });
    const list = await server.api('GET', '/users/next-reservation', { token: tokenA });
    expect(list.body.find((r: { YOYAKU_NO: number }) => r.YOYAKU_NO === mine.YOYAKU_NO)).toMatchObject({ status: '取消' });

    const again = await cancelReservation(tokenA, mine.YOYAKU_NO);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('この予約はすでに取り消されています。');
  });

  it('keeps a reservation whose sale day has come (the market acts on it)', async () => {
    const id = await createLot(server.db, { saleDate: today, yoyakuPermit: true });
    const mine = (await reserve(tokenA, id)).find((r) => r.web_item_id === id)!;
    await server.db.query('UPDATE reservations SET sale_date = $2 WHERE yoyaku_no = $1', [mine.YOYAKU_NO, today]);
    const res = await cancelReservation(tokenA, mine.YOYAKU_NO);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('販売日を迎えた予約は市場で手配済みのため、取り消せません。');
  });

  it('lists reservations by sale date, then when they were made', async () => {
    const list = await server.api('GET', '/users/next-reservation', { token: tokenA });
    const keys = list.body.map((r: { purchase_date: string; yoyaku_date: string }) => `${r.purchase_date} ${r.yoyaku_date}`);
    expect(keys).toEqual([...keys].sort());
  });
});

describe('one open negotiation per lot', () => {
  it('refuses a second open negotiation of the same lot with a clear message; another branch may still ask', async () => {
    const id = await createLot(server.db, { saleDate: today, negotiable: true });
    const body = { id, KUCHI_SU: 2, TANKA: 90, BIKO: '' };
    expect((await server.api('POST', '/users/web/negotiation', { token: tokenA, body })).status).toBe(200);
    const second = await server.api('POST', '/users/web/negotiation', { token: tokenA, body });
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe('この商品はすでに商談中です。商談一覧から回答をご確認ください。');
    expect((await server.api('POST', '/users/web/negotiation', { token: tokenB, body })).status).toBe(200);
  });
});

describe('POST /users/negotiation/answer', () => {
  it('agrees to the counter price of a 再商談: 成立 at that price', async () => {
    const id = await createLot(server.db, { saleDate: today, negotiable: true });
    const no = await negotiation(buyers.a.branchId, id, '再商談', 3, 95);
    expect((await server.api('POST', '/users/negotiation/answer', { token: tokenB, body: { negotiation_no: no, accept: true } })).status).toBe(404);
    const res = await server.api('POST', '/users/negotiation/answer', { token: tokenA, body: { negotiation_no: no, accept: true } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ negotiation_no: no, status: '成立' });
    const row = (await server.api('GET', '/users/negotiation', { token: tokenA })).body.find((r: { negotiation_no: number }) => r.negotiation_no === no);
    expect(row).toMatchObject({ status: '成立', TANKA: 95, OLD_TANKA: 100, BIKO: 'まとめて購入希望', purchased: false });

    const twice = await server.api('POST', '/users/negotiation/answer', { token: tokenA, body: { negotiation_no: no, accept: true } });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('再商談の商談にのみ回答できます。');
  });

  it('asks a new price: back to 商談中 with the new wanted price', async () => {
    const id = await createLot(server.db, { saleDate: today, negotiable: true });
    const no = await negotiation(buyers.a.branchId, id, '再商談', 3, 95);
    const res = await server.api('POST', '/users/negotiation/answer', { token: tokenA, body: { negotiation_no: no, accept: false, TANKA: 92 } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('商談中');
    const row = (await server.api('GET', '/users/negotiation', { token: tokenA })).body.find((r: { negotiation_no: number }) => r.negotiation_no === no);
    expect(row).toMatchObject({ status: '商談中', TANKA: 92 });
  });
});

describe('POST /users/negotiation/buy', () => {
  it('buys a 成立 once at its agreed price and packages, past the per-purchase cap, with the commission', async () => {
    const id = await createLot(server.db, { saleDate: today, negotiable: true, unitPrice: 100, quantityPerPackage: 10, remaining: 10, maxQuantity: 2 });
    const no = await negotiation(buyers.rated.branchId, id, '成立', 3, 80);
    const res = await server.api('POST', '/users/negotiation/buy', { token: tokenRated, body: { negotiation_no: no } });
    expect(res.status).toBe(200);
    expect(await stockOf(server.db, id)).toMatchObject({ remaining: 7, sold: 3 });
    const done = await server.api('GET', `/users/web/buy/done?transactionUUID=${res.body.transactionUUID}`, { token: tokenRated });
    expect(done.body).toHaveLength(1);
    // 30 stems × 80 = 2,400; 5 % commission = 4 per stem → 120.
    expect(done.body[0]).toMatchObject({ KUCHI_SU: 3, HA_SU: 0, unit_price: '80', price: 2400, commission: 120 });
    // A negotiated price is one 相対 sale (kind 3), recorded on the negotiation like the market's 成立.
    const sale = await server.db.query<{ sale_kbn: number; sale_id: number }>('SELECT sale_kbn, sale_id FROM sales WHERE transaction_uuid = $1', [
      res.body.transactionUUID,
    ]);
    expect(sale.rows).toEqual([{ sale_kbn: 3, sale_id: expect.any(Number) }]);
    const closed = await server.db.query<{ sale_id: number }>('SELECT sale_id FROM negotiations WHERE negotiation_no = $1', [no]);
    expect(Number(closed.rows[0].sale_id)).toBe(Number(sale.rows[0].sale_id));

    const again = await server.api('POST', '/users/negotiation/buy', { token: tokenRated, body: { negotiation_no: no } });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('この商談の商品はすでに購入済みです。');
    expect(await stockOf(server.db, id)).toMatchObject({ remaining: 7 });
  });

  it('refuses a negotiation that is not 成立, and one of another branch', async () => {
    const id = await createLot(server.db, { saleDate: today, negotiable: true });
    const countered = await negotiation(buyers.a.branchId, id, '再商談', 1, 90);
    const res = await server.api('POST', '/users/negotiation/buy', { token: tokenA, body: { negotiation_no: countered } });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('成立した商談のみ、この価格で購入できます。');
    expect((await server.api('POST', '/users/negotiation/buy', { token: tokenB, body: { negotiation_no: countered } })).status).toBe(404);
  });

  it("refuses to buy what the market already sold with its 成立, and the buyer's list shows it bought", async () => {
    const id = await createLot(server.db, { saleDate: today, negotiable: true, unitPrice: 100, quantityPerPackage: 10, remaining: 10 });
    const { rows } = await server.db.query<{ negotiation_no: number }>(
      `INSERT INTO negotiations (branch_id, web_item_id, kuchi_su, old_tanka, tanka, shodan_status) VALUES ($1, $2, 2, 100, 90, '商談中') RETURNING negotiation_no`,
      [buyers.a.branchId, id],
    );
    const no = rows[0].negotiation_no;
    // The admin answer 成立 (PUT /admins/negotiations/{no}) runs this step.
    await server.db.transaction((tx) => closeNegotiationWithSale(tx, { negotiationNo: no, unitPrice: 90, kuchiSu: 2, at: server.clock.now() }));
    expect(await stockOf(server.db, id)).toMatchObject({ remaining: 8 });

    const res = await server.api('POST', '/users/negotiation/buy', { token: tokenA, body: { negotiation_no: no } });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('この商談の商品はすでに購入済みです。');
    expect(await stockOf(server.db, id)).toMatchObject({ remaining: 8 });
    const list = await server.api('GET', '/users/negotiation', { token: tokenA });
    expect(list.body.find((n: { negotiation_no: number }) => n.negotiation_no === no)).toMatchObject({ status: '成立', purchased: true });
  });
});

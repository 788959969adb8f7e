import type { TestServer } from '../helpers';
import { createLot, stockOf } from '../buyer-web-fixtures';
import { openAdminMarket, lastSystemLogs, receivingOf, type AdminMarket } from './fixtures';

let server: TestServer;
let m: AdminMarket;
let today: string;

beforeAll(async () => {
  ({ server, m, today } = await openAdminMarket());
}, 60_000);
afterAll(() => server?.close());

const record = async (id: number, body: Record<string, unknown>, token = m.admin) => {
  const r = await receivingOf(server.db, id);
  return server.api('POST', '/admins/sale', {
    token,
    body: {
      SALE_KBN: 1,
      NIUKE_DEMPYO_NO: r.NIUKE_DEMPYO_NO,
      NIUKE_NO: r.NIUKE_NO,
      BAISAN_CD: '9002',
      BAISAN_EDA: '001',
      KUCHI_SU: 1,
      HA_SU: 0,
      TANKA: 80,
      BIKO: '',
      ...body,
    },
  });
};
const buy = (id: number, KUCHI_SU: number) => server.api('POST', '/users/web/buy', { token: m.buyerA, body: { items: [{ id, KUCHI_SU, HA_SU: 0 }] } });

describe('POST /admins/sale', () => {
  it('records an auction sale, takes STOCK_SU and keeps the web remaining within the stock', async () => {
    const id = await createLot(server.db, { saleDate: today, quantityPerPackage: 10, remaining: 5 });
    const res = await record(id, { SALE_KBN: 1, KUCHI_SU: 3, HA_SU: 0, TANKA: 90, BIKO: 'せり落札' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      SALE_KBN: 1,
      SALE_KBN_NM: 'せり',
      BAISAN_CD: '9002',
      KUCHI_SU: 3,
      SO_SU: 30,
      WEB_TANKA: 90,
      PRICE: 2700,
      STOCK_SU: 2,
      BIKO: 'せり落札',
      DELETABLE_FLG: true,
    });
    const after = await stockOf(server.db, id);
    expect(after).toMatchObject({ remaining: 2, stock_su: 2 });
    expect((await lastSystemLogs(server.db))[0]).toMatch(/^sale \d+ created: SALE_KBN: 1, .*KUCHI_SU: 3/);
    // The buyer of the sale sees it in /sale.
    const detail = await server.api('GET', `/users/sale/detail?purchase_date=${today.replace(/-/g, '/')}`, { token: m.buyerB });
    expect(detail.status).toBe(200);
    expect(detail.body.datas).toEqual(expect.arrayContaining([expect.objectContaining({ id: res.body.SALE_ID, sale_kbn: 'せり' })]));
  });

  it('is 409 when the stock no longer fits, and records nothing', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 2 });
    const res = await record(id, { KUCHI_SU: 3 });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('在庫が不足しています。在庫数をご確認ください。');
    expect(await stockOf(server.db, id)).toMatchObject({ remaining: 2, stock_su: 2 });
  });

  it('answers 404 for an unknown branch or receiving and 400 for nothing to sell', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 2 });
    expect((await record(id, { BAISAN_CD: '0000' })).status).toBe(404);
    expect((await record(id, { NIUKE_NO: 'nope' })).status).toBe(404);
    expect((await record(id, { KUCHI_SU: 0, HA_SU: 0 })).status).toBe(400);
    expect((await record(id, { SALE_KBN: 4 })).status).toBe(400);
    expect((await record(id, {}, m.buyerA)).status).toBe(403);
  });
});

describe('PUT /admins/sale/{SALE_ID} and DELETE /admins/sale/delete/{SALE_ID}', () => {
  it('corrects quantity and price with the stock moved by the difference, and logs before → after', async () => {
    const id = await createLot(server.db, { saleDate: today, quantityPerPackage: 10, remaining: 10 });
    const sale = (await record(id, { KUCHI_SU: 4, TANKA: 50 })).body;
    const up = await server.api('PUT', `/admins/sale/${sale.SALE_ID}`, { token: m.admin, body: { KUCHI_SU: 6, TANKA: 55 } });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ KUCHI_SU: 6, SO_SU: 60, WEB_TANKA: 55, PRICE: 3300, STOCK_SU: 4 });
    expect((await lastSystemLogs(server.db))[0]).toBe(`sale ${sale.SALE_ID} KUCHI_SU: 4 → 6, TANKA: 50 → 55`);
    const down = await server.api('PUT', `/admins/sale/${sale.SALE_ID}`, { token: m.admin, body: { KUCHI_SU: 1 } });
    expect(down.body).toMatchObject({ KUCHI_SU: 1, STOCK_SU: 9 });
    const tooMany = await server.api('PUT', `/admins/sale/${sale.SALE_ID}`, { token: m.admin, body: { KUCHI_SU: 11 } });
    expect(tooMany.status).toBe(409);
    expect((await stockOf(server.db, id)).stock_su).toBe(9);
  });

  it('corrects a web purchase line by moving the lot and the receiving together', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 10 });
    expect((await buy(id, 3)).status).toBe(200);
    const { rows } = await server.db.query<{ sale_id: number }>('SELECT sale_id::int FROM sales WHERE web_item_id = $1', [id]);
    const res = await server.api('PUT', `/admins/sale/${rows[0].sale_id}`, { token: m.admin, body: { KUCHI_SU: 5 } });
    expect(res.status).toBe(200);
    expect(await stockOf(server.db, id)).toEqual({ remaining: 5, hasu: 0, stock_su: 5, sold: 5 });
    const del = await server.api('DELETE', `/admins/sale/delete/${rows[0].sale_id}`, { token: m.admin });
    expect(del.status).toBe(200);
    expect(await stockOf(server.db, id)).toEqual({ remaining: 10, hasu: 0, stock_su: 10, sold: 0 });
  });

  it('deletes only a DELETABLE_FLG line and returns its stock', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 10 });
    const sale = (await record(id, { KUCHI_SU: 4 })).body;
    await server.db.query('UPDATE sales SET is_sokuho = false WHERE sale_id = $1', [sale.SALE_ID]);
    const refused = await server.api('DELETE', `/admins/sale/delete/${sale.SALE_ID}`, { token: m.admin });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('この売買は確定済みのため削除できません。');
    await server.db.query('UPDATE sales SET is_sokuho = true WHERE sale_id = $1', [sale.SALE_ID]);
    const ok = await server.api('DELETE', `/admins/sale/delete/${sale.SALE_ID}`, { token: m.admin });
    expect(ok.body).toEqual({ message: '売買を削除しました。' });
    expect((await stockOf(server.db, id)).stock_su).toBe(10);
    expect((await server.api('DELETE', `/admins/sale/delete/${sale.SALE_ID}`, { token: m.admin })).status).toBe(404);
    expect((await lastSystemLogs(server.db))[0]).toMatch(new RegExp(`^sale ${sale.SALE_ID} deleted: SALE_KBN: 1`));
  });
});

describe('stock under races between web buyers and staff sales', () => {
  it('100 concurrent mixed operations on one lot: stock exact, never negative, web never above stock', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 60, maxQuantity: 10 });
    const ops = Array.from({ length: 100 }, (_, i) => {
      const k = 1 + (i % 3);
      return i % 2 === 0 ? buy(id, k).then((r) => ({ r, k })) : record(id, { KUCHI_SU: k, SALE_KBN: 1 + (i % 3) }).then((r) => ({ r, k }));
    });
    const results = await Promise.all(ops);
    expect(results.every(({ r }) => r.status === 200 || r.status === 409)).toBe(true);
    const soldPackages = results.reduce((sum, { r, k }) => sum + (r.status === 200 ? k : 0), 0);
    const { rows } = await server.db.query<{ stock_su: number; remaining: number; sold: number }>(
      `SELECT r.stock_su, w.remaining_quantity AS remaining,
         (SELECT COALESCE(sum(kuchi_su), 0)::int FROM sales s WHERE s.receiving_id = r.id AND s.cancelled_at IS NULL) AS sold
       FROM web_items w JOIN receivings r ON r.id = w.receiving_id WHERE w.id = $1`,
      [id],
    );
    const after = rows[0];
    expect(after.sold).toBe(soldPackages);
    expect(after.stock_su).toBe(60 - soldPackages);
    expect(after.stock_su).toBeGreaterThanOrEqual(0);
    expect(after.remaining).toBeLessThanOrEqual(after.stock_su);
    expect(soldPackages).toBeGreaterThan(50);
  }, 120_000);
});

describe('GET /admins/sale', () => {
  it('filters by kind, date range, purchaser and text (BIKO included), newest first, with totals of the filter', async () => {
    const id = await createLot(server.db, { saleDate: today, quantityPerPackage: 10, remaining: 20 });
    await record(id, { SALE_KBN: 2, KUCHI_SU: 2, TANKA: 70, BIKO: '集計テスト注文' });
    await record(id, { SALE_KBN: 2, KUCHI_SU: 3, TANKA: 70, BIKO: '集計テスト注文' });
    const res = await server.api('GET', `/admins/sale?query=集計テスト&SALE_KBN=2&SALE_DATE_FROM=${today}&SALE_DATE_TO=${today}&BAISAN_CD=9002&per=1`, {
      token: m.admin,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, per: 1, totalPages: 2, totals: { KUCHI_SU: 5, HA_SU: 0, SO_SU: 50, PRICE: 3500 } });
    expect(res.body.datas[0]).toMatchObject({ KUCHI_SU: 3, SALE_KBN_NM: '注文', BAISAN_EDA: '001', BAISAN_EDA_NM: '本店' });
    const none = await server.api('GET', `/admins/sale?query=集計テスト&SALE_DATE_TO=2000-01-01`, { token: m.admin });
    expect(none.body).toMatchObject({ total: 0, totals: { KUCHI_SU: 0, PRICE: 0 } });
    const bad = await server.api('GET', '/admins/sale?SALE_DATE=15/06/2026', { token: m.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toMatch(/SALE_DATE/);
    expect((await server.api('GET', '/admins/sale', { token: m.buyerA })).status).toBe(403);
  });
});

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

/** A buyer's reservation of `kuchi` packages on a new lot; returns its YOYAKU_NO and the lot. */
async function reserve(kuchi: number, productName: string) {
  const id = await createLot(server.db, { saleDate: today, unitPrice: 110, quantityPerPackage: 10, remaining: 10, yoyakuPermit: true, productName });
  const res = await server.api('POST', '/users/web/next-order', { token: m.buyerA, body: { items: [{ id, KUCHI_SU: kuchi, HA_SU: 0 }] } });
  expect(res.status).toBe(200);
  const list = await server.api('GET', `/admins/reserve?query=${encodeURIComponent(productName)}`, { token: m.admin });
  return { id, row: list.body.datas[0] };
}

const key = async (id: number) => {
  const { NIUKE_DEMPYO_NO, NIUKE_NO } = await receivingOf(server.db, id);
  return { NIUKE_DEMPYO_NO, NIUKE_NO };
};

describe('/admins/reserve', () => {
  it('lists reservations with the Reserve fields, filtered by purchaser and status', async () => {
    const { row } = await reserve(3, '予約一覧テスト');
    expect(row).toMatchObject({
      BAISAN_CD: '9001',
      BAISAN_EDA: '001',
      SHOHIN_NM: '予約一覧テスト',
      COLOR_NM: '赤',
      KUCHI_SU: 3,
      SO_SU: 30,
      STATUS: '予約中',
      SALE_ID: null,
    });
    expect(row.YOYAKU_DATE).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    const other = await server.api('GET', '/admins/reserve?BAISAN_CD=9002&query=予約一覧テスト', { token: m.admin });
    expect(other.body.total).toBe(0);
    const done = await server.api('GET', '/admins/reserve?STATUS=引当済&query=予約一覧テスト', { token: m.admin });
    expect(done.body.total).toBe(0);
    expect((await server.api('GET', '/admins/reserve', { token: m.buyerA })).status).toBe(403);
  });

  it('fulfils a reservation into a 注文 sale at the lot price, taking STOCK_SU; twice is 409', async () => {
    const { id, row } = await reserve(4, '予約引当テスト');
    const res = await server.api('POST', `/admins/reserve/fulfil/${row.YOYAKU_NO}`, { token: m.admin, body: await key(id) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ STATUS: '引当済', SALE_ID: expect.any(Number) });
    expect(await stockOf(server.db, id)).toMatchObject({ stock_su: 6, remaining: 6 });
    const sale = await server.api('GET', `/admins/sale?query=予約引当テスト`, { token: m.admin });
    expect(sale.body.datas[0]).toMatchObject({ SALE_KBN: 2, SALE_KBN_NM: '注文', KUCHI_SU: 4, SO_SU: 40, WEB_TANKA: 110, PRICE: 4400, BAISAN_CD: '9001' });
    expect((await lastSystemLogs(server.db))[0]).toContain(`reservation ${row.YOYAKU_NO} STATUS: 予約中 → 引当済`);
    // The buyer's next reservations no longer hold it; the purchase is in their sale history.
    const mine = await server.api('GET', '/users/next-reservation', { token: m.buyerA });
    // The buyer sees the outcome: fulfilled, with the 注文 purchase in the history.
    expect(mine.body.find((r: { YOYAKU_NO: number }) => r.YOYAKU_NO === row.YOYAKU_NO)).toMatchObject({ status: '引当済' });
    const history = await server.api('GET', `/users/sale/detail?purchase_date=${today.replace(/-/g, '/')}`, { token: m.buyerA });
    expect(history.body.datas).toEqual(expect.arrayContaining([expect.objectContaining({ id: res.body.SALE_ID, sale_kbn: '注文' })]));
    const again = await server.api('POST', `/admins/reserve/fulfil/${row.YOYAKU_NO}`, { token: m.admin, body: await key(id) });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('この予約はすでに処理済みです。');
  });

  it('refuses a receiving of another product and a lot short of stock', async () => {
    const { id, row } = await reserve(3, '予約別商品テスト');
    const other = await createLot(server.db, { saleDate: today, remaining: 10 });
    const wrong = await server.api('POST', `/admins/reserve/fulfil/${row.YOYAKU_NO}`, { token: m.admin, body: await key(other) });
    expect(wrong.status).toBe(409);
    expect(wrong.body.detail).toBe('予約と異なる商品の荷受は引き当てできません。');
    await server.db.query('UPDATE web_items SET remaining_quantity = 1 WHERE id = $1', [id]);
    await server.db.query('UPDATE receivings SET stock_su = 2 WHERE id = (SELECT receiving_id FROM web_items WHERE id = $1)', [id]);
    const short = await server.api('POST', `/admins/reserve/fulfil/${row.YOYAKU_NO}`, { token: m.admin, body: await key(id) });
    expect(short.status).toBe(409);
    expect(await stockOf(server.db, id)).toMatchObject({ stock_su: 2, remaining: 1 });
  });

  it('cancels an open reservation; the buyer no longer sees it', async () => {
    const { row } = await reserve(2, '予約取消テスト');
    const res = await server.api('DELETE', `/admins/reserve/delete/${row.YOYAKU_NO}`, { token: m.admin });
    expect(res.body).toEqual({ message: '予約を取り消しました。' });
    const mine = await server.api('GET', '/users/next-reservation', { token: m.buyerA });
    expect(mine.body.find((r: { YOYAKU_NO: number }) => r.YOYAKU_NO === row.YOYAKU_NO)).toMatchObject({ status: '取消' });
    expect((await server.api('DELETE', `/admins/reserve/delete/${row.YOYAKU_NO}`, { token: m.admin })).status).toBe(409);
    expect((await server.api('DELETE', '/admins/reserve/delete/999999', { token: m.admin })).status).toBe(404);
  });
});

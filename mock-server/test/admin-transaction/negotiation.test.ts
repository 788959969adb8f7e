import { createLiveStock } from '../../src/events/live-stock';
import { waitFor, type TestServer } from '../helpers';
import { createLot, stockOf } from '../buyer-web-fixtures';
import { closeNegotiationWithSale } from '../../src/areas/admin-transaction/negotiation/close-negotiation';
import { openAdminMarket, lastSystemLogs, type AdminMarket } from './fixtures';

let server: TestServer;
let m: AdminMarket;
let today: string;

beforeAll(async () => {
  ({ server, m, today } = await openAdminMarket());
}, 60_000);
afterAll(() => server?.close());

const negotiate = (id: number, KUCHI_SU: number, TANKA: number, token = m.buyerA) =>
  server.api('POST', '/users/web/negotiation', { token, body: { id, KUCHI_SU, TANKA, BIKO: '至急希望' } });
const answer = (no: number, body: Record<string, unknown>, token = m.admin) => server.api('PUT', `/admins/negotiations/${no}`, { token, body });

describe('GET /admins/negotiations', () => {
  it('lists a buyer’s negotiation with the admin fields and the buyer’s BIKO, filtered by status', async () => {
    const id = await createLot(server.db, { saleDate: today, unitPrice: 120, remaining: 10, productName: '商談リスト薔薇' });
    const no = (await negotiate(id, 3, 100)).body.negotiation_no;
    const res = await server.api('GET', '/admins/negotiations?SHODAN_STATUS=商談中&query=商談リスト薔薇', { token: m.admin });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.datas[0]).toMatchObject({
      negotiation_no: no,
      id,
      SHOHIN_NM: '商談リスト薔薇',
      BAISAN_CD: '9001',
      SHUKKASHA_NM: 'JA テスト花き',
      BIKO: '至急希望',
      IRI_SU: 10,
      KUCHI_SU: 3,
      UNIT_PRICE: 100,
      OLD_TANKA: 120,
      LOT_UNIT_PRICE: 120,
      SHODAN_STATUS: '商談中',
      COMMENT: '',
      SALE_ID: null,
    });
    const closed = await server.api('GET', '/admins/negotiations?SHODAN_STATUS=成立&query=商談リスト薔薇', { token: m.admin });
    expect(closed.body.total).toBe(0);
  });

  it('is for administrators only', async () => {
    expect((await server.api('GET', '/admins/negotiations', { token: m.buyerA })).status).toBe(403);
    expect((await server.api('GET', '/admins/negotiations')).status).toBe(401);
    expect((await server.api('GET', '/admins/negotiations?SHODAN_STATUS=x', { token: m.admin })).status).toBe(400);
  });
});

describe('PUT /admins/negotiations/{negotiation_no}', () => {
  it('成立 creates a 相対 sale at the agreed price, takes the lot and the receiving stock, and logs it', async () => {
    const id = await createLot(server.db, { saleDate: today, unitPrice: 120, quantityPerPackage: 10, remaining: 10 });
    const no = (await negotiate(id, 3, 100)).body.negotiation_no;
    const res = await answer(no, { SHODAN_STATUS: '成立', UNIT_PRICE: 105, KUCHI_SU: 4, COMMENT: '承知しました' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ SHODAN_STATUS: '成立', UNIT_PRICE: 105, KUCHI_SU: 4, COMMENT: '承知しました', remaining_quantity: 6 });
    expect(res.body.SALE_ID).toEqual(expect.any(Number));
    expect(await stockOf(server.db, id)).toEqual({ remaining: 6, hasu: 0, stock_su: 6, sold: 4 });
    const sale = await server.api('GET', `/admins/sale?BAISAN_CD=9001&SALE_KBN=3&SALE_DATE=${today}`, { token: m.admin });
    const line = sale.body.datas.find((s: { SALE_ID: number }) => s.SALE_ID === res.body.SALE_ID);
    expect(line).toMatchObject({ SALE_KBN: 3, SALE_KBN_NM: '相対', KUCHI_SU: 4, SO_SU: 40, WEB_TANKA: 105, PRICE: 4200, DISCOUNT_TANKA: 15 });
    expect((await lastSystemLogs(server.db))[0]).toContain(`negotiation ${no} SHODAN_STATUS: 商談中 → 成立`);
    // The buyer sees it closed, and the purchase in /sale.
    const mine = await server.api('GET', '/users/negotiation', { token: m.buyerA });
    expect(mine.body.find((n: { negotiation_no: number }) => n.negotiation_no === no)).toMatchObject({ status: '成立', TANKA: 105, KUCHI_SU: 4 });
    // A closed negotiation cannot be answered again.
    const again = await answer(no, { SHODAN_STATUS: '不成立' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('この商談はすでに終了しています。');
  });

  it('再商談 sends a counter price: the buyer sees 再商談 with OLD_TANKA (their wanted price), TANKA and the comment', async () => {
    const id = await createLot(server.db, { saleDate: today, unitPrice: 150, remaining: 5 });
    const no = (await negotiate(id, 2, 100)).body.negotiation_no;
    const res = await answer(no, { SHODAN_STATUS: '再商談', UNIT_PRICE: 130, COMMENT: '130円ならいかがでしょう' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ SHODAN_STATUS: '再商談', UNIT_PRICE: 130, OLD_TANKA: 100, SALE_ID: null });
    const mine = await server.api('GET', '/users/negotiation', { token: m.buyerA });
    expect(mine.body.find((n: { negotiation_no: number }) => n.negotiation_no === no)).toMatchObject({
      status: '再商談',
      OLD_TANKA: 100,
      TANKA: 130,
      comment: '130円ならいかがでしょう',
      KUCHI_SU: 2,
    });
    expect(await stockOf(server.db, id)).toEqual({ remaining: 5, hasu: 0, stock_su: 5, sold: 0 });
    // A 再商談 can still be closed.
    expect((await answer(no, { SHODAN_STATUS: '成立' })).body).toMatchObject({ SHODAN_STATUS: '成立', UNIT_PRICE: 130, KUCHI_SU: 2 });
  });

  it('不成立 refuses without touching stock', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 5 });
    const no = (await negotiate(id, 2, 10)).body.negotiation_no;
    const res = await answer(no, { SHODAN_STATUS: '不成立', COMMENT: '価格が合いません' });
    expect(res.body).toMatchObject({ SHODAN_STATUS: '不成立', SALE_ID: null });
    expect(await stockOf(server.db, id)).toEqual({ remaining: 5, hasu: 0, stock_su: 5, sold: 0 });
  });

  it('成立 is 409 when the stock is gone, and changes nothing', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 2 });
    const no = (await negotiate(id, 3, 90)).body.negotiation_no;
    const res = await answer(no, { SHODAN_STATUS: '成立' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('在庫が不足しています。在庫数をご確認ください。');
    expect(await stockOf(server.db, id)).toEqual({ remaining: 2, hasu: 0, stock_su: 2, sold: 0 });
    const list = await server.api('GET', '/admins/negotiations?SHODAN_STATUS=商談中', { token: m.admin });
    expect(list.body.datas.some((n: { negotiation_no: number }) => n.negotiation_no === no)).toBe(true);
  });

  it('成立 racing web purchases for the last package: exactly one wins and stock ends at 0', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await createLot(server.db, { saleDate: today, remaining: 1 });
      const no = (await negotiate(id, 1, 90)).body.negotiation_no;
      const results = await Promise.all([
        server.api('POST', '/users/web/buy', { token: m.buyerB, body: { items: [{ id, KUCHI_SU: 1, HA_SU: 0 }] } }),
        answer(no, { SHODAN_STATUS: '成立' }),
        server.api('POST', '/users/web/buy', { token: m.buyerB, body: { items: [{ id, KUCHI_SU: 1, HA_SU: 0 }] } }),
      ]);
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(2);
      const { rows } = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sales s JOIN web_items w ON w.receiving_id = s.receiving_id WHERE w.id = $1 AND s.cancelled_at IS NULL',
        [id],
      );
      expect(rows[0].n).toBe(1);
      expect(await stockOf(server.db, id)).toMatchObject({ remaining: 0, stock_su: 0 });
    }
  }, 60_000);

  it('refuses unknown negotiations, bad statuses and non-administrators', async () => {
    expect((await answer(999999, { SHODAN_STATUS: '成立' })).status).toBe(404);
    expect((await answer(1, { SHODAN_STATUS: '商談中' })).status).toBe(400);
    expect((await answer(1, { SHODAN_STATUS: '成立' }, m.buyerA)).status).toBe(403);
  });
});

describe('closeNegotiationWithSale (the step a buyer accepting a 再商談 reuses)', () => {
  it('closes only the branch’s own open negotiation, at the agreed price, taking the stock in the caller’s transaction', async () => {
    const id = await createLot(server.db, { saleDate: today, unitPrice: 150, remaining: 5 });
    const no = (await negotiate(id, 2, 100)).body.negotiation_no;
    await answer(no, { SHODAN_STATUS: '再商談', UNIT_PRICE: 130 });
    const at = server.clock.now();
    await expect(
      server.db.transaction((tx) => closeNegotiationWithSale(tx, { negotiationNo: no, unitPrice: 130, kuchiSu: 2, at, branchId: m.buyers.b.branchId })),
    ).rejects.toMatchObject({ statusCode: 404 });
    await server.db.transaction((tx) => closeNegotiationWithSale(tx, { negotiationNo: no, unitPrice: 130, kuchiSu: 2, at, branchId: m.buyers.a.branchId }));
    expect(await stockOf(server.db, id)).toEqual({ remaining: 3, hasu: 0, stock_su: 3, sold: 2 });
    const mine = await server.api('GET', '/users/negotiation', { token: m.buyerA });
    expect(mine.body.find((n: { negotiation_no: number }) => n.negotiation_no === no)).toMatchObject({ status: '成立', TANKA: 130 });
  });
});

describe('live answers', () => {
  it('announces every answer on the live-stock bus, so open buyer negotiation lists reload', async () => {
    const bus = createLiveStock(server.db, server.config.databaseUrl);
    const seen: Record<string, unknown>[] = [];
    const stop = await bus.subscribe((change) => seen.push(change as unknown as Record<string, unknown>));
    try {
      const id = await createLot(server.db, { saleDate: today, remaining: 5 });
      const no = (await negotiate(id, 1, 80)).body.negotiation_no;
      // The lot's listing and the stock 成立 takes are told as well; each answer carries the hint.
      await answer(no, { SHODAN_STATUS: '再商談', UNIT_PRICE: 90 });
      expect(await waitFor(() => seen.find((c) => c.id === id && c.negotiation_changed))).toEqual({
        id,
        remaining_quantity: 5,
        hasu: 0,
        negotiation_changed: true,
      });
      await answer(no, { SHODAN_STATUS: '成立' });
      expect(await waitFor(() => seen.find((c) => c.id === id && c.negotiation_changed && c.remaining_quantity === 4))).toEqual({
        id,
        remaining_quantity: 4,
        hasu: 0,
        negotiation_changed: true,
      });
    } finally {
      stop();
      await bus.close();
    }
  });
});

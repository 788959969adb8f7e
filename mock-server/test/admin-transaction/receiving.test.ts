import { createLiveStock } from '../../src/events/live-stock';
import { waitFor, type TestServer } from '../helpers';
import { createLot, stockOf } from '../buyer-web-fixtures';
import { openAdminMarket, lastSystemLogs, receivingOf, type AdminMarket } from './fixtures';

let server: TestServer;
let m: AdminMarket;
let today: string;

beforeAll(async () => {
  ({ server, m, today } = await openAdminMarket());
}, 60_000);
afterAll(() => server?.close());

const get = (path: string, token = m.admin) => server.api('GET', path, { token });
const put = async (id: number, change: Record<string, unknown>, token = m.admin) => {
  const { NIUKE_DEMPYO_NO, NIUKE_NO } = await receivingOf(server.db, id);
  return server.api('PUT', '/admins/receiving', { token, body: { NIUKE_DEMPYO_NO, NIUKE_NO, ...change } });
};

/** The lot as a buyer's listing shows it (or undefined). */
async function buyerLot(id: number): Promise<Record<string, unknown> | undefined> {
  const res = await server.api('GET', `/users/web/detail?sale_dates=${today.replace(/-/g, '/')}&per=500`, { token: m.buyerA });
  return res.body.datas.find((lot: { id: number }) => lot.id === id);
}

/** A receiving without a web lot. */
async function unlistedReceiving(stock: number): Promise<{ NIUKE_DEMPYO_NO: string; NIUKE_NO: string }> {
  const id = await createLot(server.db, { saleDate: today, remaining: stock, productName: '未掲載テスト' });
  const { NIUKE_DEMPYO_NO, NIUKE_NO } = await receivingOf(server.db, id);
  await server.db.query('DELETE FROM web_items WHERE id = $1', [id]);
  return { NIUKE_DEMPYO_NO, NIUKE_NO };
}

describe('GET /admins/receiving', () => {
  it('lists receivings with the spec fields, web listing, four photo slots and their sale lines, filtered and sorted', async () => {
    const id = await createLot(server.db, {
      saleDate: today,
      productName: '荷受一覧テスト',
      remaining: 10,
      unitPrice: 120,
      bundles: [{ quantity: 5, bundle_tanka: 100 }],
    });
    await server.api('POST', '/users/web/buy', { token: m.buyerA, body: { items: [{ id, KUCHI_SU: 2, HA_SU: 0 }] } });
    const res = await get(`/admins/receiving?SALE_DATE=${today}&SHOHIN_NM=荷受一覧テスト&SHUKKASHA_NM=JA&category=切花&order_by=NIUKE_NO&order=asc`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ per: 150, total: 1 });
    const row = res.body.datas[0];
    expect(row).toMatchObject({
      SHOHIN_NM: '荷受一覧テスト',
      SHUKKASHA_NM: 'JA テスト花き',
      COLOR_NM: '赤',
      ITEM_NM: 'バラ',
      IRI_SU: 10,
      STOCK_SU: 8,
      SO_SU: 100,
      SALE_DATE: today.replace(/-/g, '/'),
      niuke_image1: null,
      web: { id, unit_price: 120, remaining_quantity: 8, bundle_tanka_list: [{ quantity: 5, bundle_tanka: 100 }], BUY_PERMIT_FLG: true },
    });
    expect(row.niuke_image1_put_url).toMatch(/^\/files\/uploads\/receivings\/.+\/1\?expires=/);
    expect(row.shohin_image2_put_url).toMatch(/^\/files\/uploads\/products\/.+\/2\?expires=/);
    expect(row.SALES).toEqual([expect.objectContaining({ SALE_KBN: 4, SALE_KBN_NM: 'WEB', BAISAN_CD: '9001', KUCHI_SU: 2 })]);
  });

  it('adds up the 区分 and 品目 choices: both chosen give the rows of either', async () => {
    const lot = async (category: string, itemCd: 'BW01' | 'BW02') => {
      const id = await createLot(server.db, { saleDate: today, productName: '区分品目テスト', itemCd });
      await server.db.query('UPDATE receivings SET category = $1 WHERE id = (SELECT receiving_id FROM web_items WHERE id = $2)', [category, id]);
      return (await receivingOf(server.db, id)).NIUKE_DEMPYO_NO;
    };
    const cut = await lot('切花', 'BW01'); // バラ
    const branch = await lot('枝物', 'BW02'); // キク
    const leaf = await lot('葉物', 'BW02'); // キク
    const rows = async (filters: string) =>
      ((await get(`/admins/receiving?SHOHIN_NM=区分品目テスト${filters}`)).body.datas as { NIUKE_DEMPYO_NO: string }[]).map((r) => r.NIUKE_DEMPYO_NO).sort();
    expect(await rows('')).toEqual([cut, branch, leaf].sort());
    expect(await rows('&category=枝物')).toEqual([branch]);
    expect(await rows('&ITEM_NM=キク')).toEqual([branch, leaf].sort());
    expect(await rows('&category=枝物&ITEM_NM=バラ')).toEqual([cut, branch].sort());
    expect(await rows('&category=葉物&ITEM_NM=キク')).toEqual([branch, leaf].sort());
    expect((await get('/admins/receiving?SHOHIN_NM=区分品目テスト&category=枝物&ITEM_NM=バラ')).body.total).toBe(2);
    // Two separate lists: a group of items (here 枝物 over キク) is a 区分, never a 品目.
    await server.db.query(`INSERT INTO items (item_cd, item_nm, item_level, print_order) VALUES ('BWG2', '枝物', 1, 1) ON CONFLICT DO NOTHING`);
    await server.db.query(`UPDATE items SET h_item_cd = 'BWG2' WHERE item_cd = 'BW02'`);
    const options = (await get('/admins/receiving/option')).body;
    expect(options.category).toEqual(expect.arrayContaining(['切花', '枝物', '葉物']));
    expect(options.ITEM_NM).toEqual(expect.arrayContaining(['バラ', 'キク']));
    expect(options.ITEM_NM).not.toContain('枝物');
  });

  it('hides suspended lots unless include_suspension_rows=1, and answers the filter choices', async () => {
    await createLot(server.db, { saleDate: today, productName: '休止ロットテスト', suspended: true });
    expect((await get('/admins/receiving?query=休止ロットテスト')).body.total).toBe(0);
    const all = await get('/admins/receiving?query=休止ロットテスト&include_suspension_rows=1');
    expect(all.body.datas[0]).toMatchObject({ SUSPEND_FLG: true });
    const options = await get('/admins/receiving/option');
    expect(options.status).toBe(200);
    expect(options.body.SALE_DATE).toContain(today.replace(/-/g, '/'));
    expect(options.body.category).toContain('切花');
    expect(options.body.SHUKKASHA_NM).toContain('JA テスト花き');
    expect((await get('/admins/receiving?order_by=bogus')).status).toBe(400);
    expect((await get('/admins/receiving', m.buyerA)).status).toBe(403);
  });
});

describe('PUT /admins/receiving', () => {
  it('prices and corrects a listed lot; the buyer listing shows it; the log has before → after', async () => {
    const id = await createLot(server.db, { saleDate: today, unitPrice: 100, remaining: 10, productName: '価格変更テスト' });
    const res = await put(id, {
      BIKO: '色良し',
      web: { unit_price: 150, max_quantity: 3, is_negotiable: false, notice: '数量限定', bundle_tanka_list: [{ quantity: 3, bundle_tanka: 140 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      BIKO: '色良し',
      web: { unit_price: 150, max_quantity: 3, notice: '数量限定', bundle_tanka_list: [{ quantity: 3, bundle_tanka: 140 }] },
    });
    const log = (await lastSystemLogs(server.db))[0];
    expect(log).toContain('BIKO:  → 色良し');
    expect(log).toContain('web.unit_price: 100 → 150');
    expect(await buyerLot(id)).toMatchObject({ unit_price: '150', notice: '数量限定' });
  });

  it('announces a repriced lot to open listings (listing_changed)', async () => {
    const bus = createLiveStock(server.db, server.config.databaseUrl);
    const seen: Record<string, unknown>[] = [];
    const stop = await bus.subscribe((change) => seen.push(change as unknown as Record<string, unknown>));
    try {
      const id = await createLot(server.db, { saleDate: today, unitPrice: 100, remaining: 7 });
      await put(id, { web: { unit_price: 111 } });
      expect(await waitFor(() => seen.find((c) => c.id === id))).toEqual({ id, remaining_quantity: 7, hasu: 0, listing_changed: true });
    } finally {
      stop();
      await bus.close();
    }
  });

  it('keeps the web remaining within STOCK_SU: lowering the stock cuts the lot; a remaining above stock is 400', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 10 });
    expect((await put(id, { STOCK_SU: 4 })).body).toMatchObject({ STOCK_SU: 4, web: { remaining_quantity: 4 } });
    expect(await stockOf(server.db, id)).toMatchObject({ remaining: 4, stock_su: 4 });
    const over = await put(id, { web: { remaining_quantity: 5 } });
    expect(over.status).toBe(400);
    expect(over.body.detail).toBe('Web残数は在庫数以下で入力してください。');
    expect((await put(id, { STOCK_SU: 8, web: { remaining_quantity: 6 } })).body).toMatchObject({ STOCK_SU: 8, web: { remaining_quantity: 6 } });
    expect((await put(id, { web: { recommended_flag: true } })).status).toBe(400);
  });

  it('lists an unlisted receiving for web sale', async () => {
    const key = await unlistedReceiving(6);
    const res = await server.api('PUT', '/admins/receiving', { token: m.admin, body: { ...key, web: { unit_price: 90, YOYAKU_PERMIT_FLG: true } } });
    expect(res.status).toBe(200);
    expect(res.body.web).toMatchObject({ unit_price: 90, remaining_quantity: 6, max_quantity: 6, YOYAKU_PERMIT_FLG: true, is_web_open: true });
    expect(await buyerLot(res.body.web.id)).toMatchObject({ product_name: '未掲載テスト', unit_price: '90' });
  });

  it('answers 404 for an unknown receiving and 400 for unknown fields', async () => {
    expect((await server.api('PUT', '/admins/receiving', { token: m.admin, body: { NIUKE_DEMPYO_NO: 'x', NIUKE_NO: 'y', BIKO: '' } })).status).toBe(404);
    const id = await createLot(server.db, { saleDate: today });
    expect((await put(id, { web: { price: 1 } })).status).toBe(400);
  });
});

describe('DELETE /admins/receiving/delete', () => {
  it('is 409 while sale lines exist and deletes the receiving and its lot otherwise', async () => {
    const sold = await createLot(server.db, { saleDate: today, remaining: 5 });
    await server.api('POST', '/users/web/buy', { token: m.buyerA, body: { items: [{ id: sold, KUCHI_SU: 1, HA_SU: 0 }] } });
    const refused = await server.api('DELETE', '/admins/receiving/delete', {
      token: m.admin,
      body: await receivingOf(server.db, sold).then(({ NIUKE_DEMPYO_NO, NIUKE_NO }) => ({ NIUKE_DEMPYO_NO, NIUKE_NO })),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('売買明細があるため、この荷受は削除できません。');
    const free = await createLot(server.db, { saleDate: today });
    const { NIUKE_DEMPYO_NO, NIUKE_NO } = await receivingOf(server.db, free);
    const ok = await server.api('DELETE', '/admins/receiving/delete', { token: m.admin, body: { NIUKE_DEMPYO_NO, NIUKE_NO } });
    expect(ok.body).toEqual({ message: '荷受を削除しました。' });
    expect((await server.db.query('SELECT 1 FROM receivings WHERE niuke_dempyo_no = $1', [NIUKE_DEMPYO_NO])).rows).toHaveLength(0);
    expect((await lastSystemLogs(server.db))[0]).toMatch(/^receiving .+ deleted: /);
  });
});

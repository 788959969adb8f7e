import { startTestServer, type TestServer } from '../helpers';
import { createLot, japanDay } from '../buyer-web-fixtures';
import { adminMarket, receivingOf, type AdminMarket } from './fixtures';

/**
 * A branch hears in its bell when one of its favourites (shipper, variety or product)
 * is listed or priced by the market; a branch without that favourite hears nothing, and an edit
 * that neither lists nor prices tells no one.
 */
let server: TestServer;
let m: AdminMarket;
let today: string;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  m = await adminMarket(server);
  today = japanDay(server.clock.now());
  await server.api('PUT', '/users/favorites', { token: m.buyerA, body: { shippers: [], varieties: [], products: ['お気に入りローズ'] } });
  await server.db.query(`INSERT INTO products (shohin_cd, item_cd, product_name, color) VALUES ('FAV1', 'BW01', 'お気に入りローズ', '白')`);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

type Row = { kind: string; title: string; link: string };
const bell = async (token: string): Promise<Row[]> => (await server.api('GET', '/users/notifications?per=100', { token })).body.datas;
const put = async (id: number, change: Record<string, unknown>) => {
  const key = await receivingOf(server.db, id);
  const res = await server.api('PUT', '/admins/receiving', {
    token: m.admin,
    body: { NIUKE_DEMPYO_NO: key.NIUKE_DEMPYO_NO, NIUKE_NO: key.NIUKE_NO, ...change },
  });
  expect(res.status).toBe(200);
  return key;
};
const shipperOf = async (id: number) =>
  (
    await server.db.query<{ n: string }>(
      'SELECT s.shukkasha_nm AS n FROM web_items w JOIN receivings r ON r.id = w.receiving_id JOIN shippers s ON s.shukkasha_cd = r.shukkasha_cd WHERE w.id = $1',
      [id],
    )
  ).rows[0].n;

describe('favourite notices', () => {
  it('tells the branch when its favourite product is listed and when it is priced, and no other branch', async () => {
    const id = await createLot(server.db, { saleDate: today, productName: 'お気に入りローズ', unitPrice: 0 });
    const shipper = await shipperOf(id);
    // Take the lot off the listing, then list it again: a favourite listed.
    await put(id, { web: { suspend_flg: true } });
    const beforeA = (await bell(m.buyerA)).length;
    const beforeB = (await bell(m.buyerB)).length;
    await put(id, { web: { suspend_flg: false } });
    const listed = await bell(m.buyerA);
    expect(listed).toHaveLength(beforeA + 1);
    expect(listed[0]).toMatchObject({
      kind: 'favorite_listed',
      title: `お気に入りのお気に入りローズ（${shipper}）が出品されました。`,
      link: '/web?favorites=1',
    });

    await put(id, { web: { unit_price: 130 } });
    const priced = await bell(m.buyerA);
    expect(priced[0]).toMatchObject({ kind: 'favorite_priced', title: `お気に入りのお気に入りローズ（${shipper}）の価格が更新されました。` });

    // Neither listed nor priced (a remark, a stock count): nothing new.
    await put(id, { BIKO: '入荷良好', web: { notice: '数量限定' } });
    expect(await bell(m.buyerA)).toHaveLength(priced.length);
    expect(await bell(m.buyerB)).toHaveLength(beforeB);
  });

  it('says nothing of a lot that stays suspended, or that is not a favourite', async () => {
    const mine = await createLot(server.db, { saleDate: today, productName: 'お気に入りローズ', unitPrice: 100 });
    await put(mine, { web: { suspend_flg: true } });
    const other = await createLot(server.db, { saleDate: today, productName: '普通のキク', unitPrice: 100 });
    const before = (await bell(m.buyerA)).length;
    await put(mine, { web: { unit_price: 140 } });
    await put(other, { web: { unit_price: 140 } });
    expect(await bell(m.buyerA)).toHaveLength(before);
  });

  it('counts an import’s favourite lots in one line', async () => {
    const header = 'NIUKE_DEMPYO_NO,NIUKE_NO,SALE_DATE,category,SHUKKASHA_CD,SHUKKASHA_NM,SHOHIN_CD,specification,IRI_SU,STOCK_SU,BIKO,unit_price';
    const csv = `${header}\r\nFAVI,001,${today},切花,BWS1,,FAV1,L,10,5,,120\r\nFAVI,002,${today},切花,BWS2,,FAV1,M,10,3,,\r\n`;
    const before = (await bell(m.buyerA)).length;
    const beforeB = (await bell(m.buyerB)).length;
    const res = await server.api('POST', '/admins/receiving/import', { token: m.admin, body: { file: Buffer.from(csv).toString('base64'), dry_run: false } });
    expect(res.status).toBe(200);
    const rows = await bell(m.buyerA);
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({ kind: 'favorite_listed', title: 'お気に入りの商品が2件出品されました。', link: '/web?favorites=1' });
    expect(await bell(m.buyerB)).toHaveLength(beforeB);
  });
});

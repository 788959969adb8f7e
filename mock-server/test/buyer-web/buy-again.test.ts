import { startTestServer, type TestServer } from '../helpers';
import { createLot, createMarket, japanDay, type FixtureBuyers } from '../buyer-web-fixtures';

/**
 * もう一度買う: the client asks the listing for today's lots of the product bought (and its
 * shipper) that can be bought now: products=<name>&shippers=<name>&sale_dates=<today>&available=1.
 * It finds the right lots, and none sold out, unpriced, not purchasable or suspended; the shared
 * listing and the SQL listing agree.
 */
let server: TestServer;
let buyers: FixtureBuyers;
let token: string;
let today: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  buyers = await createMarket(server.db);
  today = japanDay(server.clock.now());
  const tomorrow = japanDay(new Date(server.clock.now().getTime() + 86_400_000));
  token = await server.signIn(buyers.a.login, buyers.a.password);
  const lot = (name: string, spec: Parameters<typeof createLot>[1]) => createLot(server.db, spec).then((id) => (ids[name] = id));
  await lot('match', { saleDate: today, productName: 'Aローテローゼ', shipperCd: 'BWS1', remaining: 3 });
  await lot('loose', { saleDate: today, productName: 'Aローテローゼ', shipperCd: 'BWS1', remaining: 0, hasu: 4 });
  await lot('soldOut', { saleDate: today, productName: 'Aローテローゼ', shipperCd: 'BWS1', remaining: 0, hasu: 0 });
  await lot('suspended', { saleDate: today, productName: 'Aローテローゼ', shipperCd: 'BWS1', remaining: 3, suspended: true });
  await lot('unpriced', { saleDate: today, productName: 'Aローテローゼ', shipperCd: 'BWS1', remaining: 3, unitPrice: 0 });
  await lot('otherShipper', { saleDate: today, productName: 'Aローテローゼ', shipperCd: 'BWS2', remaining: 3 });
  await lot('tomorrow', { saleDate: tomorrow, productName: 'Aローテローゼ', shipperCd: 'BWS1', remaining: 3 });
  await lot('otherProduct', { saleDate: today, productName: 'Aサムライ', shipperCd: 'BWS1', remaining: 3 });
  await server.db.query('UPDATE web_items SET buy_permit_flg = false WHERE id = (SELECT max(id) FROM web_items)');
  await lot('notPurchasable', { saleDate: today, productName: 'Aローテローゼ', shipperCd: 'BWS1', remaining: 3 });
  await server.db.query('UPDATE web_items SET buy_permit_flg = false WHERE id = $1', [ids.notPurchasable]);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const shipper = async (cd: string) => (await server.db.query<{ n: string }>('SELECT shukkasha_nm AS n FROM shippers WHERE shukkasha_cd = $1', [cd])).rows[0].n;

async function again(query: Record<string, string>): Promise<number[]> {
  const search = new URLSearchParams({ ...query, sale_dates: today.replace(/-/g, '/'), available: '1', per: '500' });
  const res = await server.api('GET', `/users/web/detail?${search}`, { token });
  expect(res.status).toBe(200);
  const found = res.body.datas.map((d: { id: number }) => d.id);
  return found.sort((a: number, b: number) => a - b);
}

describe('buy again: today’s lots of the same product and shipper', () => {
  it('finds the lots that can be bought now, none sold out, suspended, unpriced or closed to purchase', async () => {
    expect(await again({ products: 'Aローテローゼ', shippers: await shipper('BWS1') })).toEqual([ids.match, ids.loose].sort((a, b) => a - b));
  });

  it('without a shipper, finds the product from every shipper', async () => {
    expect(await again({ products: 'Aローテローゼ' })).toEqual([ids.match, ids.loose, ids.otherShipper].sort((a, b) => a - b));
  });

  it('finds nothing for a product not on offer today', async () => {
    expect(await again({ products: '存在しない品名' })).toEqual([]);
  });

  it('products and available are ordinary listing filters: without available=1 the sold-out lot is listed (完売)', async () => {
    const res = await server.api('GET', `/users/web/detail?per=500&products=${encodeURIComponent('Aローテローゼ')}`, { token });
    const listed = res.body.datas.map((d: { id: number }) => d.id);
    expect(listed).toContain(ids.soldOut);
    expect(listed).not.toContain(ids.suspended);
    expect((await server.api('GET', '/users/web/detail?available=yes', { token })).status).toBe(400);
  });
});

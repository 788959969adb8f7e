import { startTestServer, type TestServer } from '../helpers';
import { createLot, createMarket, japanDay, type FixtureBuyers } from '../buyer-web-fixtures';

/**
 * お気に入り are the branch's own (never another's), the listing's favorites=1 keeps only
 * lots whose shipper, variety or product is one, and every lot says is_favorite; the shared
 * listing's overlay equals the database read and follows a PUT at once.
 */
let server: TestServer;
let buyers: FixtureBuyers;
let tokenA: string;
let tokenB: string;

type Lot = { id: number; product_name: string; shipment_provider_name: string; variety_name: string; is_favorite: boolean };

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  buyers = await createMarket(server.db);
  const today = japanDay(server.clock.now());
  tokenA = await server.signIn(buyers.a.login, buyers.a.password);
  tokenB = await server.signIn(buyers.b.login, buyers.b.password);
  await createLot(server.db, { saleDate: today, productName: 'F赤バラ', itemCd: 'BW01', variety: 'サムライ', shipperCd: 'BWS1' });
  await createLot(server.db, { saleDate: today, productName: 'F白バラ', itemCd: 'BW01', variety: 'アバランチェ', shipperCd: 'BWS2' });
  await createLot(server.db, { saleDate: today, productName: 'F黄キク', itemCd: 'BW02', variety: '', shipperCd: 'BWS2' });
  await createLot(server.db, { saleDate: today, productName: 'F桃キク', itemCd: 'BW02', variety: 'ピンク', shipperCd: 'BWS2' });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const put = (body: unknown, token = tokenA) => server.api('PUT', '/users/favorites', { token, body });
const listing = async (query: string, token = tokenA): Promise<Lot[]> => {
  const res = await server.api('GET', `/users/web/detail?per=500&${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.datas;
};
const shipperName = async (cd: string) =>
  (await server.db.query<{ n: string }>('SELECT shukkasha_nm AS n FROM shippers WHERE shukkasha_cd = $1', [cd])).rows[0].n;

describe('/users/favorites', () => {
  it('starts empty, saves the whole set (trimmed, each name once) and answers it', async () => {
    expect((await server.api('GET', '/users/favorites', { token: tokenA })).body).toEqual({ shippers: [], varieties: [], products: [] });
    const saved = await put({ shippers: [' 花子園 ', '花子園'], varieties: ['サムライ'], products: [] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ shippers: ['花子園'], varieties: ['サムライ'], products: [] });
    expect((await server.api('GET', '/users/favorites', { token: tokenA })).body).toEqual(saved.body);
    // A PUT replaces the set: what is not sent is no longer a favourite.
    expect((await put({ shippers: [], varieties: [], products: ['F黄キク'] })).body).toEqual({ shippers: [], varieties: [], products: ['F黄キク'] });
    expect((await server.api('GET', '/users/favorites', { token: tokenA })).body.varieties).toEqual([]);
  });

  it("is the branch's own: another branch never sees it, in the set or in the listing", async () => {
    await put({ shippers: [await shipperName('BWS1')], varieties: [], products: [] });
    expect((await server.api('GET', '/users/favorites', { token: tokenB })).body).toEqual({ shippers: [], varieties: [], products: [] });
    const forB = await listing('');
    expect(forB.some((l) => l.is_favorite)).toBe(true);
    expect((await listing('', tokenB)).every((l) => !l.is_favorite)).toBe(true);
    expect(await listing('favorites=1', tokenB)).toEqual([]);
  });

  it('favorites=1 lists only lots of a favourite shipper, variety or product, marked is_favorite', async () => {
    const bws1 = await shipperName('BWS1');
    await put({ shippers: [bws1], varieties: ['アバランチェ'], products: ['F黄キク'] });
    const all = await listing('');
    const favorites = await listing('favorites=1');
    expect(favorites.map((l) => l.product_name).sort()).toEqual(['F白バラ', 'F赤バラ', 'F黄キク']);
    expect(favorites.every((l) => l.is_favorite)).toBe(true);
    expect(all.filter((l) => l.is_favorite).map((l) => l.id)).toEqual(favorites.map((l) => l.id));
    expect(all.find((l) => l.product_name === 'F桃キク')?.is_favorite).toBe(false);
    // Other filters narrow the favourites further.
    expect((await listing(`favorites=1&varieties=${encodeURIComponent('サムライ')}`)).map((l) => l.product_name)).toEqual(['F赤バラ']);
  });

  it('the listing follows a change at once (the overlay is dropped), and favorites=0 does not filter', async () => {
    await put({ shippers: [], varieties: [], products: ['F桃キク'] });
    expect((await listing('favorites=1')).map((l) => l.product_name)).toEqual(['F桃キク']);
    await put({ shippers: [], varieties: [], products: [] });
    expect(await listing('favorites=1')).toEqual([]);
    expect((await listing('favorites=0')).length).toBe((await listing('')).length);
  });

  it('refuses a malformed set with a Japanese message, and an account without a branch', async () => {
    const bad = await put({ shippers: 'x', varieties: [], products: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/[ぁ-んァ-ン一-龥]/);
    expect((await put({ shippers: [], varieties: [] })).status).toBe(400);
    expect((await put({ shippers: ['a'.repeat(201)], varieties: [], products: [] })).status).toBe(400);
    expect((await server.api('GET', '/users/web/detail?favorites=2', { token: tokenA })).status).toBe(400);
  });
});

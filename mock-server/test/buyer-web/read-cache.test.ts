import type { TestServer } from '../helpers';
import { createLot, openBuyerMarket } from '../buyer-web-fixtures';

/**
 * Buyer reads are answered from memory between changes (http/read-cache/). A cached
 * listing must show every committed change at once: a purchase, a price change, a suspension,
 * whoever made it (the triggers of migration 008 empty the cache before the COMMIT returns).
 */
let server: TestServer;
let tokenA: string;
let tokenB: string;
let today: string;

beforeAll(async () => {
  ({ server, tokenA, tokenB, today } = await openBuyerMarket());
}, 60_000);
afterAll(() => server?.close());

type Lot = { id: number; remaining_quantity: number; unit_price: string; done: boolean; is_new: boolean };
const listing = async (token: string, encoding = 'gzip, deflate, br') => {
  const res = await server.api<{ datas: Lot[]; total: number }>('GET', `/users/web/detail?per=100&sale_dates=${today.replace(/-/g, '/')}`, {
    token,
    headers: { 'accept-encoding': encoding },
  });
  expect(res.status).toBe(200);
  return res;
};
const lotIn = async (token: string, id: number) => (await listing(token)).body.datas.find((d) => d.id === id);

describe('cached buyer listing', () => {
  it('answers a repeated read with the same content, in every encoding', async () => {
    await createLot(server.db, { saleDate: today, remaining: 9 });
    const first = await listing(tokenA);
    const again = await listing(tokenA);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect((await listing(tokenA, 'gzip')).body).toEqual(first.body);
    expect((await listing(tokenA, 'identity')).body).toEqual(first.body);
  });

  it('shows a purchase at once, to the buyer (done) and to another branch (stock)', async () => {
    const id = await createLot(server.db, { saleDate: today, remaining: 10 });
    expect(await lotIn(tokenA, id)).toMatchObject({ remaining_quantity: 10, done: false });
    expect(await lotIn(tokenB, id)).toMatchObject({ remaining_quantity: 10, done: false });
    const bought = await server.api('POST', '/users/web/buy', { token: tokenA, body: { items: [{ id, KUCHI_SU: 3, HA_SU: 0 }] } });
    expect(bought.status).toBe(200);
    expect(await lotIn(tokenA, id)).toMatchObject({ remaining_quantity: 7, done: true });
    expect(await lotIn(tokenB, id)).toMatchObject({ remaining_quantity: 7, done: false });
  });

  it('shows a price change and a suspension at once, made by any writer', async () => {
    const id = await createLot(server.db, { saleDate: today, unitPrice: 100 });
    expect((await lotIn(tokenA, id))?.unit_price).toBe('100');
    await server.db.query('UPDATE web_items SET unit_price = 120 WHERE id = $1', [id]);
    expect((await lotIn(tokenA, id))?.unit_price).toBe('120');
    await server.db.query(
      'UPDATE products SET is_suspensions = true WHERE shohin_cd = (SELECT r.shohin_cd FROM web_items w JOIN receivings r ON r.id = w.receiving_id WHERE w.id = $1)',
      [id],
    );
    expect(await lotIn(tokenA, id)).toBeUndefined();
  });

  it('does not serve an answer across a moved clock (新着 ends with time alone)', async () => {
    const id = await createLot(server.db, { saleDate: today, listedAt: server.clock.now() });
    expect(await lotIn(tokenA, id)).toMatchObject({ is_new: true });
    const now = server.clock.now();
    server.clock.set(new Date(now.getTime() + 61 * 60_000));
    try {
      expect(await lotIn(tokenA, id)).toMatchObject({ is_new: false });
    } finally {
      server.clock.set(now);
    }
  });
});

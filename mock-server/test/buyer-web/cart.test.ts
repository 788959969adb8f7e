import type { TestServer } from '../helpers';
import { createLot, openBuyerMarket, stockOf } from '../buyer-web-fixtures';

let server: TestServer;
let tokenA: string;
let tokenB: string;
let today: string;

beforeAll(async () => {
  ({ server, tokenA, tokenB, today } = await openBuyerMarket());
}, 60_000);
afterAll(() => server?.close());

type Line = { id: number; KUCHI_SU: number; HA_SU: number };
const putCart = (token: string, items: Line[]) => server.api('PUT', '/users/web/cart', { token, body: { items } });
const getCart = (token: string) => server.api('GET', '/users/web/cart', { token });
const buy = (token: string, items: Line[], key?: string) =>
  server.api('POST', '/users/web/buy', { token, body: { items }, headers: key ? { 'Idempotency-Key': key } : undefined });
const salesOf = async (ids: number[]) =>
  Number((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sales WHERE web_item_id = ANY($1::int[])', [ids])).rows[0].n);

describe('the cart', () => {
  beforeEach(async () => {
    await server.api('DELETE', '/users/web/cart', { token: tokenA });
    await server.api('DELETE', '/users/web/cart', { token: tokenB });
  });

  it('keeps a cart of 20 lines on the server and buys them all in one call, which empties the cart', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push(await createLot(server.db, { saleDate: today, remaining: 10, hasu: 5, productName: `カート${i}` }));
    const lines = ids.map((id, i) => ({ id, KUCHI_SU: 1 + (i % 3), HA_SU: i % 2 }));
    const put = await putCart(tokenA, lines);
    expect(put.status).toBe(200);
    const cart = await getCart(tokenA);
    expect(cart.status).toBe(200);
    expect(cart.body.items.map((l: Line) => ({ id: l.id, KUCHI_SU: l.KUCHI_SU, HA_SU: l.HA_SU }))).toEqual(lines);
    expect(cart.body.items[0]).toMatchObject({
      on_sale: true,
      item: { id: ids[0], product_name: 'カート0', remaining_quantity: 10, hasu: 5, unit_price: '100' },
    });
    // Another branch has its own cart.
    expect((await getCart(tokenB)).body.items).toEqual([]);

    const res = await buy(tokenA, lines, 'cart-20-lines');
    expect(res.status).toBe(200);
    const done = await server.api('GET', `/users/web/buy/done?transactionUUID=${res.body.transactionUUID}`, { token: tokenA });
    expect(done.body).toHaveLength(20);
    for (const [i, id] of ids.entries()) {
      expect(await stockOf(server.db, id)).toMatchObject({ remaining: 10 - lines[i].KUCHI_SU, hasu: 5 - lines[i].HA_SU, sold: lines[i].KUCHI_SU });
    }
    expect((await getCart(tokenA)).body.items).toEqual([]);
  }, 60_000);

  it('refuses every line when one is short at confirmation, names that line, and changes nothing', async () => {
    const first = await createLot(server.db, { saleDate: today, remaining: 10 });
    const scarce = await createLot(server.db, { saleDate: today, remaining: 5, productName: 'スプレーマム' });
    const third = await createLot(server.db, { saleDate: today, remaining: 10 });
    const lines = [
      { id: first, KUCHI_SU: 2, HA_SU: 0 },
      { id: scarce, KUCHI_SU: 4, HA_SU: 0 },
      { id: third, KUCHI_SU: 1, HA_SU: 0 },
    ];
    expect((await putCart(tokenA, lines)).status).toBe(200);
    // Another buyer takes most of the scarce lot meanwhile: the cart held nothing.
    expect((await buy(tokenB, [{ id: scarce, KUCHI_SU: 3, HA_SU: 0 }])).status).toBe(200);

    const res = await buy(tokenA, lines, 'cart-short-line');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'out_of_stock',
      field: 'items[1].KUCHI_SU',
      detail: '2行目（スプレーマム）：在庫が不足しているため購入できませんでした。残数をご確認ください。',
    });
    expect(await stockOf(server.db, first)).toMatchObject({ remaining: 10, sold: 0 });
    expect(await stockOf(server.db, scarce)).toMatchObject({ remaining: 2, sold: 3 });
    expect(await stockOf(server.db, third)).toMatchObject({ remaining: 10, sold: 0 });
    expect(await salesOf([first, third])).toBe(0);
    // Every line stays in the cart; the short one shows what it can still take.
    const cart = await getCart(tokenA);
    expect(cart.body.items.map((l: Line) => l.id)).toEqual([first, scarce, third]);
    expect(cart.body.items[1].item.remaining_quantity).toBe(2);
  });

  it('checks new and changed lines like a purchase, and keeps an unchanged line that no longer fits', async () => {
    const lot = await createLot(server.db, { saleDate: today, remaining: 3, hasu: 2, maxQuantity: 2 });
    const other = await createLot(server.db, { saleDate: today, remaining: 10 });
    const over = await putCart(tokenA, [{ id: lot, KUCHI_SU: 3, HA_SU: 0 }]);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'over_max_quantity', field: 'items[0].KUCHI_SU', detail: 'この商品の購入上限は2口です。' });
    expect((await putCart(tokenA, [{ id: lot, KUCHI_SU: 1, HA_SU: 3 }])).body).toMatchObject({ code: 'hasu_out_of_stock', field: 'items[0].HA_SU' });
    expect((await putCart(tokenA, [{ id: 99_999_999, KUCHI_SU: 1, HA_SU: 0 }])).status).toBe(404);
    expect((await putCart(tokenA, [{ id: lot, KUCHI_SU: 0, HA_SU: 0 }])).status).toBe(400);
    const twice = await putCart(tokenA, [
      { id: lot, KUCHI_SU: 1, HA_SU: 0 },
      { id: lot, KUCHI_SU: 2, HA_SU: 0 },
    ]);
    expect(twice.body).toMatchObject({ code: 'duplicate_item', detail: '同じ商品が複数指定されています。' });

    expect((await putCart(tokenA, [{ id: lot, KUCHI_SU: 2, HA_SU: 0 }])).status).toBe(200);
    await server.db.query('UPDATE web_items SET remaining_quantity = 1 WHERE id = $1', [lot]);
    // The short line is unchanged: adding another lot still works, and the short line is kept.
    const added = await putCart(tokenA, [
      { id: lot, KUCHI_SU: 2, HA_SU: 0 },
      { id: other, KUCHI_SU: 4, HA_SU: 0 },
    ]);
    expect(added.status).toBe(200);
    expect(added.body.items.map((l: Line) => [l.id, l.KUCHI_SU])).toEqual([
      [lot, 2],
      [other, 4],
    ]);
    // Changing it checks it again.
    expect((await putCart(tokenA, [{ id: lot, KUCHI_SU: 2, HA_SU: 1 }])).body).toMatchObject({ code: 'out_of_stock', field: 'items[0].KUCHI_SU' });
  });

  it('marks a lot that left sale instead of dropping it, and a single purchase empties only its own line', async () => {
    const kept = await createLot(server.db, { saleDate: today, remaining: 10 });
    const suspended = await createLot(server.db, { saleDate: today, remaining: 10 });
    expect(
      (
        await putCart(tokenA, [
          { id: kept, KUCHI_SU: 1, HA_SU: 0 },
          { id: suspended, KUCHI_SU: 1, HA_SU: 0 },
        ])
      ).status,
    ).toBe(200);
    await server.db.query('UPDATE web_items SET suspend_flg = true WHERE id = $1', [suspended]);
    const cart = await getCart(tokenA);
    expect(cart.body.items.map((l: { id: number; on_sale: boolean }) => [l.id, l.on_sale])).toEqual([
      [kept, true],
      [suspended, false],
    ]);
    const refused = await buy(tokenA, [
      { id: kept, KUCHI_SU: 1, HA_SU: 0 },
      { id: suspended, KUCHI_SU: 1, HA_SU: 0 },
    ]);
    expect(refused.body).toMatchObject({ code: 'lot_not_on_sale', field: 'items[1].id' });
    expect((await buy(tokenA, [{ id: kept, KUCHI_SU: 1, HA_SU: 0 }])).status).toBe(200);
    expect((await getCart(tokenA)).body.items.map((l: Line) => l.id)).toEqual([suspended]);
    const cleared = await server.api('DELETE', '/users/web/cart', { token: tokenA });
    expect(cleared.body).toEqual({ message: 'カートを空にしました。' });
    expect((await getCart(tokenA)).body.items).toEqual([]);
  });
});

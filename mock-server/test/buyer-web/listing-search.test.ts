/** The listing that scans fast: sort by price, remaining or shipper; a keyword search, kana too. */
import { startTestServer, type TestServer } from '../helpers';
import { createLot, createMarket, japanDay, type FixtureBuyers } from '../buyer-web-fixtures';
import { keywordSpellings } from '../../src/areas/buyer-web/listing/listing-filters';

let server: TestServer;
let buyers: FixtureBuyers;
let token: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  buyers = await createMarket(server.db);
  const day = japanDay(server.clock.now());
  ids.a = await createLot(server.db, { saleDate: day, productName: 'スプレーバラ', variety: 'サムライ', shipperCd: 'BWS2', unitPrice: 120, remaining: 3 });
  ids.b = await createLot(server.db, { saleDate: day, productName: 'キク', variety: '神馬', shipperCd: 'BWS1', unitPrice: 60, remaining: 9 });
  ids.c = await createLot(server.db, { saleDate: day, productName: 'カーネーション', variety: 'フランセスコ', shipperCd: 'BWS1', unitPrice: 90, remaining: 1 });
  token = await server.signIn(buyers.a.login, buyers.a.password);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const listed = async (query: string) => {
  const res = await server.api('GET', `/users/web/detail?per=500&${query}`, { token });
  expect(res.status).toBe(200);
  return (res.body.datas as { id: number }[]).map((d) => d.id).filter((id) => Object.values(ids).includes(id));
};

describe('GET /users/web/detail sort', () => {
  it('sorts by price, by remaining and by shipper', async () => {
    expect(await listed('sort=price_asc')).toEqual([ids.b, ids.c, ids.a]);
    expect(await listed('sort=price_desc')).toEqual([ids.a, ids.c, ids.b]);
    expect(await listed('sort=remaining_desc')).toEqual([ids.b, ids.a, ids.c]);
    // JA テスト花き before 静岡テスト園芸.
    expect((await listed('sort=shipper'))[2]).toBe(ids.a);
  });

  it('sorts by the price in effect: an active recommended price, not the struck-through one', async () => {
    const day = japanDay(server.clock.now());
    const now = server.clock.now();
    // 150 struck through, 50 in effect: cheapest. A recommended price not yet started does not count.
    const active = await createLot(server.db, { saleDate: day, productName: 'おすすめ中', unitPrice: 150, recommendedPrice: 50, remaining: 2 });
    const later = await createLot(server.db, {
      saleDate: day,
      productName: 'おすすめ予定',
      unitPrice: 70,
      recommendedPrice: 10,
      recommendedStart: new Date(now.getTime() + 3_600_000),
      remaining: 2,
    });
    const order = async (sort: string) => {
      const res = await server.api('GET', `/users/web/detail?per=500&sort=${sort}`, { token });
      const rows = res.body.datas as { id: number; unit_price: string; recommended_unit_price: number | null; recommended_active: boolean }[];
      return rows.filter((d) => [ids.a, ids.b, ids.c, active, later].includes(d.id));
    };
    const asc = await order('price_asc');
    expect(asc.map((d) => d.id)).toEqual([active, ids.b, later, ids.c, ids.a]);
    // The same rule as the price shown: the recommended price where it is active.
    const shown = asc.map((d) => (d.recommended_active ? Number(d.recommended_unit_price) : Number(d.unit_price)));
    expect(shown).toEqual([...shown].sort((x, y) => x - y));
    expect((await order('price_desc')).map((d) => d.id)).toEqual([ids.a, ids.c, later, ids.b, active]);
    await server.db.query('DELETE FROM web_item_bundle_prices WHERE web_item_id = ANY($1)', [[active, later]]);
    await server.db.query('UPDATE web_items SET suspend_flg = true WHERE id = ANY($1)', [[active, later]]);
  });

  it('refuses an unknown sort with a Japanese message', async () => {
    const res = await server.api('GET', '/users/web/detail?sort=cheapest', { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });
});

describe('GET /users/web/detail keyword', () => {
  it('finds the product, the variety and the shipper, in katakana or hiragana alike', async () => {
    expect(await listed(`keyword=${encodeURIComponent('バラ')}`)).toEqual([ids.a]);
    expect(await listed(`keyword=${encodeURIComponent('ばら')}`)).toEqual([ids.a]);
    expect(await listed(`keyword=${encodeURIComponent('ｶｰﾈｰｼｮﾝ')}`)).toEqual([ids.c]);
    expect(await listed(`keyword=${encodeURIComponent('神馬')}`)).toEqual([ids.b]);
    expect(await listed(`keyword=${encodeURIComponent('静岡')}`)).toEqual([ids.a]);
    expect(await listed(`keyword=${encodeURIComponent('100%')}`)).toEqual([]);
  });

  it('spells a keyword as typed, in katakana and in hiragana', () => {
    expect(keywordSpellings(' ばら ')).toEqual(expect.arrayContaining(['ばら', 'バラ']));
    expect(keywordSpellings('ﾊﾞﾗ')).toEqual(expect.arrayContaining(['バラ', 'ばら']));
    expect(keywordSpellings('  ')).toEqual([]);
  });
});

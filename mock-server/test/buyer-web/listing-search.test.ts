/** The listing that scans fast (issue 8): sort by price, remaining or shipper; a keyword search, kana too. */
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

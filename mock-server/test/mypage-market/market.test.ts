import { startTestServer, type TestServer } from '../helpers';
import { ACCOUNTS, insertSaleLines, TEST_OPTIONS } from '../buyer-fixtures';

let server: TestServer;
let token: string;
const DAY = '2026-01-06';

beforeAll(async () => {
  server = await startTestServer(TEST_OPTIONS);
  token = await server.signIn(...ACCOUNTS.branch1001_002);
  // Sales of two buyers on a day without sample sales, so every figure is known.
  await insertSaleLines(server.db, '1001-002', DAY, [
    { shohinCd: '110001', kbn: 4, kuchi: 10, irisu: 10, tanka: 100, rateTanka: 9 }, // バラ サムライ08: 100 stems, 10 000 yen
    { shohinCd: '110002', kbn: 3, kuchi: 2, irisu: 10, tanka: 80, rateTanka: 7 }, // バラ ローテローゼ: 20 stems, 1 600 yen
    { shohinCd: '110001', kbn: 1, kuchi: 1, irisu: 10, tanka: 500, rateTanka: 43, cancelled: true },
  ]);
  await insertSaleLines(server.db, '1004-001', DAY, [
    { shohinCd: '110001', kbn: 1, kuchi: 5, irisu: 10, tanka: 120, rateTanka: 10 }, // サムライ08: 50 stems, 6 000 yen
    { shohinCd: '130001', kbn: 2, kuchi: 1, haSu: 5, irisu: 20, tanka: 40, rateTanka: 3 }, // カーネーション: 25 stems, 1 000 yen
  ]);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const get = (path: string) => server.api('GET', path, { token });

describe('GET /users/market', () => {
  it('computes per item the stems sold, the highest and the stem-weighted average price of all buyers', async () => {
    const res = await get('/users/market?sale_date=2026/01/06');
    expect(res.status).toBe(200);
    expect(res.body.sale_date).toBe('2026/01/06');
    expect(res.body.datas).toEqual([
      // (10 000 + 1 600 + 6 000) / 170 = 103.5… → 104; the cancelled 500-yen line is left out.
      { item_cd: '1100', item_name: 'バラ', quantity: 170, high_price: 120, average: 104 },
      { item_cd: '1300', item_name: 'カーネーション', quantity: 25, high_price: 40, average: 40 },
    ]);
  });

  it("defaults to today's market in Japan time, including this morning's purchases", async () => {
    const res = await get('/users/market');
    expect(res.body.sale_date).toBe('2026/06/15');
    expect(res.body.recent_listing_date).toBe('2026/06/15');
    expect(res.body.sale_dates[0]).toBe('2026/06/15');
    expect(res.body.sale_dates).toContain('2026/01/06');
    const { rows } = await server.db.query<{ q: number }>("SELECT sum(so_su)::int AS q FROM sales WHERE sale_date = '2026-06-15' AND cancelled_at IS NULL");
    const total = res.body.datas.reduce((sum: number, d: { quantity: number }) => sum + d.quantity, 0);
    expect(total).toBe(rows[0].q);
  });

  it('moves when a buyer buys: a new line changes quantity and average', async () => {
    const before = (await get('/users/market?sale_date=2026/01/06')).body.datas[1];
    await insertSaleLines(server.db, '1001-001', DAY, [{ shohinCd: '130002', kbn: 4, kuchi: 1, irisu: 20, tanka: 70, rateTanka: 6 }]);
    const after = (await get('/users/market?sale_date=2026/01/06')).body.datas[1];
    expect(before).toMatchObject({ quantity: 25, high_price: 40 });
    // (1 000 + 1 400) / 45 = 53.3 → 53
    expect(after).toMatchObject({ item_name: 'カーネーション', quantity: 45, high_price: 70, average: 53 });
  });

  it('answers an empty list for a day without sales and 400 for a bad date', async () => {
    const empty = await get('/users/market?sale_date=2026/01/04');
    expect(empty.body.datas).toEqual([]);
    const bad = await get('/users/market?sale_date=tomorrow');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toMatch(/sale_date/);
  });
});

describe('GET /users/market/detail', () => {
  it('breaks the item down by variety with the daily series for the chart', async () => {
    const res = await get('/users/market/detail?item_cd=1100&sale_date=2026-01-06');
    expect(res.status).toBe(200);
    expect(res.body.item_name).toBe('バラ');
    expect(res.body.datas).toEqual([
      // (10 000 + 6 000) / 150 = 106.7 → 107
      { variety_name: 'サムライ08', quantity: 150, high_price: 120, average: 107 },
      { variety_name: 'ローテローゼ', quantity: 20, high_price: 80, average: 80 },
    ]);
    expect(res.body.daily).toEqual([{ sale_date: '2026/01/06', quantity: 170, high_price: 120, average: 104 }]);
  });

  it('gives a month of daily figures for the default day', async () => {
    const res = await get('/users/market/detail?item_cd=1100');
    expect(res.body.sale_date).toBe('2026/06/15');
    expect(res.body.daily.length).toBeGreaterThan(10);
    expect(res.body.daily.at(-1).sale_date).toBe('2026/06/15');
  });

  it('the trend covers the days asked for, and one variety of the item when named', async () => {
    const week = await get('/users/market/detail?item_cd=1100&days=7');
    expect(week.body.daily.every((d: { sale_date: string }) => d.sale_date >= '2026/06/09')).toBe(true);
    const quarter = await get('/users/market/detail?item_cd=1100&days=90');
    expect(quarter.body.daily.length).toBeGreaterThan((await get('/users/market/detail?item_cd=1100')).body.daily.length);
    const samurai = await get(`/users/market/detail?item_cd=1100&sale_date=2026-01-06&variety=${encodeURIComponent('サムライ08')}`);
    expect(samurai.body.daily).toEqual([{ sale_date: '2026/01/06', quantity: 150, high_price: 120, average: 107 }]);
    // The variety figures of the day stay the whole item's.
    expect(samurai.body.datas).toHaveLength(2);
    expect((await get('/users/market/detail?item_cd=1100&days=3')).status).toBe(400);
  });

  it('the trend equals a direct aggregate of the lines, closed days (summed once) and the last days alike', async () => {
    const direct = async (variety: string | null) =>
      (
        await server.db.query(
          `SELECT to_char(s.sale_date, 'YYYY/MM/DD') AS sale_date, sum(s.so_su)::int AS quantity, max(s.web_tanka)::int AS high_price,
                  round(sum(s.price)::numeric / sum(s.so_su))::int AS average
             FROM sales s JOIN receivings r ON r.id = s.receiving_id JOIN products p ON p.shohin_cd = r.shohin_cd
            WHERE p.item_cd = '1100' AND s.cancelled_at IS NULL AND s.sale_date BETWEEN '2026-04-17' AND '2026-06-15'
              AND ($1::text IS NULL OR COALESCE(NULLIF(p.variety_name, ''), p.product_name) = $1)
            GROUP BY s.sale_date ORDER BY s.sale_date`,
          [variety],
        )
      ).rows;
    const all = await get('/users/market/detail?item_cd=1100&days=60');
    expect(all.body.daily).toEqual(await direct(null));
    expect(all.body.daily.at(-1).sale_date).toBe('2026/06/15');
    const one = await get(`/users/market/detail?item_cd=1100&days=60&variety=${encodeURIComponent('サムライ08')}`);
    expect(one.body.daily).toEqual(await direct('サムライ08'));
    expect(one.body.daily.length).toBeGreaterThan(2);
  });

  it('answers 404 for an unknown item and 400 without item_cd', async () => {
    expect((await get('/users/market/detail?item_cd=9999')).status).toBe(404);
    const missing = await get('/users/market/detail');
    expect(missing.status).toBe(400);
    expect(missing.body.field).toMatch(/item_cd/);
  });
});

describe('a lot of the next sale date bought ahead', () => {
  it("offers that sale date with the purchase's figures, while today stays the default day", async () => {
    const before = await get('/users/market');
    expect(before.body.sale_dates).not.toContain('2026/06/16');
    await insertSaleLines(server.db, '1001-002', '2026-06-16', [{ shohinCd: '130001', kbn: 4, kuchi: 2, irisu: 20, tanka: 55, rateTanka: 5 }]);
    const after = await get('/users/market');
    expect(after.body.sale_date).toBe('2026/06/15');
    expect(after.body.sale_dates[0]).toBe('2026/06/16');
    expect(after.body.sale_dates[1]).toBe('2026/06/15');
    const ahead = await get('/users/market?sale_date=2026/06/16');
    expect(ahead.body.datas).toEqual([{ item_cd: '1300', item_name: 'カーネーション', quantity: 40, high_price: 55, average: 55 }]);
  });
});

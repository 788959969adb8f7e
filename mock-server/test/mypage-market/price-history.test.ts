import { startTestServer, type TestServer } from '../helpers';
import { ACCOUNTS, insertSaleLines, TEST_OPTIONS } from '../buyer-fixtures';

/**
 * GET /users/market/history. On the sample market, each series equals a direct
 * aggregate of the sale lines (every kind, cancelled left out) over the period, grouped by the
 * line's sale date; last_paid is the caller's branch's own.
 */
let server: TestServer;
let token: string;
let lot: { id: number; shohin_cd: string; item_cd: string; variety: string; shukkasha_cd: string };

beforeAll(async () => {
  server = await startTestServer(TEST_OPTIONS);
  token = await server.signIn(...ACCOUNTS.head1001);
  // A lot of today whose product traded on several days of the last month (the richest history).
  const { rows } = await server.db.query<typeof lot>(
    `SELECT w.id, r.shohin_cd, p.item_cd, COALESCE(NULLIF(p.variety_name, ''), p.product_name) AS variety, r.shukkasha_cd
       FROM web_items w JOIN receivings r ON r.id = w.receiving_id JOIN products p ON p.shohin_cd = r.shohin_cd
      WHERE w.sale_date = '2026-06-15'
      ORDER BY (SELECT count(DISTINCT s.sale_date) FROM sales s JOIN receivings r2 ON r2.id = s.receiving_id
                 WHERE r2.shohin_cd = r.shohin_cd AND s.sale_date BETWEEN '2026-05-17' AND '2026-06-15') DESC, w.id
      LIMIT 1`,
  );
  lot = rows[0];
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const get = (path: string, t = token) => server.api('GET', path, { token: t });

/** The direct aggregate the endpoint must equal: lines of the period whose lot matches `where`. */
async function direct(where: string, param: string, from = '2026-05-17', to = '2026-06-15') {
  const { rows } = await server.db.query(
    `SELECT to_char(s.sale_date, 'YYYY/MM/DD') AS date, round(sum(s.price)::numeric / sum(s.so_su))::int AS average,
            max(s.web_tanka)::int AS high, sum(s.so_su)::int AS quantity
       FROM sales s JOIN receivings r ON r.id = s.receiving_id JOIN products p ON p.shohin_cd = r.shohin_cd
      WHERE s.cancelled_at IS NULL AND s.sale_date BETWEEN $2::date AND $3::date AND ${where}
      GROUP BY s.sale_date ORDER BY s.sale_date`,
    [param, from, to],
  );
  return rows;
}

describe('GET /users/market/history', () => {
  it("equals a direct aggregate of the sale lines for the lot's product, variety, item and shipper", async () => {
    const res = await get(`/users/market/history?id=${lot.id}&days=30`);
    expect(res.status).toBe(200);
    expect(res.body.product).toEqual(await direct('r.shohin_cd = $1', lot.shohin_cd));
    expect(res.body.variety).toEqual(await direct(`p.item_cd = '${lot.item_cd}' AND COALESCE(NULLIF(p.variety_name, ''), p.product_name) = $1`, lot.variety));
    expect(res.body.item).toEqual(await direct('p.item_cd = $1', lot.item_cd));
    expect(res.body.shipper).toEqual(await direct('r.shukkasha_cd = $1', lot.shukkasha_cd));
    // The sample trades this product on several days: the test compares real series, not empty ones.
    expect(res.body.product.length).toBeGreaterThan(2);
    expect(res.body.item.length).toBeGreaterThanOrEqual(res.body.product.length);
  });

  it('covers the days asked for, 30 by default, and only days with trades', async () => {
    const week = await get(`/users/market/history?id=${lot.id}&days=7`);
    expect(week.body.item).toEqual(await direct('p.item_cd = $1', lot.item_cd, '2026-06-09'));
    const fallback = await get(`/users/market/history?id=${lot.id}`);
    expect(fallback.body.item).toEqual((await get(`/users/market/history?id=${lot.id}&days=30`)).body.item);
    for (const day of fallback.body.item) expect(day.quantity).toBeGreaterThan(0);
  });

  it("counts every kind of sale and leaves cancelled lines out; last_paid is the caller's branch's latest price", async () => {
    const before = await get(`/users/market/history?id=${lot.id}`);
    // Lines on a day far back are outside the period; one today of each kind moves today's figures.
    await insertSaleLines(server.db, '1001-002', '2026-06-15', [
      { shohinCd: lot.shohin_cd, kbn: 1, kuchi: 1, irisu: 10, tanka: 9999, rateTanka: 0 },
      { shohinCd: lot.shohin_cd, kbn: 3, kuchi: 1, irisu: 10, tanka: 50000, rateTanka: 0, cancelled: true },
    ]);
    const after = await get(`/users/market/history?id=${lot.id}`);
    const today = after.body.product.at(-1);
    expect(today.date).toBe('2026/06/15');
    expect(today.high).toBe(9999);
    expect(after.body.product).toEqual(await direct('r.shohin_cd = $1', lot.shohin_cd));
    expect(after.body.product.length).toBeGreaterThanOrEqual(before.body.product.length);

    // 1001-002 bought it last at 9 999 yen a stem; 1001-001 has its own last price (or none).
    const other = await server.signIn(...ACCOUNTS.branch1001_002);
    expect((await get(`/users/market/history?id=${lot.id}`, other)).body.last_paid).toBe(9999);
    const { rows } = await server.db.query<{ web_tanka: number }>(
      `SELECT s.web_tanka FROM sales s JOIN receivings r ON r.id = s.receiving_id JOIN branches b ON b.id = s.branch_id
        WHERE b.baisan_cd = '1001' AND b.baisan_eda = '001' AND r.shohin_cd = $1 AND s.cancelled_at IS NULL
        ORDER BY s.sale_date DESC, s.created_at DESC, s.sale_id DESC LIMIT 1`,
      [lot.shohin_cd],
    );
    expect(after.body.last_paid).toBe(rows[0]?.web_tanka ?? null);
    expect(after.body.last_paid).not.toBe(9999);
  });

  it('sums closed days once (migration 027) and still shows a correction to one of them at once, and a new day', async () => {
    await get(`/users/market/history?id=${lot.id}`);
    const state = async () => (await server.db.query<{ t: string }>(`SELECT to_char(through, 'YYYY-MM-DD') AS t FROM sale_rollup_state`)).rows[0].t;
    // Two days before today: yesterday and today stay summed from the lines.
    expect(await state()).toBe('2026-06-13');
    // An administrator's late lines on a closed day (and a cancelled one): the day is summed again.
    await insertSaleLines(server.db, '1001-002', '2026-06-10', [{ shohinCd: lot.shohin_cd, kbn: 2, kuchi: 2, irisu: 10, tanka: 8888, rateTanka: 0 }]);
    await server.db.query(
      `UPDATE sales SET cancelled_at = now() WHERE sale_id = (SELECT s.sale_id FROM sales s JOIN receivings r ON r.id = s.receiving_id
        WHERE r.shohin_cd = $1 AND s.sale_date = '2026-06-12' AND s.cancelled_at IS NULL ORDER BY s.sale_id LIMIT 1)`,
      [lot.shohin_cd],
    );
    const corrected = await get(`/users/market/history?id=${lot.id}`);
    expect(corrected.body.product.find((d: { date: string }) => d.date === '2026/06/10')?.high).toBe(8888);
    expect(corrected.body.product).toEqual(await direct('r.shohin_cd = $1', lot.shohin_cd));
    expect(corrected.body.item).toEqual(await direct('p.item_cd = $1', lot.item_cd));
    expect(corrected.body.shipper).toEqual(await direct('r.shukkasha_cd = $1', lot.shukkasha_cd));
    // The next day: one more day is summed; the figures are unchanged by where they come from.
    server.clock.advance(24 * 3600_000);
    try {
      // (A session lasts 12 hours: sign in again on the new day.)
      const next = await get(`/users/market/history?id=${lot.id}`, await server.signIn(...ACCOUNTS.head1001));
      expect(next.status).toBe(200);
      expect(await state()).toBe('2026-06-14');
      expect(next.body.item).toEqual(await direct('p.item_cd = $1', lot.item_cd, '2026-05-18', '2026-06-16'));
    } finally {
      server.clock.advance(-24 * 3600_000);
      token = await server.signIn(...ACCOUNTS.head1001);
    }
  });

  it("moves a closed day's lines to another product when their receiving is corrected", async () => {
    await get(`/users/market/history?id=${lot.id}`);
    // A receiving of another product with lines on a rolled-up day becomes a lot of this product.
    const { rows } = await server.db.query<{ id: number; shohin_cd: string }>(
      `SELECT r.id, r.shohin_cd FROM receivings r JOIN sales s ON s.receiving_id = r.id
        WHERE r.shohin_cd <> $1 AND s.sale_date = '2026-06-11' AND s.cancelled_at IS NULL ORDER BY r.id LIMIT 1`,
      [lot.shohin_cd],
    );
    expect(rows).toHaveLength(1);
    await server.db.query('UPDATE receivings SET shohin_cd = $1 WHERE id = $2', [lot.shohin_cd, rows[0].id]);
    try {
      const moved = await get(`/users/market/history?id=${lot.id}`);
      expect(moved.body.product).toEqual(await direct('r.shohin_cd = $1', lot.shohin_cd));
      expect(moved.body.product.some((d: { date: string }) => d.date === '2026/06/11')).toBe(true);
    } finally {
      await server.db.query('UPDATE receivings SET shohin_cd = $1 WHERE id = $2', [rows[0].shohin_cd, rows[0].id]);
    }
    expect((await get(`/users/market/history?id=${lot.id}`)).body.product).toEqual(await direct('r.shohin_cd = $1', lot.shohin_cd));
  });

  it("shows a product's new variety and a lot's new shipper at once, though the closed days are held in memory", async () => {
    await get(`/users/market/history?id=${lot.id}`);
    const variety = `p.item_cd = '${lot.item_cd}' AND COALESCE(NULLIF(p.variety_name, ''), p.product_name) = $1`;
    const { rows: product } = await server.db.query<{ variety_name: string | null }>('SELECT variety_name FROM products WHERE shohin_cd = $1', [lot.shohin_cd]);
    const { rows: receiving } = await server.db.query<{ id: number; shukkasha_cd: string }>(
      'SELECT r.id, r.shukkasha_cd FROM web_items w JOIN receivings r ON r.id = w.receiving_id WHERE w.id = $1',
      [lot.id],
    );
    const { rows: shipper } = await server.db.query<{ shukkasha_cd: string }>(
      `SELECT r.shukkasha_cd FROM receivings r JOIN sales s ON s.receiving_id = r.id
        WHERE r.shukkasha_cd <> $1 AND s.sale_date = '2026-06-11' AND s.cancelled_at IS NULL ORDER BY r.shukkasha_cd LIMIT 1`,
      [lot.shukkasha_cd],
    );
    await server.db.query(`UPDATE products SET variety_name = '試験の品種' WHERE shohin_cd = $1`, [lot.shohin_cd]);
    await server.db.query('UPDATE receivings SET shukkasha_cd = $1 WHERE id = $2', [shipper[0].shukkasha_cd, receiving[0].id]);
    try {
      const moved = await get(`/users/market/history?id=${lot.id}`);
      expect(moved.body.variety).toEqual(await direct(variety, '試験の品種'));
      expect(moved.body.variety).toEqual(moved.body.product);
      expect(moved.body.shipper).toEqual(await direct('r.shukkasha_cd = $1', shipper[0].shukkasha_cd));
      expect(moved.body.shipper.some((d: { date: string }) => d.date === '2026/06/11')).toBe(true);
    } finally {
      await server.db.query('UPDATE products SET variety_name = $1 WHERE shohin_cd = $2', [product[0].variety_name, lot.shohin_cd]);
      await server.db.query('UPDATE receivings SET shukkasha_cd = $1 WHERE id = $2', [receiving[0].shukkasha_cd, receiving[0].id]);
    }
    const back = await get(`/users/market/history?id=${lot.id}`);
    expect(back.body.variety).toEqual(await direct(variety, lot.variety));
    expect(back.body.shipper).toEqual(await direct('r.shukkasha_cd = $1', lot.shukkasha_cd));
  });

  it('answers 404 for a lot that does not exist and 400 for a period out of range, in Japanese', async () => {
    const missing = await get('/users/market/history?id=99999999');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('商品が見つかりません。');
    const long = await get(`/users/market/history?id=${lot.id}&days=367`);
    expect(long.status).toBe(400);
    expect(long.body.detail).toMatch(/[ぁ-んァ-ン一-龥]/);
    expect((await server.api('GET', `/users/market/history?id=${lot.id}`)).status).toBe(401);
  });
});

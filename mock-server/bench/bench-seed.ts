/**
 * The benchmark-scale market: the sample market at `lots` web lots and
 * `branches` branches, plus a year of earlier sale days so that the sale lines reach
 * `saleLines` (1,000,000 by default). The extra year is generated inside the database
 * (generate_series), so a million lines cost one statement per table, not a million rows
 * through the client. Deterministic: the same options give the same rows.
 */
import type { Queryable } from '../src/db/types';
import { seedSampleMarket } from '../src/seed';
import { japanDate } from '../src/time/japan-time';

export interface BenchScale {
  lots: number;
  branches: number;
  saleLines: number;
  /** Earlier sale days the extra lines spread over (before the sample's own 30 days). */
  days?: number;
}

export const BENCH_SCALE: BenchScale = { lots: 10_000, branches: 1_000, saleLines: 1_000_000, days: 330 };

const LINES_PER_LOT = 3;

export async function seedBenchMarket(db: Queryable, scale: BenchScale, now: Date): Promise<{ saleLines: number; lots: number }> {
  let t = Date.now();
  const phase = (name: string) => {
    if (process.env.BENCH_SEED_TIMES) console.log(`  seed: ${name} ${Date.now() - t} ms`);
    t = Date.now();
  };
  await seedSampleMarket(db, { now, scale: { lots: scale.lots, branches: scale.branches } });
  phase('sample market');
  const have = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sales')).rows[0].n;
  const missing = Math.max(0, scale.saleLines - have);
  if (missing > 0) await addEarlierYear(db, missing, scale.days ?? 330);
  phase('earlier year');
  await db.query('ANALYZE');
  phase('analyze');
  const counts = await db.query<{ sales: number; lots: number }>(
    'SELECT (SELECT count(*)::int FROM sales) AS sales, (SELECT count(*)::int FROM web_items WHERE sale_date >= $1::date) AS lots',
    [japanDate(now)],
  );
  return { saleLines: counts.rows[0].sales, lots: counts.rows[0].lots };
}

/**
 * Receivings of earlier days (three in four also listed on the web, as past web lots are), and
 * LINES_PER_LOT sale lines each over every branch. The sample's own history starts 30 days back.
 */
async function addEarlierYear(db: Queryable, lines: number, days: number): Promise<void> {
  const lotsNeeded = Math.ceil(lines / LINES_PER_LOT);
  const perDay = Math.ceil(lotsNeeded / days);
  await db.query(
    `WITH sh AS (SELECT array_agg(shukkasha_cd ORDER BY shukkasha_cd) AS a FROM shippers),
          pr AS (SELECT array_agg(shohin_cd ORDER BY shohin_cd) AS a FROM products),
          today AS (SELECT max(sale_date) AS d FROM web_items)
     INSERT INTO receivings (niuke_dempyo_no, niuke_no, sale_date, category, shukkasha_cd, shohin_cd, specification, iri_su, stock_su, so_su)
     SELECT 'B' || to_char(today.d - 31 - day_n, 'YYYYMMDD') || lpad(n::text, 6, '0'), '001', today.d - 31 - day_n, '切花',
            sh.a[1 + (day_n * 7 + n * 13) % cardinality(sh.a)], pr.a[1 + (day_n * 31 + n * 17) % cardinality(pr.a)], '秀', 10, 0, 30 * 10
       FROM sh, pr, today, generate_series(0, $1::int - 1) AS day_n, generate_series(1, $2::int) AS n
      LIMIT $3`,
    [days, perDay, lotsNeeded],
  );
  await db.query(
    `INSERT INTO web_items (receiving_id, sale_date, unit_price, quantity_per_package, remaining_quantity, max_quantity, listed_at)
     SELECT id, sale_date, 40 + id % 60, iri_su, 0, 10, sale_date::timestamptz
       FROM receivings WHERE niuke_dempyo_no LIKE 'B%' AND id % 4 <> 0`,
  );
  await db.query(
    `WITH br AS (SELECT array_agg(id ORDER BY id) AS a FROM branches)
     INSERT INTO sales (sale_date, niuke_sale_date, sale_kbn, branch_id, receiving_id, web_item_id, kuchi_su, so_su, web_tanka, rate_tanka, price,
                        transaction_uuid, is_sokuho, created_at)
     SELECT r.sale_date, r.sale_date, CASE WHEN w.id IS NULL THEN 1 + (r.id + k) % 3 ELSE 4 END,
            br.a[1 + (r.id * 7 + k * 131) % cardinality(br.a)], r.id, w.id, 10, 100, 40 + r.id % 60, 2, 100 * (40 + r.id % 60),
            CASE WHEN w.id IS NULL THEN NULL ELSE md5(r.id || '-' || k)::uuid END, false,
            r.sale_date::timestamptz + interval '7 hours' + k * interval '1 minute'
       FROM br, receivings r LEFT JOIN web_items w ON w.receiving_id = r.id, generate_series(1, ${LINES_PER_LOT}) AS k
      WHERE r.niuke_dempyo_no LIKE 'B%'
      LIMIT $1`,
    [lines],
  );
}

import type { Queryable } from '../../../db/types';
import { LOT_SLACK_DAYS } from '../price-history/rollup-repository';

/**
 * Market statistics are computed from the sale lines themselves (every kind, every buyer,
 * cancelled lines excluded), never stored: quantity is stems sold (SO_SU), high_price the
 * highest per-stem price charged (WEB_TANKA), average the stem-weighted mean price
 * (Σ PRICE / Σ SO_SU) rounded to the yen.
 */
export interface MarketFigures {
  quantity: number;
  high_price: number;
  average: number;
}

const FIGURES = `
  sum(s.so_su)::int AS quantity,
  max(s.web_tanka)::int AS high_price,
  round(sum(s.price)::numeric / NULLIF(sum(s.so_su), 0))::int AS average`;

const LIVE_SALES = `sales s JOIN receivings r ON r.id = s.receiving_id JOIN products p ON p.shohin_cd = r.shohin_cd`;

/** The latest date up to `today` that has sales (the default market day). */
export async function latestSaleDate(db: Queryable, today: string): Promise<string | null> {
  const { rows } = await db.query<{ d: string | null }>('SELECT max(sale_date) AS d FROM sales WHERE cancelled_at IS NULL AND sale_date <= $1::date', [today]);
  return rows[0].d;
}

/**
 * Dates with sales from a year before `today` to `aheadDays` after it, newest first, at most
 * `limit`. Coming sale dates count once lots of them have been bought on the web ahead.
 */
export async function saleDates(db: Queryable, today: string, limit: number, aheadDays: number): Promise<string[]> {
  // One index probe per calendar day over a window, instead of a DISTINCT over every sale line.
  const { rows } = await db.query<{ d: string }>(
    `SELECT d::date::text AS d FROM generate_series($1::date - 365, $1::date + $3::int, interval '1 day') AS d
      WHERE EXISTS (SELECT 1 FROM sales s WHERE s.sale_date = d::date AND s.cancelled_at IS NULL)
      ORDER BY d DESC LIMIT $2`,
    [today, limit, aheadDays],
  );
  return rows.map((r) => r.d);
}

/** The latest sale date up to `today` on which lots were listed on the web. */
export async function recentListingDate(db: Queryable, today: string, itemCd?: string): Promise<string | null> {
  // ORDER BY … LIMIT 1 rather than max(): walks the sale-date index back from today instead of
  // aggregating every lot ever listed (max() over a join gets no such shortcut).
  const { rows } = await db.query<{ d: string }>(
    `SELECT w.sale_date AS d FROM web_items w JOIN receivings r ON r.id = w.receiving_id JOIN products p ON p.shohin_cd = r.shohin_cd
      WHERE NOT w.suspend_flg AND w.sale_date <= $1::date AND ($2::text IS NULL OR p.item_cd = $2)
      ORDER BY w.sale_date DESC LIMIT 1`,
    [today, itemCd ?? null],
  );
  return rows[0]?.d ?? null;
}

export async function itemFigures(db: Queryable, saleDate: string): Promise<(MarketFigures & { item_cd: string; item_name: string })[]> {
  const { rows } = await db.query<MarketFigures & { item_cd: string; item_name: string }>(
    `SELECT i.item_cd, i.item_nm AS item_name, ${FIGURES}
       FROM ${LIVE_SALES} JOIN items i ON i.item_cd = p.item_cd
      WHERE s.sale_date = $1::date AND s.cancelled_at IS NULL
      GROUP BY i.item_cd, i.item_nm, i.print_order
      ORDER BY i.print_order, i.item_cd`,
    [saleDate],
  );
  return rows;
}

export async function findItemName(db: Queryable, itemCd: string): Promise<string | null> {
  const { rows } = await db.query<{ item_nm: string }>('SELECT item_nm FROM items WHERE item_cd = $1', [itemCd]);
  return rows[0]?.item_nm ?? null;
}

export async function varietyFigures(db: Queryable, itemCd: string, saleDate: string): Promise<(MarketFigures & { variety_name: string })[]> {
  const { rows } = await db.query<MarketFigures & { variety_name: string }>(
    `SELECT COALESCE(NULLIF(p.variety_name, ''), p.product_name) AS variety_name, ${FIGURES}
       FROM ${LIVE_SALES}
      WHERE p.item_cd = $1 AND s.sale_date = $2::date AND s.cancelled_at IS NULL
      GROUP BY 1 ORDER BY quantity DESC, variety_name`,
    [itemCd, saleDate],
  );
  return rows;
}

/**
 * The item's figures per sale date over [from, to], oldest first (for the price chart); one
 * variety's with `variety`. Days up to the roll-up's `through` come from migration 027's
 * per-day sums by product, later days from the lines (a month of an item's lines is tens of
 * thousands at bench scale).
 */
export async function dailyItemFigures(
  db: Queryable,
  q: { itemCd: string; from: string; to: string; variety: string | null; through: string },
): Promise<(MarketFigures & { sale_date: string })[]> {
  const { rows } = await db.query<MarketFigures & { sale_date: string }>(
    `WITH products_of AS (SELECT ARRAY(SELECT p.shohin_cd FROM products p
                                        WHERE p.item_cd = $1 AND ($4::text IS NULL OR COALESCE(NULLIF(p.variety_name, ''), p.product_name) = $4)) AS keys),
          days AS (SELECT d.sale_date, d.price, d.so_su, d.high FROM sale_product_days d
                    WHERE d.shohin_cd = ANY((SELECT keys FROM products_of)::text[]) AND d.sale_date BETWEEN $2::date AND LEAST($3::date, $5::date)
                   UNION ALL
                   SELECT s.sale_date, s.price, s.so_su, s.web_tanka
                     FROM receivings r JOIN sales s ON s.receiving_id = r.id AND s.cancelled_at IS NULL
                                                   AND s.sale_date BETWEEN GREATEST($2::date, $5::date + 1) AND $3::date
                    WHERE r.shohin_cd = ANY((SELECT keys FROM products_of)::text[])
                      AND r.sale_date BETWEEN GREATEST($2::date, $5::date + 1) - ${LOT_SLACK_DAYS} AND $3::date)
     SELECT to_char(sale_date, 'YYYY/MM/DD') AS sale_date, sum(so_su)::int AS quantity, max(high)::int AS high_price,
            round(sum(price)::numeric / NULLIF(sum(so_su), 0))::int AS average
       FROM days GROUP BY sale_date ORDER BY sale_date`,
    [q.itemCd, q.from, q.to, q.variety, q.through],
    { prepare: true },
  );
  return rows;
}

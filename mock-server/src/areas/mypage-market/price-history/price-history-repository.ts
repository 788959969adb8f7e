import { LOT_SLACK_DAYS, rolledUpSql } from './rollup-repository';
import type { Queryable } from '../../../db/types';

/** One sale day of a series: per-stem yen (Σ PRICE / Σ SO_SU rounded, max WEB_TANKA) and stems traded. */
export interface HistoryDay {
  date: string;
  average: number;
  high: number;
  quantity: number;
}

/** What a lot's history is about: its product, variety (within its item), item and shipper. */
export interface HistorySubject {
  shohin_cd: string;
  item_cd: string;
  variety: string;
  shukkasha_cd: string;
  item_products: { shohin_cd: string; variety: string }[];
}

/**
 * Lines are counted on their own SALE_DATE (every kind, cancelled lines left out). Days up to the
 * roll-up's `through` come from migration 027's per-day sums; later days are summed from the
 * lines (kept in memory by live-days-cache.ts), reached through the receivings of the series
 * from LOT_SLACK_DAYS before them on (rollup-repository.ts).
 */

/** The market page's variety of a product: its variety name, else its product name. */
const VARIETY = (p: string) => `COALESCE(NULLIF(${p}.variety_name, ''), ${p}.product_name)`;

const KEY_COLUMN = { product: 'shohin_cd', shipper: 'shukkasha_cd' } as const;

const FIGURES = `to_char(d.sale_date, 'YYYY/MM/DD') AS date, d.price::float8 AS price, d.so_su::float8 AS so_su, d.high::int AS high`;

/** Per key and day summed from the lines: $1 keys (or every key), $2 from, $3 to. */
const LIVE_DAYS_SQL = (by: KeyKind, everyKey: boolean) => {
  const key = KEY_COLUMN[by];
  return `SELECT d.key, ${FIGURES}
  FROM (SELECT r.${key}, s.sale_date, sum(s.price), sum(s.so_su), max(s.web_tanka)
          FROM (SELECT r.id, r.${key} FROM receivings r
                 WHERE ${everyKey ? '$1::text[] IS NULL' : `r.${key} = ANY($1::text[])`} AND r.sale_date BETWEEN $2::date - ${LOT_SLACK_DAYS} AND $3::date) r
          JOIN sales s ON s.receiving_id = r.id AND s.cancelled_at IS NULL AND s.sale_date BETWEEN $2::date AND $3::date
         GROUP BY r.${key}, s.sale_date) d (key, sale_date, price, so_su, high)
 ORDER BY d.sale_date`;
};

export type KeyKind = 'product' | 'shipper';

/** One key's sums of one day (yen, stems; high per stem). */
export interface KeyDay {
  key: string;
  date: string;
  price: number;
  so_su: number;
  high: number;
}

/** A lot's subject and its closed days (product by product over its item, and its shipper). */
export interface LotHistory {
  subject: HistorySubject;
  products: KeyDay[];
  shipper: KeyDay[];
}

const ROLLED_JSON = (by: KeyKind, keys: string) =>
  `(SELECT COALESCE(json_agg(json_build_array(d.key, to_char(d.sale_date, 'YYYY/MM/DD'), d.price, d.so_su, d.high)), '[]')
      FROM (${rolledUpSql(by, keys)}) d (key, sale_date, price, so_su, high))`;

type KeyDayTuple = [string, string, number, number, number];
const keyDayOf = ([key, date, price, so_su, high]: KeyDayTuple): KeyDay => ({ key, date, price: Number(price), so_su: Number(so_su), high });

/**
 * One statement (one round trip: the price history is asked for on every lot opened), null for
 * a lot that does not exist: the lot's product, variety, item (with every product of it and
 * their varieties) and shipper; and the rolled-up days from `from` ($2) to `through` ($3) of the
 * item's products and of the shipper.
 */
export async function lotHistory(db: Queryable, q: { webItemId: number; from: string; through: string }): Promise<LotHistory | null> {
  const { rows } = await db.query<HistorySubject & { products: KeyDayTuple[]; shipper: KeyDayTuple[] }>(
    `WITH lot AS (SELECT r.shohin_cd, p.item_cd, ${VARIETY('p')} AS variety, r.shukkasha_cd
                    FROM web_items w JOIN receivings r ON r.id = w.receiving_id JOIN products p ON p.shohin_cd = r.shohin_cd
                   WHERE w.id = $1),
          item AS (SELECT o.shohin_cd, ${VARIETY('o')} AS variety FROM products o WHERE o.item_cd = (SELECT item_cd FROM lot))
     SELECT lot.*,
            (SELECT json_agg(json_build_object('shohin_cd', item.shohin_cd, 'variety', item.variety)) FROM item) AS item_products,
            ${ROLLED_JSON('product', 'ARRAY(SELECT shohin_cd FROM item)')} AS products,
            ${ROLLED_JSON('shipper', 'ARRAY[lot.shukkasha_cd]')} AS shipper
       FROM lot`,
    [q.webItemId, q.from, q.through],
    { prepare: true },
  );
  const row = rows[0];
  if (!row) return null;
  const { products, shipper, ...subject } = row;
  return { subject, products: products.map(keyDayOf), shipper: shipper.map(keyDayOf) };
}

/** The days of each of `keys` (every key: null) from `from` to `to` summed from the lines (the days after the roll-up). */
export async function liveDays(db: Queryable, by: KeyKind, keys: string[] | null, from: string, to: string): Promise<KeyDay[]> {
  if (keys?.length === 0 || from > to) return [];
  const { rows } = await db.query<KeyDay>(LIVE_DAYS_SQL(by, keys === null), [keys, from, to], { prepare: true });
  return rows;
}

/** The days of the keys `wanted` accepts, summed: per-stem average (Σ price / Σ stems, rounded), high and stems. */
export function sumDays(days: readonly KeyDay[], wanted: (key: string) => boolean): HistoryDay[] {
  const byDate = new Map<string, { price: number; so_su: number; high: number }>();
  for (const d of days) {
    if (!wanted(d.key)) continue;
    const sum = byDate.get(d.date);
    if (sum) {
      sum.price += d.price;
      sum.so_su += d.so_su;
      sum.high = Math.max(sum.high, d.high);
    } else byDate.set(d.date, { price: d.price, so_su: d.so_su, high: d.high });
  }
  return [...byDate]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .filter(([, sum]) => sum.so_su > 0)
    .map(([date, sum]) => ({ date, average: Math.round(sum.price / sum.so_su), high: sum.high, quantity: sum.so_su }));
}

/** Latest first: the order in which a branch's "last paid" line is found (any kind of sale). */
const latestFirst = (line: string) => `${line}.sale_date DESC, ${line}.created_at DESC, ${line}.sale_id DESC`;

/** The branch's latest per-stem price paid for the product, or null: its lines newest first (sales_branch_date_idx) until one is of it. */
export async function lastPaidPrice(db: Queryable, branchId: number, shohinCd: string): Promise<number | null> {
  const { rows } = await db.query<{ web_tanka: number }>(
    `SELECT s.web_tanka FROM sales s JOIN receivings r ON r.id = s.receiving_id
      WHERE s.branch_id = $1 AND r.shohin_cd = $2 AND s.cancelled_at IS NULL ORDER BY ${latestFirst('s')} LIMIT 1`,
    [branchId, shohinCd],
    { prepare: true },
  );
  return rows[0]?.web_tanka ?? null;
}

/**
 * The branch's latest per-stem price paid for every product it ever bought: one walk of its lines
 * (sales_branch_date_idx), each line's product by its receiving's key (a hash join would read
 * every receiving for a branch's thousand lines).
 */
export async function lastPaidPrices(db: Queryable, branchId: number): Promise<Map<string, number>> {
  const { rows } = await db.query<{ shohin_cd: string; web_tanka: number }>(
    `SELECT DISTINCT ON (l.shohin_cd) l.shohin_cd, l.web_tanka
       FROM (SELECT (SELECT r.shohin_cd FROM receivings r WHERE r.id = s.receiving_id) AS shohin_cd, s.web_tanka, s.sale_date, s.created_at, s.sale_id
               FROM sales s WHERE s.branch_id = $1 AND s.cancelled_at IS NULL) l
      ORDER BY l.shohin_cd, ${latestFirst('l')}`,
    [branchId],
    { prepare: true },
  );
  return new Map(rows.map((r) => [r.shohin_cd, r.web_tanka]));
}

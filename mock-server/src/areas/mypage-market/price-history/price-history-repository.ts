import { rolledUpSql } from './rollup-repository';
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
}

/**
 * Lines are counted on their own SALE_DATE (every kind, cancelled lines left out). Days up to the
 * roll-up's `through` ($4) come from migration 027's per-day sums; later days are summed from
 * the lines, reached through the receivings of the series from LOT_SLACK_DAYS before them on: a
 * lot is traded on its sale date (next orders are fulfilled from the next day's lots), so older
 * receivings hold no line of those days. Migration 026's indexes make that a walk of a few
 * receivings and their lines' index entries, whatever the size of the sale table.
 */
const LOT_SLACK_DAYS = 7;

/** The first day summed from the lines: the day after the roll-up, or the period's start. */
const LIVE_FROM = 'GREATEST($2::date, $4::date + 1)';

const LIVE_LINES = (receivingKey: string) => `SELECT s.sale_date, sum(s.price) AS price, sum(s.so_su) AS so_su, max(s.web_tanka) AS high
  FROM (SELECT r.id FROM receivings r WHERE r.${receivingKey} = ANY($1::text[]) AND r.sale_date BETWEEN ${LIVE_FROM} - ${LOT_SLACK_DAYS} AND $3::date) r
  JOIN sales s ON s.receiving_id = r.id AND s.cancelled_at IS NULL AND s.sale_date BETWEEN ${LIVE_FROM} AND $3::date
  GROUP BY s.sale_date`;

export async function findHistorySubject(db: Queryable, webItemId: number): Promise<HistorySubject | null> {
  const { rows } = await db.query<HistorySubject>(
    `SELECT r.shohin_cd, p.item_cd, COALESCE(NULLIF(p.variety_name, ''), p.product_name) AS variety, r.shukkasha_cd
       FROM web_items w JOIN receivings r ON r.id = w.receiving_id JOIN products p ON p.shohin_cd = r.shohin_cd
      WHERE w.id = $1`,
    [webItemId],
  );
  return rows[0] ?? null;
}

/** A period of days: from and to ('YYYY-MM-DD', inclusive) and the roll-up's through. */
export interface HistoryPeriod {
  from: string;
  to: string;
  through: string;
}

async function seriesOf(db: Queryable, by: 'product' | 'shipper', keys: string[], p: HistoryPeriod): Promise<HistoryDay[]> {
  const { rows } = await db.query<HistoryDay>(
    `SELECT to_char(d.sale_date, 'YYYY/MM/DD') AS date, round(d.price::numeric / NULLIF(d.so_su, 0))::int AS average,
            d.high::int AS high, d.so_su::int AS quantity
       FROM (${rolledUpSql(by)} UNION ALL ${LIVE_LINES(by === 'product' ? 'shohin_cd' : 'shukkasha_cd')}) d
      ORDER BY d.sale_date`,
    [keys, p.from, p.to, p.through],
    { prepare: true },
  );
  return rows;
}

/** One product's days. */
export function productHistory(db: Queryable, shohinCd: string, period: HistoryPeriod): Promise<HistoryDay[]> {
  return seriesOf(db, 'product', [shohinCd], period);
}

/** The products of an item, all of them or those of one variety (the market page's variety: its name, else the product's). */
export async function itemProducts(db: Queryable, itemCd: string, variety: string | null): Promise<string[]> {
  const { rows } = await db.query<{ shohin_cd: string }>(
    `SELECT shohin_cd FROM products WHERE item_cd = $1 AND ($2::text IS NULL OR COALESCE(NULLIF(variety_name, ''), product_name) = $2)`,
    [itemCd, variety],
  );
  return rows.map((r) => r.shohin_cd);
}

/** The days of several products together (a variety, an item). */
export function productsHistory(db: Queryable, shohinCds: string[], period: HistoryPeriod): Promise<HistoryDay[]> {
  return seriesOf(db, 'product', shohinCds, period);
}

/** One shipper's days, every product. */
export function shipperHistory(db: Queryable, shukkashaCd: string, period: HistoryPeriod): Promise<HistoryDay[]> {
  return seriesOf(db, 'shipper', [shukkashaCd], period);
}

/** The branch's latest per-stem price paid for the product (any kind of sale), or null. */
export async function lastPaidPrice(db: Queryable, branchId: number, shohinCd: string): Promise<number | null> {
  // Walks the branch's lines newest first (sales_branch_date_idx) until one is of the product.
  const { rows } = await db.query<{ web_tanka: number }>(
    `SELECT s.web_tanka FROM sales s JOIN receivings r ON r.id = s.receiving_id
      WHERE s.branch_id = $1 AND r.shohin_cd = $2 AND s.cancelled_at IS NULL
      ORDER BY s.sale_date DESC, s.created_at DESC, s.sale_id DESC LIMIT 1`,
    [branchId, shohinCd],
  );
  return rows[0]?.web_tanka ?? null;
}

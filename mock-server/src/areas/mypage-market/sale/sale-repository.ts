import type { Static } from 'typebox';
import type { Queryable } from '../../../db/types';
import { saleKindNameSql } from '../../../db/sale-kind-sql';
import type { SaleLine as SaleLineSchema } from './sale-schemas';

type SaleLine = Static<typeof SaleLineSchema>;

/**
 * A buyer's purchase history. Every query is keyed by the caller's purchaser code and a
 * branch number, so a branch of another purchaser can never be addressed (ownership in SQL).
 */
export interface BranchRow {
  branch_number: string;
  branch_name: string;
}

export interface SaleDayRow {
  sale_date: string;
  total_purchase: number;
  other_total: number;
  transactions: number;
  is_sokuho: boolean;
}

/** One sale line as the detail answers it (the contract's SaleLine). */
export type SaleLineRow = SaleLine;

/** The purchaser's branches, in branch-number order. */
export async function listPurchaserBranches(db: Queryable, baisanCd: string): Promise<BranchRow[]> {
  const { rows } = await db.query<BranchRow>(
    'SELECT baisan_eda AS branch_number, baisan_eda_nm AS branch_name FROM branches WHERE baisan_cd = $1 ORDER BY baisan_eda',
    [baisanCd],
  );
  return rows;
}

/** One row per purchase date of the branch within [from, to], newest first. */
export async function listSaleDays(db: Queryable, baisanCd: string, eda: string, from: string, to: string): Promise<SaleDayRow[]> {
  const { rows } = await db.query<SaleDayRow>(
    `SELECT s.sale_date, sum(s.price)::int AS total_purchase, sum(s.so_su * s.rate_tanka)::int AS other_total,
            count(*)::int AS transactions, bool_or(s.is_sokuho) AS is_sokuho
       FROM sales s JOIN branches b ON b.id = s.branch_id
      WHERE b.baisan_cd = $1 AND b.baisan_eda = $2 AND s.cancelled_at IS NULL AND s.sale_date BETWEEN $3::date AND $4::date
      GROUP BY s.sale_date ORDER BY s.sale_date DESC`,
    [baisanCd, eda, from, to],
  );
  return rows;
}

/**
 * The branch's latest purchase date after `today` and up to `until`: lots of the coming sale
 * dates are bought ahead, and their lines carry the lot's sale date, not the day of buying.
 */
export async function latestUpcomingSaleDate(db: Queryable, baisanCd: string, eda: string, today: string, until: string): Promise<string | null> {
  const { rows } = await db.query<{ d: string | null }>(
    `SELECT max(s.sale_date)::text AS d
       FROM sales s JOIN branches b ON b.id = s.branch_id
      WHERE b.baisan_cd = $1 AND b.baisan_eda = $2 AND s.cancelled_at IS NULL AND s.sale_date > $3::date AND s.sale_date <= $4::date`,
    [baisanCd, eda, today, until],
  );
  return rows[0].d;
}

const KBN_LABEL = saleKindNameSql('s.sale_kbn');

export async function listSaleLines(db: Queryable, baisanCd: string, eda: string, saleDate: string): Promise<SaleLineRow[]> {
  const { rows } = await db.query<SaleLineRow>(
    `SELECT s.sale_id AS id, ${KBN_LABEL} AS sale_kbn, sh.shukkasha_nm AS shipment_provider_name, p.product_name, p.color,
            r.specification, r.niuke_no AS receiving_number, r.iri_su AS quantity_per_package, s.kuchi_su AS "KUCHI_SU", s.ha_su AS "HA_SU",
            s.so_su AS sosu, s.web_tanka AS unit_price, s.discount_tanka, s.price, (s.so_su * s.rate_tanka)::int AS commission,
            s.biko AS remarks, b.baisan_cd || '-' || b.baisan_eda AS baisan_id, s.is_sokuho AS "isSokuho"
       FROM sales s
       JOIN branches b ON b.id = s.branch_id
       JOIN receivings r ON r.id = s.receiving_id
       JOIN products p ON p.shohin_cd = r.shohin_cd
       JOIN shippers sh ON sh.shukkasha_cd = r.shukkasha_cd
      WHERE b.baisan_cd = $1 AND b.baisan_eda = $2 AND s.cancelled_at IS NULL AND s.sale_date = $3::date
      ORDER BY s.created_at, s.sale_id`,
    [baisanCd, eda, saleDate],
  );
  return rows;
}

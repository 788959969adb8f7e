import type { Queryable } from '../db/types';
import { likePattern } from './admin-link-read-repository';

/** Admin sale of spec §3 (plus BAISAN_CD and the sale kind's name). */
export interface AdminSaleRow {
  SALE_ID: number;
  SALE_DATE: string;
  NIUKE_SALE_DATE: string | null;
  SALE_KBN: 1 | 2 | 3 | 4;
  SALE_KBN_NM: string;
  BAISAN_CD: string;
  BAISAN_NM: string;
  BAISAN_EDA: string;
  SHOHIN_NM: string;
  COLOR_NM: string;
  specification: string;
  WEB_TANKA: number;
  RATE_TANKA: number;
  KUCHI_SU: number;
  HA_SU: number;
  SO_SU: number;
  PRICE: number;
  NIUKE_NO: string;
  SHUKKASHA_NM: string;
  IRI_SU: number;
  DISCOUNT_TANKA: number;
  STOCK_SU: number;
  BIKO: string;
  max_quantity: number | null;
  DELETABLE_FLG: boolean;
}

/**
 * Sale lines, newest first; cancelled lines are gone from the market's books and not listed.
 * query matches the purchaser (code or name), branch name, product and shipper.
 */
export async function listAdminSales(db: Queryable, q: { query?: string; saleDate?: string; per: number; offset: number }): Promise<(AdminSaleRow & { total: number })[]> {
  const { rows } = await db.query<AdminSaleRow & { total: number }>(
    `SELECT s.sale_id AS "SALE_ID", to_char(s.sale_date, 'YYYY/MM/DD') AS "SALE_DATE", to_char(s.niuke_sale_date, 'YYYY/MM/DD') AS "NIUKE_SALE_DATE",
            s.sale_kbn::int AS "SALE_KBN",
            CASE s.sale_kbn WHEN 1 THEN 'せり' WHEN 2 THEN '注文' WHEN 3 THEN '相対' ELSE 'WEB' END AS "SALE_KBN_NM",
            b.baisan_cd AS "BAISAN_CD", pu.baisan_nm AS "BAISAN_NM", b.baisan_eda AS "BAISAN_EDA",
            p.product_name AS "SHOHIN_NM", p.color AS "COLOR_NM", r.specification,
            s.web_tanka AS "WEB_TANKA", s.rate_tanka AS "RATE_TANKA", s.kuchi_su AS "KUCHI_SU", s.ha_su AS "HA_SU", s.so_su AS "SO_SU",
            s.price AS "PRICE", r.niuke_no AS "NIUKE_NO", sh.shukkasha_nm AS "SHUKKASHA_NM", r.iri_su AS "IRI_SU",
            s.discount_tanka AS "DISCOUNT_TANKA", r.stock_su AS "STOCK_SU", s.biko AS "BIKO", w.max_quantity,
            s.is_sokuho AS "DELETABLE_FLG", count(*) OVER () AS total
       FROM sales s
       JOIN branches b ON b.id = s.branch_id
       JOIN purchasers pu ON pu.baisan_cd = b.baisan_cd
       JOIN receivings r ON r.id = s.receiving_id
       JOIN products p ON p.shohin_cd = r.shohin_cd
       JOIN shippers sh ON sh.shukkasha_cd = r.shukkasha_cd
       LEFT JOIN web_items w ON w.id = s.web_item_id
      WHERE s.cancelled_at IS NULL
        AND ($1::date IS NULL OR s.sale_date = $1::date)
        AND ($2::text IS NULL OR b.baisan_cd ILIKE $2 OR pu.baisan_nm ILIKE $2 OR b.baisan_eda_nm ILIKE $2
             OR p.product_name ILIKE $2 OR sh.shukkasha_nm ILIKE $2)
      ORDER BY s.sale_date DESC, s.sale_id DESC
      LIMIT $3 OFFSET $4`,
    [q.saleDate ?? null, likePattern(q.query), q.per, q.offset],
  );
  return rows;
}

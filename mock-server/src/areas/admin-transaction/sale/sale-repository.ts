import type { Queryable } from '../../../db/types';
import { saleKindNameSql } from '../../../db/sale-kind-sql';
import { likePattern } from '../../../db/like-pattern';
import type { SALE_KBN } from '../../../domain/values';
import type { AdminSale } from './sale-schemas';

export interface SaleFilter {
  query?: string;
  saleKbn?: number;
  from?: string;
  to?: string;
  baisanCd?: string;
  baisanEda?: string;
  niukeDempyoNo?: string;
  niukeNo?: string;
}

const SALE_COLUMNS = `s.sale_id::int AS "SALE_ID", to_char(s.sale_date, 'YYYY/MM/DD') AS "SALE_DATE",
  to_char(s.niuke_sale_date, 'YYYY/MM/DD') AS "NIUKE_SALE_DATE", s.sale_kbn::int AS "SALE_KBN",
  ${saleKindNameSql('s.sale_kbn')} AS "SALE_KBN_NM",
  b.baisan_cd AS "BAISAN_CD", pu.baisan_nm AS "BAISAN_NM", b.baisan_eda AS "BAISAN_EDA", b.baisan_eda_nm AS "BAISAN_EDA_NM",
  p.product_name AS "SHOHIN_NM", p.color AS "COLOR_NM", r.specification,
  s.web_tanka AS "WEB_TANKA", s.rate_tanka AS "RATE_TANKA", s.kuchi_su AS "KUCHI_SU", s.ha_su AS "HA_SU", s.so_su AS "SO_SU",
  s.price AS "PRICE", r.niuke_dempyo_no AS "NIUKE_DEMPYO_NO", r.niuke_no AS "NIUKE_NO", sh.shukkasha_nm AS "SHUKKASHA_NM",
  r.iri_su AS "IRI_SU", s.discount_tanka AS "DISCOUNT_TANKA", r.stock_su AS "STOCK_SU", s.biko AS "BIKO", w.max_quantity,
  s.is_sokuho AS "DELETABLE_FLG"`;

const SALE_FROM = `FROM sales s
  JOIN branches b ON b.id = s.branch_id
  JOIN purchasers pu ON pu.baisan_cd = b.baisan_cd
  JOIN receivings r ON r.id = s.receiving_id
  JOIN products p ON p.shohin_cd = r.shohin_cd
  JOIN shippers sh ON sh.shukkasha_cd = r.shukkasha_cd
  LEFT JOIN web_items w ON w.id = s.web_item_id`;

const SALE_WHERE = `s.cancelled_at IS NULL
  AND ($1::text IS NULL OR b.baisan_cd ILIKE $1 OR pu.baisan_nm ILIKE $1 OR b.baisan_eda_nm ILIKE $1
       OR p.product_name ILIKE $1 OR sh.shukkasha_nm ILIKE $1 OR s.biko ILIKE $1)
  AND ($2::int IS NULL OR s.sale_kbn = $2::int)
  AND ($3::date IS NULL OR s.sale_date >= $3::date)
  AND ($4::date IS NULL OR s.sale_date <= $4::date)
  AND ($5::text IS NULL OR b.baisan_cd = $5)
  AND ($6::text IS NULL OR b.baisan_eda = $6)
  AND ($7::text IS NULL OR r.niuke_dempyo_no = $7)
  AND ($8::text IS NULL OR r.niuke_no = $8)`;

const filterValues = (f: SaleFilter) => [
  likePattern(f.query),
  f.saleKbn ?? null,
  f.from ?? null,
  f.to ?? null,
  f.baisanCd || null,
  f.baisanEda || null,
  f.niukeDempyoNo || null,
  f.niukeNo || null,
];

/** Sale lines of the filter, newest first; cancelled lines are off the books and not listed. */
export async function listSales(db: Queryable, f: SaleFilter, per: number, offset: number): Promise<AdminSale[]> {
  const { rows } = await db.query<AdminSale>(
    `SELECT ${SALE_COLUMNS} ${SALE_FROM} WHERE ${SALE_WHERE}
     ORDER BY s.sale_date DESC, s.sale_id DESC LIMIT $9 OFFSET $10`,
    [...filterValues(f), per, offset],
  );
  return rows;
}

export interface SaleSums {
  total: number;
  KUCHI_SU: number;
  HA_SU: number;
  SO_SU: number;
  PRICE: number;
}

export async function sumSales(db: Queryable, f: SaleFilter): Promise<SaleSums> {
  const { rows } = await db.query<SaleSums>(
    `SELECT count(*)::int AS total, COALESCE(sum(s.kuchi_su), 0)::int AS "KUCHI_SU", COALESCE(sum(s.ha_su), 0)::int AS "HA_SU",
       COALESCE(sum(s.so_su), 0)::int AS "SO_SU", COALESCE(sum(s.price), 0)::bigint::int AS "PRICE"
     ${SALE_FROM} WHERE ${SALE_WHERE}`,
    filterValues(f),
  );
  return rows[0];
}

export async function findSaleRow(db: Queryable, saleId: number): Promise<AdminSale | null> {
  const { rows } = await db.query<AdminSale>(`SELECT ${SALE_COLUMNS} ${SALE_FROM} WHERE s.sale_id = $1 AND s.cancelled_at IS NULL`, [saleId]);
  return rows[0] ?? null;
}

export interface StoredSale {
  sale_id: number;
  sale_kbn: number;
  branch_id: number;
  receiving_id: number;
  web_item_id: number | null;
  kuchi_su: number;
  ha_su: number;
  web_tanka: number;
  biko: string;
  is_sokuho: boolean;
  sale_rate: number;
  iri_su: number;
}

/** A live sale line, locked for a correction or deletion. */
export async function lockSale(tx: Queryable, saleId: number): Promise<StoredSale | null> {
  const { rows } = await tx.query<StoredSale>(
    `SELECT s.sale_id::int, s.sale_kbn::int, s.branch_id, s.receiving_id, s.web_item_id, s.kuchi_su, s.ha_su, s.web_tanka, s.biko,
       s.is_sokuho, b.sale_rate::float AS sale_rate, r.iri_su
     FROM sales s JOIN branches b ON b.id = s.branch_id JOIN receivings r ON r.id = s.receiving_id
     WHERE s.sale_id = $1 AND s.cancelled_at IS NULL FOR UPDATE OF s`,
    [saleId],
  );
  return rows[0] ?? null;
}

export interface NewSale {
  /** The market's kinds; WEB lines come from buyers only. */
  saleKbn: (typeof SALE_KBN)['auction' | 'order' | 'negotiated'];
  saleDate: string;
  branchId: number;
  receivingId: number;
  webItemId: number | null;
  kuchiSu: number;
  haSu: number;
  soSu: number;
  tanka: number;
  rateTanka: number;
  discountTanka: number;
  biko: string;
  createdAt: Date;
}

export async function insertSale(tx: Queryable, s: NewSale): Promise<number> {
  const { rows } = await tx.query<{ sale_id: number }>(
    `INSERT INTO sales (sale_date, niuke_sale_date, sale_kbn, branch_id, receiving_id, web_item_id, kuchi_su, ha_su, so_su,
       web_tanka, rate_tanka, discount_tanka, price, biko, is_sokuho, created_at)
     VALUES ($1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $8::int * $9::int, $12, true, $13) RETURNING sale_id::int`,
    [s.saleDate, s.saleKbn, s.branchId, s.receivingId, s.webItemId, s.kuchiSu, s.haSu, s.soSu, s.tanka, s.rateTanka, s.discountTanka, s.biko, s.createdAt],
  );
  return rows[0].sale_id;
}

export async function updateSale(
  tx: Queryable,
  saleId: number,
  s: { kuchiSu: number; haSu: number; soSu: number; tanka: number; rateTanka: number; biko: string },
): Promise<void> {
  await tx.query(
    `UPDATE sales SET kuchi_su = $2, ha_su = $3, so_su = $4, web_tanka = $5, rate_tanka = $6, price = $4::int * $5::int, biko = $7
     WHERE sale_id = $1`,
    [saleId, s.kuchiSu, s.haSu, s.soSu, s.tanka, s.rateTanka, s.biko],
  );
}

/** Deletion takes the line off the books (kept for the log and references). */
export async function deleteSale(tx: Queryable, saleId: number, at: Date): Promise<void> {
  await tx.query('UPDATE sales SET cancelled_at = $2 WHERE sale_id = $1', [saleId, at]);
}

export interface BranchRef {
  id: number;
  sale_rate: number;
}

export async function findBranch(db: Queryable, baisanCd: string, baisanEda: string): Promise<BranchRef | null> {
  const { rows } = await db.query<BranchRef>('SELECT id, sale_rate::float AS sale_rate FROM branches WHERE baisan_cd = $1 AND baisan_eda = $2', [
    baisanCd,
    baisanEda,
  ]);
  return rows[0] ?? null;
}

export interface ReceivingRef {
  id: number;
  iri_su: number;
  sale_date: string;
  shohin_cd: string;
}

export async function findReceivingRef(db: Queryable, dempyoNo: string, niukeNo: string): Promise<ReceivingRef | null> {
  const { rows } = await db.query<ReceivingRef>(
    `SELECT id, iri_su, to_char(sale_date, 'YYYY-MM-DD') AS sale_date, shohin_cd FROM receivings WHERE niuke_dempyo_no = $1 AND niuke_no = $2`,
    [dempyoNo, niukeNo],
  );
  return rows[0] ?? null;
}

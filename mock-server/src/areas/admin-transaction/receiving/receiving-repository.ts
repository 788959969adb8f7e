import type { Queryable } from '../../../db/types';
import { saleKindNameSql } from '../../../db/sale-kind-sql';
import { likePattern } from '../../../db/like-pattern';
import type { ReceivingSale, WebListing } from './receiving-schemas';

export interface ReceivingFilter {
  query?: string;
  includeSuspended: boolean;
  saleDate?: string;
  category?: string;
  itemNm?: string;
  shohinNm?: string;
  shukkashaNm?: string;
  tantoshaNm?: string;
}

/** A receiving row before its photo URLs and sale lines are added. */
export interface ReceivingBase {
  id: number;
  NIUKE_DEMPYO_NO: string;
  NIUKE_NO: string;
  SALE_DATE: string;
  category: string;
  SHUKKASHA_CD: string;
  SHUKKASHA_NM: string;
  SHOHIN_CD: string;
  SHOHIN_NM: string;
  COLOR_NM: string;
  ITEM_NM: string;
  specification: string;
  IRI_SU: number;
  STOCK_SU: number;
  SO_SU: number;
  BIKO: string;
  TANTOSHA_NM: string;
  SUSPEND_FLG: boolean;
  shohin_image1_key: string | null;
  shohin_image2_key: string | null;
  niuke_image1_key: string | null;
  niuke_image2_key: string | null;
  web: (Omit<WebListing, 'recommended_start_time'> & { recommended_start_time: string | null }) | null;
}

const SORT_COLUMNS: Record<string, string> = {
  SALE_DATE: 'r.sale_date',
  NIUKE_DEMPYO_NO: 'r.niuke_dempyo_no',
  NIUKE_NO: 'r.niuke_no',
  SHUKKASHA_NM: 'sh.shukkasha_nm',
  SHOHIN_NM: 'p.product_name',
  ITEM_NM: 'i.item_nm',
  STOCK_SU: 'r.stock_su',
  TANTOSHA_NM: 'r.tantosha_nm',
  category: 'r.category',
};

const COLUMNS = `r.id, r.niuke_dempyo_no AS "NIUKE_DEMPYO_NO", r.niuke_no AS "NIUKE_NO", to_char(r.sale_date, 'YYYY/MM/DD') AS "SALE_DATE",
  r.category, r.shukkasha_cd AS "SHUKKASHA_CD", sh.shukkasha_nm AS "SHUKKASHA_NM", r.shohin_cd AS "SHOHIN_CD",
  p.product_name AS "SHOHIN_NM", p.color AS "COLOR_NM", i.item_nm AS "ITEM_NM", r.specification, r.iri_su AS "IRI_SU",
  r.stock_su AS "STOCK_SU", r.so_su AS "SO_SU", r.biko AS "BIKO", r.tantosha_nm AS "TANTOSHA_NM",
  (p.is_suspensions OR COALESCE(w.suspend_flg, false)) AS "SUSPEND_FLG",
  p.image1_key AS shohin_image1_key, p.image2_key AS shohin_image2_key, r.niuke_image1_key, r.niuke_image2_key,
  CASE WHEN w.id IS NULL THEN NULL ELSE json_build_object(
    'id', w.id, 'unit_price', w.unit_price, 'remaining_quantity', w.remaining_quantity, 'hasu', w.hasu,
    'max_quantity', w.max_quantity, 'is_web_open', w.is_web_open, 'BUY_PERMIT_FLG', w.buy_permit_flg,
    'YOYAKU_PERMIT_FLG', w.yoyaku_permit_flg, 'is_negotiable', w.is_negotiable, 'recommended_flag', w.recommended_flag,
    'recommended_unit_price', w.recommended_unit_price,
    'recommended_start_time', to_char(w.recommended_start_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'open_hour', w.open_hour, 'discount_details', to_json(w.discount_details),
    'bundle_tanka_list', COALESCE((SELECT json_agg(json_build_object('quantity', b.quantity, 'bundle_tanka', b.bundle_tanka) ORDER BY b.quantity)
                                   FROM web_item_bundle_prices b WHERE b.web_item_id = w.id), '[]'::json),
    'remarks', w.remarks, 'notice', w.notice, 'suspend_flg', w.suspend_flg) END AS web`;

const FROM = `FROM receivings r
  JOIN products p ON p.shohin_cd = r.shohin_cd
  JOIN items i ON i.item_cd = p.item_cd
  JOIN shippers sh ON sh.shukkasha_cd = r.shukkasha_cd
  LEFT JOIN web_items w ON w.receiving_id = r.id`;

const WHERE = `($1::text IS NULL OR r.niuke_dempyo_no ILIKE $1 OR r.niuke_no ILIKE $1 OR sh.shukkasha_nm ILIKE $1
       OR p.product_name ILIKE $1 OR r.biko ILIKE $1 OR r.shohin_cd ILIKE $1)
  AND ($2 OR NOT (p.is_suspensions OR COALESCE(w.suspend_flg, false)))
  AND ($3::date IS NULL OR r.sale_date = $3::date)
  AND (($4::text IS NULL AND $5::text IS NULL) OR r.category = $4::text OR i.item_nm ILIKE $5::text)
  AND ($6::text IS NULL OR p.product_name ILIKE $6)
  AND ($7::text IS NULL OR sh.shukkasha_nm ILIKE $7)
  AND ($8::text IS NULL OR r.tantosha_nm ILIKE $8)`;

/**
 * 区分 (category) and 品目 (ITEM_NM) are separate lists whose choices add up: with both
 * chosen the list holds the rows of either, with one chosen the rows of that one.
 */
const values = (f: ReceivingFilter) => [
  likePattern(f.query),
  f.includeSuspended,
  f.saleDate ?? null,
  f.category || null,
  likePattern(f.itemNm),
  likePattern(f.shohinNm),
  likePattern(f.shukkashaNm),
  likePattern(f.tantoshaNm),
];

export async function listReceivings(db: Queryable, f: ReceivingFilter, sort: { by?: string; order?: 'asc' | 'desc' }, per: number, offset: number) {
  const direction = sort.order === 'asc' ? 'ASC' : 'DESC';
  const orderBy =
    sort.by && SORT_COLUMNS[sort.by]
      ? `${SORT_COLUMNS[sort.by]} ${direction}, r.niuke_dempyo_no, r.niuke_no`
      : 'r.sale_date DESC, r.niuke_dempyo_no, r.niuke_no';
  const [list, count] = await Promise.all([
    db.query<ReceivingBase>(`SELECT ${COLUMNS} ${FROM} WHERE ${WHERE} ORDER BY ${orderBy} LIMIT $9 OFFSET $10`, [...values(f), per, offset]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${FROM} WHERE ${WHERE}`, values(f)),
  ]);
  return { rows: list.rows, total: count.rows[0].total };
}

export async function findReceivingRow(db: Queryable, dempyoNo: string, niukeNo: string): Promise<ReceivingBase | null> {
  const { rows } = await db.query<ReceivingBase>(`SELECT ${COLUMNS} ${FROM} WHERE r.niuke_dempyo_no = $1 AND r.niuke_no = $2`, [dempyoNo, niukeNo]);
  return rows[0] ?? null;
}

/** The live sale lines of the given receivings, oldest first. */
export async function salesOfReceivings(db: Queryable, receivingIds: number[]): Promise<(ReceivingSale & { receiving_id: number })[]> {
  if (!receivingIds.length) return [];
  const { rows } = await db.query<ReceivingSale & { receiving_id: number }>(
    `SELECT s.receiving_id, s.sale_id::int AS "SALE_ID", to_char(s.sale_date, 'YYYY/MM/DD') AS "SALE_DATE", s.sale_kbn::int AS "SALE_KBN",
       ${saleKindNameSql('s.sale_kbn')} AS "SALE_KBN_NM",
       b.baisan_cd AS "BAISAN_CD", b.baisan_eda AS "BAISAN_EDA", pu.baisan_nm AS "BAISAN_NM", s.kuchi_su AS "KUCHI_SU",
       s.ha_su AS "HA_SU", s.so_su AS "SO_SU", s.web_tanka AS "WEB_TANKA", s.price AS "PRICE", s.is_sokuho AS "DELETABLE_FLG"
     FROM sales s JOIN branches b ON b.id = s.branch_id JOIN purchasers pu ON pu.baisan_cd = b.baisan_cd
     WHERE s.receiving_id = ANY($1::int[]) AND s.cancelled_at IS NULL ORDER BY s.sale_id`,
    [receivingIds],
  );
  return rows;
}

/** The choices of the list's filters: recent sale dates, categories (区分), items (品目), shippers, staff. */
export async function receivingOptions(db: Queryable) {
  const list = async (sql: string) => (await db.query<{ v: string }>(sql)).rows.map((r) => r.v);
  const [dates, categories, items, shippers, staff] = await Promise.all([
    list(`SELECT to_char(d, 'YYYY/MM/DD') AS v FROM (SELECT DISTINCT sale_date AS d FROM receivings) x ORDER BY d DESC LIMIT 60`),
    list(`SELECT DISTINCT category AS v FROM receivings WHERE category <> '' ORDER BY v`),
    // 品目 lists the items lots are of; the groups above them (切花, 枝物, 葉物) are the 区分 list's.
    list(`SELECT i.item_nm AS v FROM items i WHERE NOT i.suspend_flg AND NOT EXISTS (SELECT 1 FROM items c WHERE c.h_item_cd = i.item_cd)
          GROUP BY i.item_nm ORDER BY min(i.print_order), i.item_nm`),
    list(`SELECT DISTINCT sh.shukkasha_nm AS v FROM receivings r JOIN shippers sh ON sh.shukkasha_cd = r.shukkasha_cd ORDER BY v`),
    list(`SELECT DISTINCT tantosha_nm AS v FROM receivings WHERE tantosha_nm <> '' ORDER BY v`),
  ]);
  return { SALE_DATE: dates, category: categories, ITEM_NM: items, SHUKKASHA_NM: shippers, TANTOSHA_NM: staff };
}

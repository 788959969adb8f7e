import { FAVORITE_MATCH_SQL } from '../../../domain/favorite-rule';
import type { Queryable } from '../../../db/types';
import { webSaleSql } from '../../../db/sale-kind-sql';
import { LOT_LISTED_AVAILABLE_SQL } from '../../../domain/lot-sale';

/** Parsed filters of GET /users/web/detail; empty lists and null flags do not filter. */
export interface WebItemFilters {
  item_names: string[];
  /** 'YYYY-MM-DD' */
  sale_dates: string[];
  color_groups: string[];
  shippers: string[];
  varieties: string[];
  colors: string[];
  /** Hours 0–23: a lot matches when it opens at or after the earliest chosen hour (12時以降). */
  open_hours: number[];
  is_web_open: boolean | null;
  is_recommended: boolean | null;
  /** Spellings of one keyword (as typed, katakana, hiragana): product, variety or shipper contains one. */
  keywords?: string[];
  /** The listing's order; the default is sale date, item, product. */
  sort?: WebItemSort;
  /** Buy again: product names, as favourites name products. */
  products?: string[];
  /** available=1: only lots one can buy now: something left, priced, purchasable on the web. */
  available?: boolean;
  /** favorites=1: only lots whose shipper, variety or product is one of the branch's favourites. */
  favorites?: boolean;
}

export type WebItemSort = 'default' | 'price_asc' | 'price_desc' | 'remaining_desc' | 'shipper';

/**
 * The price in effect of a lot at $3 (now), as `priceInEffect` in pricing.ts computes it: the
 * recommended price once it has started, else the unit price. Sorting by price sorts by this, not
 * by the struck-through price; a server test compares the two.
 */
export const PRICE_IN_EFFECT_SQL = `(CASE WHEN w.recommended_flag AND w.recommended_unit_price IS NOT NULL
  AND (w.recommended_start_time IS NULL OR w.recommended_start_time <= $3::timestamptz)
  THEN w.recommended_unit_price ELSE w.unit_price END)`;

/** Whitelisted ORDER BY of each sort; w.id last keeps pages stable. */
const SORT_SQL: Record<WebItemSort, string> = {
  default: 'w.sale_date, i.print_order, i.item_nm, p.product_name, w.id',
  price_asc: `${PRICE_IN_EFFECT_SQL}, w.sale_date, p.product_name, w.id`,
  price_desc: `${PRICE_IN_EFFECT_SQL} DESC, w.sale_date, p.product_name, w.id`,
  remaining_desc: 'w.remaining_quantity DESC, w.hasu DESC, w.sale_date, p.product_name, w.id',
  shipper: 's.shukkasha_nm, w.sale_date, p.product_name, w.id',
};

export interface ListingContext {
  branchId: number;
  now: Date;
  /** Japan date 'YYYY-MM-DD': lots of earlier sale dates are no longer offered. */
  today: string;
  newItemSeconds: number;
}

/** The joins every buyer-facing lot query shares (after `web_items w`). */
export const LOT_JOINS = `
  JOIN receivings r ON r.id = w.receiving_id
  JOIN products p ON p.shohin_cd = r.shohin_cd
  JOIN items i ON i.item_cd = p.item_cd
  JOIN shippers s ON s.shukkasha_cd = r.shukkasha_cd`;
export const LOT_FROM = `FROM web_items w ${LOT_JOINS}`;

/** A lot buyers may see: not suspended (lot or product) and not of a past sale date. */
export const LOT_VISIBLE = 'NOT w.suspend_flg AND NOT p.is_suspensions AND w.sale_date >= $1::date';

export const PHOTO_PRESENT = '(p.image1_key IS NOT NULL OR p.image2_key IS NOT NULL OR r.niuke_image1_key IS NOT NULL OR r.niuke_image2_key IS NOT NULL)';

export interface WebItemRow {
  id: number;
  is_photo_present: boolean;
  is_negotiable: boolean;
  is_new: boolean;
  recommended_flag: boolean;
  recommended_active: boolean;
  discount_details: string[];
  bundle_tanka_list: { quantity: number; bundle_tanka: number }[];
  shipment_provider_name: string;
  product_name: string;
  item_name: string;
  color: string;
  color_group: string;
  variety_name: string;
  specification: string;
  quantity_per_package: number;
  remaining_quantity: number;
  max_quantity: number;
  unit_price: string;
  done: boolean;
  remarks: string;
  notice: string;
  recommended_unit_price: number | null;
  recommended_start_time: Date | null;
  hasu: number;
  YOYAKU_PERMIT_FLG: boolean;
  BUY_PERMIT_FLG: boolean;
  item_cls: string;
  is_web_open: boolean;
  open_hour: number | null;
  sale_date: string;
  receiving_number: string;
  /** File key of the first photo there is (product before receiving), for the thumbnail. */
  thumbnail_key: string | null;
  is_favorite: boolean;
}

/** A lot is one of branch $n's favourites: its shipper, variety or product (favorite-match.ts in memory). */
const isFavoriteSql = (n: number) => `EXISTS (SELECT 1 FROM branch_favorites f WHERE f.branch_id = $${n} AND ${FAVORITE_MATCH_SQL})`;

function filterSql(f: WebItemFilters, params: unknown[], branchId: number): string {
  const parts: string[] = [];
  const list = (column: string, values: unknown[], cast: string) => {
    if (values.length === 0) return;
    params.push(values);
    parts.push(`${column} = ANY($${params.length}::${cast}[])`);
  };
  list('i.item_nm', f.item_names, 'text');
  list('w.sale_date', f.sale_dates, 'date');
  list('p.color_group', f.color_groups, 'text');
  list('s.shukkasha_nm', f.shippers, 'text');
  list('p.variety_name', f.varieties, 'text');
  list('p.color', f.colors, 'text');
  list('p.product_name', f.products ?? [], 'text');
  if (f.available) parts.push(LOT_LISTED_AVAILABLE_SQL);
  if (f.open_hours.length > 0) {
    params.push(Math.min(...f.open_hours));
    parts.push(`w.open_hour >= $${params.length}`);
  }
  if (f.is_web_open !== null) {
    params.push(f.is_web_open);
    parts.push(`w.is_web_open = $${params.length}`);
  }
  if (f.is_recommended !== null) {
    params.push(f.is_recommended);
    parts.push(`w.recommended_flag = $${params.length}`);
  }
  if (f.keywords && f.keywords.length > 0) {
    params.push(f.keywords.map((k) => `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    const n = params.length;
    const columns = ['p.product_name', 'p.kana_product_name', 'p.variety_name', 'p.variety_reading', 's.shukkasha_nm', 's.knm'];
    parts.push(`(${columns.map((c) => `${c} ILIKE ANY($${n}::text[])`).join(' OR ')})`);
  }
  if (f.favorites) {
    params.push(branchId);
    parts.push(isFavoriteSql(params.length));
  }
  return parts.map((p) => ` AND ${p}`).join('');
}

/**
 * The columns of one lot as the listing answers it (WebItemRow); $2 the branch (済), $3 now,
 * $4 NEW_ITEM_DISPLAY_SECONDS. Shared by the listing and the cart.
 */
export const WEB_ITEM_COLUMNS = `w.id, ${PHOTO_PRESENT} AS is_photo_present, w.is_negotiable,
       (w.listed_at > $3::timestamptz - $4::integer * interval '1 second') AS is_new,
       w.recommended_flag,
       (w.recommended_flag AND (w.recommended_start_time IS NULL OR w.recommended_start_time <= $3::timestamptz)) AS recommended_active,
       w.discount_details,
       COALESCE((SELECT json_agg(json_build_object('quantity', b.quantity, 'bundle_tanka', b.bundle_tanka) ORDER BY b.quantity)
                 FROM web_item_bundle_prices b WHERE b.web_item_id = w.id), '[]'::json) AS bundle_tanka_list,
       s.shukkasha_nm AS shipment_provider_name, p.product_name, i.item_nm AS item_name, p.color, p.color_group,
       p.variety_name, r.specification, w.quantity_per_package, w.remaining_quantity, w.max_quantity,
       w.unit_price::text AS unit_price,
       EXISTS (SELECT 1 FROM sales sa WHERE sa.web_item_id = w.id AND sa.branch_id = $2
               AND ${webSaleSql('sa.sale_kbn')} AND sa.cancelled_at IS NULL) AS done,
       w.remarks, w.notice, w.recommended_unit_price, w.recommended_start_time, w.hasu,
       w.yoyaku_permit_flg AS "YOYAKU_PERMIT_FLG", w.buy_permit_flg AS "BUY_PERMIT_FLG", w.item_cls,
       w.is_web_open, w.open_hour, to_char(w.sale_date, 'YYYY/MM/DD') AS sale_date, r.niuke_no AS receiving_number,
       COALESCE(p.image1_key, p.image2_key, r.niuke_image1_key, r.niuke_image2_key) AS thumbnail_key,
       ${isFavoriteSql(2)} AS is_favorite`;

/** One page of lots with the total in the same query (count(*) OVER()). */
export async function listWebItems(
  db: Queryable,
  ctx: ListingContext,
  filters: WebItemFilters,
  page: { per: number; page: number },
): Promise<{ rows: WebItemRow[]; total: number }> {
  const params: unknown[] = [ctx.today, ctx.branchId, ctx.now, ctx.newItemSeconds];
  const where = LOT_VISIBLE + filterSql(filters, params, ctx.branchId);
  const order = SORT_SQL[filters.sort ?? 'default'];
  params.push(page.per, (page.page - 1) * page.per);
  // The page's ids and the total first; the costly columns only for the page's own rows.
  const { rows } = await db.query<WebItemRow & { total: number }>(
    `WITH page AS (
       SELECT w.id, count(*) OVER() AS total,
         row_number() OVER (ORDER BY ${order}) AS ord
       ${LOT_FROM}
       WHERE ${where}
       ORDER BY ${order}
       LIMIT $${params.length - 1} OFFSET $${params.length}
     )
     SELECT ${WEB_ITEM_COLUMNS},
       page.total
     FROM page JOIN web_items w ON w.id = page.id ${LOT_JOINS}
     ORDER BY page.ord`,
    params,
    // Its text varies only with which filters and sort are used: a few prepared variants.
    { prepare: true },
  );
  if (rows.length === 0 && page.page > 1) {
    // Past the last page: still report the true total so the client can step back.
    const countParams: unknown[] = [ctx.today];
    const countWhere = LOT_VISIBLE + filterSql(filters, countParams, ctx.branchId);
    const count = await db.query<{ total: number }>(`SELECT count(*) AS total ${LOT_FROM} WHERE ${countWhere}`, countParams);
    return { rows: [], total: Number(count.rows[0].total) };
  }
  const total = rows.length ? Number(rows[0].total) : 0;
  return { rows: rows.map(({ total: _t, ...row }) => row as WebItemRow), total };
}

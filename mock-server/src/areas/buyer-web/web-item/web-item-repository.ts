import { FAVORITE_MATCH_SQL } from '../../../domain/favorite-rule';
import { webSaleSql } from '../../../db/sale-kind-sql';

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

import type { Db, Queryable } from '../../../db/types';
import { webSaleSql } from '../../../db/sale-kind-sql';
import {
  taxRatePercent,
  type WebHoursRow,
  nextOrderDeadlineTime,
  findWebHours,
  numericParameter,
  PARAM_NEW_ITEM_DISPLAY_SECONDS,
  PARAM_SALE_DATE_DAYS,
  PARAM_SALE_SAVE_PERIOD,
  PARAM_WEB_NOTICE,
  textParameter,
} from '../../../db/settings-repository';
import type { BundleTier } from '../../../domain/pricing';
import { DEFAULT_SALE_SAVE_PERIOD_SECONDS } from '../cancel/cancel-window';
import { LOT_FROM, LOT_JOINS, LOT_VISIBLE, PHOTO_PRESENT } from '../web-item/web-item-repository';
import { findFavorites } from '../favorites/favorites-repository';
import { favoriteOverlay, type FavoriteOverlay } from '../favorites/favorite-match';

/** The reads behind the in-memory listing (listing-snapshot.ts). */

/** One visible lot as every buyer sees it (no 済, no 販売目安, nothing that moves with time). */
export interface SnapshotLot {
  id: number;
  is_photo_present: boolean;
  is_negotiable: boolean;
  recommended_flag: boolean;
  discount_details: string[];
  bundle_tanka_list: BundleTier[];
  shipment_provider_name: string;
  product_name: string;
  item_name: string;
  /** items.print_order: the default sort and the order of the item filter. */
  item_order: number;
  color: string;
  color_group: string;
  variety_name: string;
  variety_reading: string;
  specification: string;
  quantity_per_package: number;
  remaining_quantity: number;
  max_quantity: number;
  unit_price: number;
  remarks: string;
  notice: string;
  recommended_unit_price: number | null;
  recommended_start_time: Date | null;
  recommended_start_ms: number | null;
  hasu: number;
  YOYAKU_PERMIT_FLG: boolean;
  BUY_PERMIT_FLG: boolean;
  item_cls: string;
  is_web_open: boolean;
  open_hour: number | null;
  /** 'YYYY/MM/DD' */
  sale_date: string;
  /** 'YYYY-MM-DD' */
  sale_iso: string;
  receiving_number: string;
  thumbnail_key: string | null;
  listed_at_ms: number;
  /** What the keyword looks in, lower-cased: product, its kana, variety, its reading, shipper, its kana. */
  search: string[];
}

interface LotRow extends Omit<SnapshotLot, 'recommended_start_ms' | 'listed_at_ms' | 'search' | 'sale_iso'> {
  listed_at: Date;
  kana_product_name: string;
  shipper_kana: string;
}

const LOT_COLUMNS = `w.id, ${PHOTO_PRESENT} AS is_photo_present, w.is_negotiable, w.recommended_flag, w.discount_details,
  COALESCE((SELECT json_agg(json_build_object('quantity', b.quantity, 'bundle_tanka', b.bundle_tanka) ORDER BY b.quantity)
            FROM web_item_bundle_prices b WHERE b.web_item_id = w.id), '[]'::json) AS bundle_tanka_list,
  s.shukkasha_nm AS shipment_provider_name, s.knm AS shipper_kana, p.product_name, p.kana_product_name, i.item_nm AS item_name,
  i.print_order AS item_order, p.color, p.color_group, p.variety_name, p.variety_reading, r.specification, w.quantity_per_package,
  w.remaining_quantity, w.max_quantity, w.unit_price, w.remarks, w.notice, w.recommended_unit_price, w.recommended_start_time, w.hasu,
  w.yoyaku_permit_flg AS "YOYAKU_PERMIT_FLG", w.buy_permit_flg AS "BUY_PERMIT_FLG", w.item_cls, w.is_web_open, w.open_hour,
  to_char(w.sale_date, 'YYYY/MM/DD') AS sale_date, r.niuke_no AS receiving_number,
  COALESCE(p.image1_key, p.image2_key, r.niuke_image1_key, r.niuke_image2_key) AS thumbnail_key, w.listed_at`;

/** Every visible lot of `today` (YYYY-MM-DD) and later, or only those of `ids` that are visible. */
export async function loadLots(db: Queryable, today: string, ids: number[] | null): Promise<SnapshotLot[]> {
  const params: unknown[] = [today];
  let where = LOT_VISIBLE;
  if (ids) {
    params.push(ids);
    where += ' AND w.id = ANY($2::int[])';
  }
  const { rows } = await db.query<LotRow>(`SELECT ${LOT_COLUMNS} ${LOT_FROM} WHERE ${where}`, params);
  return rows.map(({ listed_at, kana_product_name, shipper_kana, ...row }) => ({
    ...row,
    unit_price: Number(row.unit_price),
    item_order: Number(row.item_order),
    recommended_unit_price: row.recommended_unit_price === null ? null : Number(row.recommended_unit_price),
    recommended_start_ms: row.recommended_start_time ? row.recommended_start_time.getTime() : null,
    listed_at_ms: listed_at.getTime(),
    sale_iso: row.sale_date.replace(/\//g, '-'),
    search: [row.product_name, kana_product_name, row.variety_name, row.variety_reading, row.shipment_provider_name, shipper_kana].map((t) => t.toLowerCase()),
  }));
}

/** The system parameters and web hours the buyer reads use. */
export interface MarketSettings {
  newItemSeconds: number;
  saleDateDays: number;
  notice: string;
  hours: WebHoursRow | null;
  taxRate: number;
  /** SALE_SAVE_PERIOD: seconds a web purchase may be cancelled. */
  saleSavePeriod: number;
  /** NEXT_ORDER_DEADLINE ('HH:MM', Japan time, the day before the sale date). */
  nextOrderDeadline: string;
}

const DEFAULT_NEW_ITEM_SECONDS = 3600;
const DEFAULT_SALE_DATE_DAYS = 7;

export async function loadMarketSettings(db: Queryable): Promise<MarketSettings> {
  const [newItemSeconds, saleDateDays, notice, hours, taxRate, saleSavePeriod, nextOrderDeadline] = await Promise.all([
    numericParameter(db, PARAM_NEW_ITEM_DISPLAY_SECONDS, DEFAULT_NEW_ITEM_SECONDS),
    numericParameter(db, PARAM_SALE_DATE_DAYS, DEFAULT_SALE_DATE_DAYS),
    textParameter(db, PARAM_WEB_NOTICE),
    findWebHours(db),
    taxRatePercent(db),
    numericParameter(db, PARAM_SALE_SAVE_PERIOD, DEFAULT_SALE_SAVE_PERIOD_SECONDS),
    nextOrderDeadlineTime(db),
  ]);
  return { newItemSeconds: Math.floor(newItemSeconds), saleDateDays, notice, hours, taxRate, saleSavePeriod, nextOrderDeadline };
}

export interface TickerEntry {
  row: WebNewsTickerRow;
  start_ms: number;
  end_ms: number;
}

/** One line of the ticker above the listing, as GET /users/web/news answers it. */
export interface WebNewsTickerRow {
  id: number;
  DATE: string;
  START_DATE: string;
  END_DATE: string;
  TITLE: string;
  PRINT_ORDER: number;
}

/** Every web news not suspended; which are current is decided per answer. */
export async function loadTicker(db: Queryable): Promise<TickerEntry[]> {
  const { rows } = await db.query<WebNewsTickerRow & { start_at: Date; end_at: Date }>(
    `SELECT id, to_char(date, 'YYYY/MM/DD') AS "DATE",
       to_char(start_date AT TIME ZONE 'Asia/Tokyo', 'YYYY/MM/DD HH24:MI') AS "START_DATE",
       to_char(end_date AT TIME ZONE 'Asia/Tokyo', 'YYYY/MM/DD HH24:MI') AS "END_DATE",
       title AS "TITLE", print_order AS "PRINT_ORDER", start_date AS start_at, end_date AS end_at
     FROM web_news WHERE NOT suspend_flg ORDER BY print_order, id`,
  );
  return rows.map(({ start_at, end_at, ...row }) => ({ row, start_ms: start_at.getTime(), end_ms: end_at.getTime() }));
}

/** The branch's 済: lots of `today` or later it bought on the web, not cancelled. */
export async function loadBranchDone(db: Queryable, branchId: number, today: string): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT DISTINCT sa.web_item_id AS id FROM sales sa JOIN web_items w ON w.id = sa.web_item_id
      WHERE sa.branch_id = $1 AND ${webSaleSql('sa.sale_kbn')} AND sa.cancelled_at IS NULL AND w.sale_date >= $2::date`,
    [branchId, today],
    { prepare: true },
  );
  return new Set(rows.map((r) => r.id));
}

/** Every branch's 済 that has any (the shared listing's first build of a day). */
export async function loadAllDone(db: Queryable, today: string): Promise<Map<number, Set<number>>> {
  const { rows } = await db.query<{ branch_id: number; id: number }>(
    `SELECT DISTINCT sa.branch_id, sa.web_item_id AS id FROM sales sa JOIN web_items w ON w.id = sa.web_item_id
      WHERE ${webSaleSql('sa.sale_kbn')} AND sa.cancelled_at IS NULL AND w.sale_date >= $1::date`,
    [today],
  );
  const done = new Map<number, Set<number>>();
  for (const row of rows) {
    if (!done.has(row.branch_id)) done.set(row.branch_id, new Set());
    done.get(row.branch_id)!.add(row.id);
  }
  return done;
}

/** The branch's お気に入り as the listing matches them. */
export async function loadBranchFavorites(db: Db, branchId: number): Promise<FavoriteOverlay> {
  return favoriteOverlay(await findFavorites(db, branchId));
}

export { LOT_JOINS };

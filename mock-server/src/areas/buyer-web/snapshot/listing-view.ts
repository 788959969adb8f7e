import { baseStemPrice, stemPrice } from '../../../domain/pricing';
import { resalePriceOfStem } from '../../../domain/resale-price';
import { lotListedAvailable } from '../../../domain/lot-sale';
import type { WebItemFilters, WebItemSort } from '../web-item/web-item-repository';
import type { BranchPurchaseTerms } from '../branch-terms-repository';
import type { SnapshotLot } from './snapshot-repository';
import type { FavoriteOverlay } from '../favorites/favorite-match';

/** The in-memory listing's pure parts (listing-snapshot.ts): sorts, filters, serialisation. */

/** Outside the sorts and filters, what one answer needs from its caller. */
export interface AnswerContext {
  now: Date;
  branchId: number;
  /** Signs a thumbnail's file key (file-store.ts). */
  signThumbnail: (key: string) => string;
}

export interface Overlay {
  done: ReadonlySet<number>;
  terms: BranchPurchaseTerms;
  /** The branch's お気に入り ('f:<branch>' drops it). */
  favorites: FavoriteOverlay;
}

export interface Lot extends SnapshotLot {
  /** The lot's JSON up to its per-answer fields, built and UTF-8 encoded once per version. */
  head: Buffer | null;
}

export const SORT_TEXT = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The SQL listing's ORDER BY of each sort (web-item-repository.ts), in memory. */
export function comparator(sort: WebItemSort, now: Date): (a: Lot, b: Lot) => number {
  const tail = (a: Lot, b: Lot) => SORT_TEXT(a.sale_iso, b.sale_iso) || SORT_TEXT(a.product_name, b.product_name) || a.id - b.id;
  switch (sort) {
    case 'price_asc':
      // Sort by the price in effect (an active recommended price, else the listed one).
      return (a, b) => baseStemPrice(a, now) - baseStemPrice(b, now) || tail(a, b);
    case 'price_desc':
      return (a, b) => baseStemPrice(b, now) - baseStemPrice(a, now) || tail(a, b);
    case 'remaining_desc':
      return (a, b) => b.remaining_quantity - a.remaining_quantity || b.hasu - a.hasu || tail(a, b);
    case 'shipper':
      return (a, b) => SORT_TEXT(a.shipment_provider_name, b.shipment_provider_name) || tail(a, b);
    default:
      return (a, b) =>
        SORT_TEXT(a.sale_iso, b.sale_iso) ||
        a.item_order - b.item_order ||
        SORT_TEXT(a.item_name, b.item_name) ||
        SORT_TEXT(a.product_name, b.product_name) ||
        a.id - b.id;
  }
}

/** The values the listing's filters can take: those of the lots a buyer can see today. */
export interface WebFilterOptions {
  item_names: string[];
  /** 'YYYY/MM/DD' */
  sale_dates: string[];
  shippers: string[];
  varieties: { name: string; reading: string }[];
  colors: string[];
  has_web_open: boolean;
  has_recommended: boolean;
}

/**
 * One page's JSON as bytes: each lot's head as encoded once per version, then its per-answer
 * fields. At 150 lots a page, joining the strings and encoding the result on every answer was
 * most of what the listing cost the process (its JSON is mostly Japanese text).
 */
export function pageBytes(prefix: string, lots: Lot[], overlay: Overlay, ctx: AnswerContext, newSince: number, suffix: string): Buffer {
  const heads = lots.map((lot) => (lot.head ??= Buffer.from(headOf(lot))));
  const tails = lots.map((lot, i) => `${lotTail(lot, overlay, ctx, newSince)}${i < lots.length - 1 ? ',' : ''}`);
  let size = Buffer.byteLength(prefix) + Buffer.byteLength(suffix);
  for (let i = 0; i < lots.length; i++) size += heads[i].length + Buffer.byteLength(tails[i]);
  const out = Buffer.allocUnsafe(size);
  let at = out.write(prefix, 0);
  for (let i = 0; i < lots.length; i++) {
    at += heads[i].copy(out, at);
    at += out.write(tails[i], at);
  }
  out.write(suffix, at);
  return out;
}

/** What follows the head of the lot as the listing answers it for one branch at one instant: its closing brace included. */
function lotTail(lot: Lot, overlay: Overlay, ctx: AnswerContext, newSince: number): string {
  const { now } = ctx;
  const active = lot.recommended_flag && (lot.recommended_start_ms === null || lot.recommended_start_ms <= now.getTime());
  const sell = resalePriceOfStem(stemPrice(lot, lot.bundle_tanka_list, 1, now), overlay.terms.sale_rate, overlay.terms.sell_margin_rate);
  const thumbnail = lot.thumbnail_key ? JSON.stringify(ctx.signThumbnail(lot.thumbnail_key)) : 'null';
  return (
    `,"is_new":${lot.listed_at_ms > newSince},"recommended_active":${active},"done":${overlay.done.has(lot.id)},` +
    `"thumbnail_url":${thumbnail},"sell_price":${sell === null ? 'null' : sell},"is_favorite":${overlay.favorites.has(lot)}}`
  );
}

/** Every field that is the same for every buyer and instant, without the closing brace. */
function headOf(lot: Lot): string {
  const json = JSON.stringify({
    id: lot.id,
    is_photo_present: lot.is_photo_present,
    is_negotiable: lot.is_negotiable,
    recommended_flag: lot.recommended_flag,
    discount_details: lot.discount_details,
    bundle_tanka_list: lot.bundle_tanka_list,
    shipment_provider_name: lot.shipment_provider_name,
    product_name: lot.product_name,
    item_name: lot.item_name,
    color: lot.color,
    color_group: lot.color_group,
    variety_name: lot.variety_name,
    specification: lot.specification,
    quantity_per_package: lot.quantity_per_package,
    remaining_quantity: lot.remaining_quantity,
    max_quantity: lot.max_quantity,
    unit_price: String(lot.unit_price),
    remarks: lot.remarks,
    notice: lot.notice,
    recommended_unit_price: lot.recommended_unit_price,
    recommended_start_time: lot.recommended_start_time ? lot.recommended_start_time.toISOString() : null,
    hasu: lot.hasu,
    YOYAKU_PERMIT_FLG: lot.YOYAKU_PERMIT_FLG,
    BUY_PERMIT_FLG: lot.BUY_PERMIT_FLG,
    item_cls: lot.item_cls,
    is_web_open: lot.is_web_open,
    open_hour: lot.open_hour,
    sale_date: lot.sale_date,
    receiving_number: lot.receiving_number,
  });
  return json.slice(0, -1);
}

/** Whether a lot passes the listing's filters; null: every lot does. */
export function matcher(f: WebItemFilters): ((lot: Lot) => boolean) | null {
  const tests: ((lot: Lot) => boolean)[] = [];
  const among = <T>(values: T[], pick: (lot: Lot) => T) => {
    if (values.length === 0) return;
    const set = new Set(values);
    tests.push((lot) => set.has(pick(lot)));
  };
  among(f.item_names, (l) => l.item_name);
  among(f.sale_dates, (l) => l.sale_iso);
  among(f.color_groups, (l) => l.color_group);
  among(f.shippers, (l) => l.shipment_provider_name);
  among(f.varieties, (l) => l.variety_name);
  among(f.colors, (l) => l.color);
  among(f.products ?? [], (l) => l.product_name);
  if (f.available) tests.push((l) => lotListedAvailable(l, l.BUY_PERMIT_FLG));
  if (f.open_hours.length > 0) {
    const from = Math.min(...f.open_hours);
    tests.push((l) => l.open_hour !== null && l.open_hour >= from);
  }
  if (f.is_web_open !== null) tests.push((l) => l.is_web_open === f.is_web_open);
  if (f.is_recommended !== null) tests.push((l) => l.recommended_flag === f.is_recommended);
  if (f.keywords && f.keywords.length > 0) {
    const needles = f.keywords.map((k) => k.toLowerCase());
    tests.push((l) => l.search.some((text) => needles.some((n) => text.includes(n))));
  }
  if (tests.length === 0) return null;
  return (lot) => tests.every((t) => t(lot));
}

/** What each filter can take, from the lots held. */
export function filterOptionsOf(visible: Lot[]): WebFilterOptions {
  const items = new Map<string, number>();
  const varieties = new Map<string, string>();
  const dates = new Set<string>();
  const shippers = new Set<string>();
  const colors = new Set<string>();
  let webOpen = false;
  let recommended = false;
  for (const lot of visible) {
    const order = items.get(lot.item_name);
    if (order === undefined || lot.item_order < order) items.set(lot.item_name, lot.item_order);
    dates.add(lot.sale_date);
    shippers.add(lot.shipment_provider_name);
    if (lot.variety_name !== '') {
      const reading = varieties.get(lot.variety_name);
      if (reading === undefined || lot.variety_reading < reading) varieties.set(lot.variety_name, lot.variety_reading);
    }
    if (lot.color !== '') colors.add(lot.color);
    webOpen ||= lot.is_web_open;
    recommended ||= lot.recommended_flag;
  }
  const sortedText = (values: Iterable<string>) => [...values].sort(SORT_TEXT);
  return {
    item_names: [...items].sort((a, b) => a[1] - b[1] || SORT_TEXT(a[0], b[0])).map(([name]) => name),
    sale_dates: sortedText(dates),
    shippers: sortedText(shippers),
    varieties: [...varieties].map(([name, reading]) => ({ name, reading })).sort((a, b) => SORT_TEXT(a.reading, b.reading) || SORT_TEXT(a.name, b.name)),
    colors: sortedText(colors),
    has_web_open: webOpen,
    has_recommended: recommended,
  };
}

interface SortedCache {
  lots: Lot[];
  /** The lots still offered on `day` ('YYYY/MM/DD': its sale date or later), in the same order. */
  offered: { day: string; lots: Lot[] } | null;
  /** The structure/stock version it was sorted at. */
  version: number;
  /** Price sorts: sorted for instants in [from, until) (a recommended price taking effect moves lots). */
  from: number;
  until: number;
}

/** Each sort's order, kept while nothing it depends on moved. */
export function createSortCache() {
  const sorted = new Map<WebItemSort, SortedCache>();
  return {
    /**
     * The lots offered on `day` ('YYYY/MM/DD': of that sale date or later; a snapshot built
     * before midnight still holds earlier ones) in `sort`'s order, kept until the version moves.
     */
    sorted(sort: WebItemSort, now: Date, version: number, lots: () => Iterable<Lot>, day: string): Lot[] {
      const at = now.getTime();
      const cached = sorted.get(sort);
      if (cached && cached.version === version && at >= cached.from && at < cached.until) {
        if (cached.offered?.day !== day) cached.offered = { day, lots: cached.lots.filter((lot) => lot.sale_date >= day) };
        return cached.offered.lots;
      }
      const list = [...lots()].sort(comparator(sort, now));
      let until = Infinity;
      let from = -Infinity;
      if (sort === 'price_asc' || sort === 'price_desc') {
        // Valid until the next recommended price takes effect, and not before the last one did.
        for (const lot of list) {
          if (!lot.recommended_flag || lot.recommended_start_ms === null) continue;
          if (lot.recommended_start_ms > at) until = Math.min(until, lot.recommended_start_ms);
          else from = Math.max(from, lot.recommended_start_ms);
        }
      }
      const offered = { day, lots: list.filter((lot) => lot.sale_date >= day) };
      sorted.set(sort, { lots: list, offered, version, from, until });
      return offered.lots;
    },
  };
}

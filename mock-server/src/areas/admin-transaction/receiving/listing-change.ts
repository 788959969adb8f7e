import type { Queryable } from '../../../db/types';
import { ApiError } from '../../../http/api-error';
import { adminTransactionMessages as msg } from '../messages';
import type { FavoriteLotChange } from '../stock/favorite-lots';
import type { WebListingChange } from './receiving-schemas';
import { bundleTiersOf, insertLot, replaceBundleTiers, updateLot, type LockedLot, type LockedReceiving, type LotFields } from './receiving-write-repository';

type Tiers = { quantity: number; bundle_tanka: number }[];
export type Listing = (LotFields & { bundle_tanka_list: Tiers }) | null;

/** A receiving listed for the first time: not priced (未定), everything in stock offered. */
const unlisted = (stockSu: number): LotFields => ({
  unit_price: 0,
  remaining_quantity: stockSu,
  hasu: 0,
  max_quantity: Math.max(1, stockSu),
  is_web_open: true,
  buy_permit_flg: true,
  yoyaku_permit_flg: false,
  is_negotiable: false,
  recommended_flag: false,
  recommended_unit_price: null,
  recommended_start_time: null,
  open_hour: null,
  discount_details: [],
  remarks: '',
  notice: '',
  suspend_flg: false,
});

function merged(current: LotFields, c: WebListingChange, stockSu: number): LotFields {
  const next: LotFields = {
    unit_price: c.unit_price ?? current.unit_price,
    remaining_quantity: c.remaining_quantity ?? current.remaining_quantity,
    hasu: current.hasu,
    max_quantity: c.max_quantity ?? current.max_quantity,
    is_web_open: c.is_web_open ?? current.is_web_open,
    buy_permit_flg: c.BUY_PERMIT_FLG ?? current.buy_permit_flg,
    yoyaku_permit_flg: c.YOYAKU_PERMIT_FLG ?? current.yoyaku_permit_flg,
    is_negotiable: c.is_negotiable ?? current.is_negotiable,
    recommended_flag: c.recommended_flag ?? current.recommended_flag,
    recommended_unit_price: c.recommended_unit_price !== undefined ? c.recommended_unit_price : current.recommended_unit_price,
    recommended_start_time:
      c.recommended_start_time !== undefined ? (c.recommended_start_time ? new Date(c.recommended_start_time) : null) : current.recommended_start_time,
    open_hour: c.open_hour !== undefined ? c.open_hour : current.open_hour,
    discount_details: c.discount_details ?? current.discount_details,
    remarks: c.remarks ?? current.remarks,
    notice: c.notice ?? current.notice,
    suspend_flg: c.suspend_flg ?? current.suspend_flg,
  };
  if (c.remaining_quantity !== undefined && c.remaining_quantity > stockSu) {
    throw new ApiError(400, msg.receivingStockBelowRemaining, { code: 'receiving_stock_below_remaining', field: 'web.remaining_quantity' });
  }
  // Whoever lowers the stock, the lot never offers more than is there.
  next.remaining_quantity = Math.min(next.remaining_quantity, stockSu);
  if (next.recommended_flag && next.recommended_unit_price === null) {
    throw new ApiError(400, msg.recommendedPriceRequired, { code: 'recommended_price_required', field: 'web.recommended_unit_price' });
  }
  return next;
}

function checkTiers(tiers: Tiers): void {
  const seen = new Set<number>();
  for (const t of tiers) {
    if (seen.has(t.quantity)) throw new ApiError(400, msg.bundleDuplicate, { code: 'bundle_duplicate', field: 'web.bundle_tanka_list' });
    seen.add(t.quantity);
  }
}

/**
 * Applies a PUT /admins/receiving to the receiving's web lot, creating it when `change` lists
 * an unlisted receiving. Returns the lot before and after (for the log) and its id.
 */
export async function applyListingChange(
  tx: Queryable,
  p: { receiving: LockedReceiving; lot: LockedLot | null; stockSu: number; change?: WebListingChange; at: Date },
): Promise<{ before: Listing; after: Listing; lotId: number | null }> {
  const { lot, change, stockSu } = p;
  if (!lot && !change) return { before: null, after: null, lotId: null };
  const beforeTiers = lot ? await bundleTiersOf(tx, lot.id) : [];
  const before: Listing = lot ? { ...withoutId(lot), bundle_tanka_list: beforeTiers } : null;
  const next = merged(lot ? withoutId(lot) : unlisted(stockSu), change ?? {}, stockSu);
  const tiers = change?.bundle_tanka_list ?? beforeTiers;
  checkTiers(tiers);
  let id: number;
  if (lot) {
    id = lot.id;
    await updateLot(tx, id, next);
  } else {
    id = await insertLot(tx, p.receiving.id, p.receiving.sale_date, p.receiving.iri_su, next, p.at);
  }
  if (change?.bundle_tanka_list) await replaceBundleTiers(tx, id, tiers);
  return {
    before,
    after: { ...next, bundle_tanka_list: tiers },
    lotId: id,
  };
}

function withoutId(lot: LockedLot): LotFields {
  const { id: _id, ...fields } = lot;
  return fields;
}

/** The listing's fields as the system log shows them (web.<field>). */
export function listingLog(listing: Listing): Record<string, unknown> {
  if (!listing) return {};
  return Object.fromEntries(Object.entries(listing).map(([field, value]) => [`web.${field}`, value]));
}

/** What favourite-holders hear of this change: newly shown to buyers, or its price moved. */
export function favoriteChangeOf(before: Listing, after: Listing): FavoriteLotChange | null {
  if (!after || after.suspend_flg) return null;
  if (!before || before.suspend_flg) return 'listed';
  const priceMoved =
    before.unit_price !== after.unit_price ||
    before.recommended_flag !== after.recommended_flag ||
    before.recommended_unit_price !== after.recommended_unit_price ||
    before.recommended_start_time?.getTime() !== after.recommended_start_time?.getTime();
  return priceMoved ? 'priced' : null;
}

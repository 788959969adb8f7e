import type { Queryable } from '../../../db/types';
import { purchaseRefusal } from '../../../http/purchase-permit';
import type { BuyerWebDeps } from '../deps';
import { webClosed } from '../order-lines';
import { lineRefusal, ofLine } from '../purchase/line-refusal';
import { findWebHoursCached } from '../web-hours-cache';
import { findLot } from '../web-item/web-lot-repository';
import { findHeldLines, findRequestParties } from './purchase-request-repository';

// The rules a purchase request adds to a purchase's: how much stock one branch's pending
// requests may hold, and the purchase's own checks again when the head branch approves.

/** The share of a lot's stock one branch's pending requests may hold (PURCHASE_REQUEST_STOCK_SHARE, percent). */
export const DEFAULT_REQUEST_STOCK_SHARE = 50;

/**
 * The packages of a lot one branch's pending requests may hold together: the lot's per-purchase
 * limit, and the share of its stock (what is left on the web plus what pending requests hold),
 * at least one package so a small lot can still be asked for.
 */
export function requestHoldCap(lot: { max_quantity: number }, stock: number, sharePercent: number): number {
  return Math.min(lot.max_quantity, Math.max(1, Math.floor((stock * sharePercent) / 100)));
}

/**
 * At decision time, everything a purchase checks, with the purchase path's own checks and
 * answers: both branches' purchase permission and suspension, the web hours, and each held line
 * against its lot as it is now (on sale, priced, within the per-purchase limit), its held
 * packages counted as the stock it has.
 */
export async function assertStillBuyable(deps: BuyerWebDeps, tx: Queryable, head: { branchId: number }, id: number, now: Date): Promise<void> {
  const parties = await findRequestParties(tx, id, head.branchId);
  if (parties) {
    const refused =
      purchaseRefusal({ buyPermit: parties.branch_buy_permit, suspended: parties.branch_suspended }) ??
      purchaseRefusal({ buyPermit: parties.head_buy_permit, suspended: parties.head_suspended });
    if (refused) throw refused;
  }
  const closed = webClosed(await findWebHoursCached(deps.db, tx), now);
  if (closed) throw closed;
  const lines = await findHeldLines(tx, id);
  for (const [index, l] of lines.entries()) {
    const lot = await findLot(tx, l.web_item_id);
    const withHeld = lot && { ...lot, remaining_quantity: lot.remaining_quantity + l.kuchi_su, hasu: lot.hasu + l.ha_su };
    const why = lineRefusal(withHeld, { id: l.web_item_id, KUCHI_SU: l.kuchi_su, HA_SU: l.ha_su }, `items[${index}].`);
    if (why) throw ofLine(why, lot, index, lines.length);
  }
}

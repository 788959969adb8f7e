import { ApiError } from '../../../http/api-error';
import { cancelWebSale, findOwnWebSale, type CancellableRow } from '../purchase/purchase-repository';
import { numericParameter, PARAM_SALE_SAVE_PERIOD } from '../../../db/settings-repository';
import { returnLotStock } from '../web-item/web-lot-repository';
import { cancelDeadline, DEFAULT_SALE_SAVE_PERIOD_SECONDS, secondsLeft, windowStart } from './cancel-window';
import type { Buyer, BuyerWebDeps } from '../deps';
import { runIdempotent } from '../purchase/idempotency';
import { buyerWebMessages as msg } from '../messages';

export const saleSavePeriod = (deps: BuyerWebDeps) => numericParameter(deps.db, PARAM_SALE_SAVE_PERIOD, DEFAULT_SALE_SAVE_PERIOD_SECONDS);

/** GET /users/cancellable: own WEB lines still inside the window, each with its deadline. */
export async function listCancellablePurchases(deps: BuyerWebDeps, buyer: Buyer) {
  const now = deps.clock.now();
  // Every buyer's side panel asks at each page load: read beside the listing model.
  const reads = await deps.snapshot.current(now);
  const period = deps.snapshot.settings().saleSavePeriod;
  const rows = await reads.cancellable(buyer.branchId, windowStart(now, period));
  // Field by field: object rest and spread take V8's slow path (about 5 µs a line), and every
  // buyer's side panel asks for these lines twice a visit at opening.
  return rows.map((row) => ({
    transactionUUID: row.transactionUUID,
    id: row.id,
    web_item_id: row.web_item_id,
    is_photo_present: row.is_photo_present,
    shipment_provider_name: row.shipment_provider_name,
    product_name: row.product_name,
    color: row.color,
    specification: row.specification,
    remarks: row.remarks,
    quantity_per_package: row.quantity_per_package,
    quantity: row.quantity,
    unit_price: String(row.unit_price),
    hasu: row.hasu,
    cost: row.cost,
    ...instantsOf(row, period),
    remaining_seconds: secondsLeft(row.created_at, period, now),
  }));
}

/**
 * A line's purchased_at and deadline as the answer words them: the same on every answer while
 * the window lasts (each buyer's side panel asks twice a visit), so worded once per line.
 */
const instants = new WeakMap<CancellableRow, { period: number; purchased_at: string; deadline: string }>();
function instantsOf(row: CancellableRow, period: number): { purchased_at: string; deadline: string } {
  let held = instants.get(row);
  if (held?.period !== period) {
    held = { period, purchased_at: row.created_at.toISOString(), deadline: cancelDeadline(row.created_at, period).toISOString() };
    instants.set(row, held);
  }
  return { purchased_at: held.purchased_at, deadline: held.deadline };
}

export interface CancelRequest {
  transactionUUID: string;
  id: number;
}

/**
 * POST /users/cancellable/cancel: marks the line cancelled and returns its packages and loose
 * stems to the lot and the receiving, in one transaction, only within SALE_SAVE_PERIOD.
 */
export async function cancelPurchase(deps: BuyerWebDeps, buyer: Buyer, req: CancelRequest, idempotencyKey?: string) {
  const period = await saleSavePeriod(deps);
  const now = deps.clock.now();
  const since = windowStart(now, period);
  const result = await runIdempotent(
    deps.db,
    { accountId: buyer.accountId, key: idempotencyKey, endpoint: 'POST /users/cancellable/cancel', body: req, now },
    async (tx) => {
      const target = { saleId: req.id, transactionUuid: req.transactionUUID, branchId: buyer.branchId };
      const line = await cancelWebSale(tx, { ...target, now, since });
      if (!line) {
        const sale = await findOwnWebSale(tx, target);
        if (!sale) throw new ApiError(404, msg.purchaseNotFound, { code: 'purchase_not_found', field: 'id' });
        if (sale.cancelled_at) throw new ApiError(409, msg.alreadyCancelled, { code: 'already_cancelled', field: 'id' });
        throw new ApiError(409, msg.cancelWindowPassed(period), { code: 'cancel_window_passed', field: 'id' });
      }
      const stock = await returnLotStock(tx, line.web_item_id, line.kuchi_su, line.ha_su);
      return {
        transactionUUID: req.transactionUUID,
        id: req.id,
        web_item_id: stock.id,
        remaining_quantity: stock.remaining_quantity,
        hasu: stock.hasu,
      };
    },
  );
  return result.body;
}

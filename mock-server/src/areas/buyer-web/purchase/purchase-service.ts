import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/types';
import { PRICE_UNDECIDED } from '../../../domain/values';
import { ApiError } from '../../../http/api-error';
import { buyWebLines, findPurchaseDoneRows, LineRefused, transactionExists } from './purchase-repository';
import { findBranchPurchaseTerms } from '../web-settings-repository';
import { findLot, type LotForSale } from '../web-item/web-lot-repository';
import type { Buyer, BuyerWebDeps } from '../context';
import { runIdempotent } from './idempotency';
import type { StockChange } from '../live-stock/live-stock-service';
import { buyerWebMessages as msg } from '../messages';
import { assertWebOpen, checkOrderLines, inLockOrder, type OrderLine } from '../order-lines';
import { resalePrice } from '../resale-price';

/** Why a conditional decrement found nothing to take, from the lot as it is now. */
function refusal(lot: LotForSale | null, line: OrderLine): ApiError {
  const where = `web item ${line.id}`;
  if (!lot) return new ApiError(404, `${where}: not found`, msg.lotNotFound);
  if (!lot.on_sale) return new ApiError(409, `${where}: suspended or not open for web sale`, msg.lotNotOnSale);
  if (lot.unit_price === 0) return new ApiError(409, `${where}: unit_price is 0 (${PRICE_UNDECIDED})`, msg.priceUndecided);
  if (line.KUCHI_SU > lot.max_quantity) {
    return new ApiError(409, `${where}: KUCHI_SU ${line.KUCHI_SU} exceeds max_quantity ${lot.max_quantity}`, msg.overMaxQuantity(lot.max_quantity));
  }
  if (line.HA_SU > lot.hasu) return new ApiError(409, `${where}: HA_SU ${line.HA_SU} exceeds hasu ${lot.hasu}`, msg.hasuOutOfStock);
  return new ApiError(409, `${where}: KUCHI_SU ${line.KUCHI_SU} exceeds remaining_quantity ${lot.remaining_quantity}`, msg.outOfStock);
}

/** Approval first: it will not pass by waiting, unlike the web hours. Returns the branch's SALE_RATE. */
async function assertMayBuy(db: Queryable, buyer: Buyer, now: Date): Promise<number> {
  // Both reads at once; the hours' refusal waits until approval has had its say.
  const [terms, closed] = await Promise.all([
    findBranchPurchaseTerms(db, buyer.branchId),
    assertWebOpen(db, now).then(
      () => null,
      (err: unknown) => err,
    ),
  ]);
  if (terms.purchase_approval) {
    throw new ApiError(403, "purchase_approval: this branch needs the head branch's approval to buy", msg.purchaseApprovalRequired);
  }
  if (closed) throw closed;
  return terms.sale_rate;
}

/**
 * POST /users/web/buy: every line is taken by a conditional decrement in one statement (migration
 * 010), so the call buys all lines or none, and no lot is ever oversold. Prices come from the lot.
 * The terms are read right before it, so a head branch's change in /setting applies to the very
 * next call.
 */
export async function buyWebItems(deps: BuyerWebDeps, buyer: Buyer, items: OrderLine[], idempotencyKey?: string): Promise<{ transactionUUID: string }> {
  checkOrderLines(items, 'buy');
  const now = deps.clock.now();
  const lines = inLockOrder(items);
  const buy = (q: Queryable, saleRate: number, uuid: string, lone: boolean) =>
    buyWebLines(q, { branchId: buyer.branchId, lines, saleRate, now, transactionUuid: uuid }, lone);
  let changes: StockChange[] = [];
  try {
    if (idempotencyKey === undefined) {
      // No key: the lines are a lone statement, its own transaction (no round trip under the lot's lock).
      const saleRate = await assertMayBuy(deps.db, buyer, now);
      const transactionUUID = randomUUID();
      changes = await buy(deps.db, saleRate, transactionUUID, true);
      await deps.liveStock.publish(changes).catch(() => undefined);
      return { transactionUUID };
    }
    const result = await runIdempotent(
      deps.db,
      { accountId: buyer.accountId, key: idempotencyKey, endpoint: 'POST /users/web/buy', body: { items }, now },
      async (tx) => {
        // Inside the work, after a replay would have answered: a retry of a call that went through
        // before closing time gets its first answer, not a refusal.
        const saleRate = await assertMayBuy(tx, buyer, now);
        const uuid = randomUUID();
        changes = await buy(tx, saleRate, uuid, false);
        return { transactionUUID: uuid };
      },
      // Every buyer storms the same lot: its row lock must not wait for the disk.
      { releaseLocksBeforeFlush: true },
    );
    if (!result.replayed) await deps.liveStock.publish(changes).catch(() => undefined);
    return result.body;
  } catch (err) {
    if (!(err instanceof LineRefused)) throw err;
    // The statement rolled back; the lot as it is now says why.
    const line = lines.find((l) => l.id === err.webItemId) as OrderLine;
    if (err.receivingShort) throw new ApiError(409, `web item ${line.id}: receiving stock is short`, msg.outOfStock);
    throw refusal(await findLot(deps.db, line.id), line);
  }
}

/** GET /users/web/buy/done: the Purchase-done rows of one of the branch's own transactions. */
export async function findBuyDone(deps: BuyerWebDeps, buyer: Buyer, transactionUuid: string) {
  const [rows, terms] = await Promise.all([findPurchaseDoneRows(deps.db, buyer.branchId, transactionUuid), findBranchPurchaseTerms(deps.db, buyer.branchId)]);
  if (rows.length === 0 && !(await transactionExists(deps.db, buyer.branchId, transactionUuid))) {
    throw new ApiError(404, `transactionUUID ${transactionUuid}: no purchase of this branch`, msg.transactionNotFound);
  }
  return rows.map(({ rate_tanka, ...row }) => ({
    ...row,
    unit_price: String(row.unit_price),
    commission: row.SO_SU * rate_tanka,
    // RATE_TANKA as charged (the branch's SALE_RATE at purchase time), so client totals match the sale lines.
    commission_per_stem: rate_tanka,
    // The resale guide from the line as charged and the branch's margin as set now.
    sell_price: row.unit_price > 0 ? resalePrice(row.unit_price + rate_tanka, terms.sell_margin_rate) : null,
  }));
}

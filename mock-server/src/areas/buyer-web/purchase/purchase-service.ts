import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/types';
import { PRICE_UNDECIDED } from '../../../domain/values';
import { ApiError } from '../../../http/api-error';
import { findPurchaseDoneRows, insertWebSale, transactionExists } from './purchase-repository';
import { findBranchPurchaseTerms } from '../web-settings-repository';
import { findLot, takeLineStock, type LotForSale } from '../web-item/web-lot-repository';
import type { Buyer, BuyerWebDeps } from '../context';
import { runIdempotent } from './idempotency';
import type { StockChange } from '../live-stock/live-stock-service';
import { buyerWebMessages as msg } from '../messages';
import { assertWebOpen, checkOrderLines, inLockOrder, type OrderLine } from '../order-lines';
import { priceLine } from '../pricing';
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

async function buyLine(tx: Queryable, buyer: Buyer, line: OrderLine, saleRate: number, now: Date, uuid: string): Promise<StockChange> {
  // Lot, receiving and bundle tiers in one statement; the sale line is the second and last.
  const taken = await takeLineStock(tx, line.id, line.KUCHI_SU, line.HA_SU);
  if (!taken) throw refusal(await findLot(tx, line.id), line);
  const { lot, tiers } = taken;
  if (!taken.niuke_sale_date) throw new ApiError(409, `web item ${line.id}: receiving stock is short`, msg.outOfStock);
  const p = priceLine(lot, tiers, line.KUCHI_SU, line.HA_SU, saleRate, now);
  await insertWebSale(tx, {
    saleDate: lot.sale_date,
    niukeSaleDate: taken.niuke_sale_date,
    branchId: buyer.branchId,
    receivingId: lot.receiving_id,
    webItemId: lot.id,
    kuchiSu: line.KUCHI_SU,
    haSu: line.HA_SU,
    soSu: p.soSu,
    webTanka: p.webTanka,
    rateTanka: p.rateTanka,
    discountTanka: p.discountTanka,
    price: p.price,
    transactionUuid: uuid,
    createdAt: now,
  });
  return { id: lot.id, remaining_quantity: lot.remaining_quantity, hasu: lot.hasu };
}

/**
 * POST /users/web/buy: every line is taken in one transaction by a conditional decrement, so
 * the call buys all lines or none, and no lot is ever oversold. Prices come from the lot.
 */
export async function buyWebItems(deps: BuyerWebDeps, buyer: Buyer, items: OrderLine[], idempotencyKey?: string): Promise<{ transactionUUID: string }> {
  checkOrderLines(items, 'buy');
  const now = deps.clock.now();
  let changes: StockChange[] = [];
  const result = await runIdempotent(
    deps.db,
    { accountId: buyer.accountId, key: idempotencyKey, endpoint: 'POST /users/web/buy', body: { items }, now },
    async (tx) => {
      // Inside the work, after a replay would have answered: a retry of a call that went through
      // before closing time gets its first answer, not a refusal.
      // Approval first: it will not pass by waiting, unlike the web hours. Read in the transaction,
      // so a head branch's change in /setting applies to the very next call.
      const terms = await findBranchPurchaseTerms(tx, buyer.branchId);
      if (terms.purchase_approval) {
        throw new ApiError(403, "purchase_approval: this branch needs the head branch's approval to buy", msg.purchaseApprovalRequired);
      }
      await assertWebOpen(tx, now);
      const saleRate = terms.sale_rate;
      const uuid = randomUUID();
      changes = [];
      for (const line of inLockOrder(items)) changes.push(await buyLine(tx, buyer, line, saleRate, now, uuid));
      return { transactionUUID: uuid };
    },
  );
  if (!result.replayed) await deps.liveStock.publish(changes).catch(() => undefined);
  return result.body;
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

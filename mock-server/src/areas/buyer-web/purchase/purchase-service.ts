import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/types';
import { ApiError } from '../../../http/api-error';
import {
  ApprovalRequired,
  buyWebLines,
  findPurchaseDoneRows,
  IdempotencyKeyTaken,
  LineRefused,
  transactionExists,
  type PurchaseKey,
} from './purchase-repository';
import { findBranchPurchaseTerms } from '../branch-terms-repository';
import { findLot } from '../web-item/web-lot-repository';
import { lineRefusal, ofLine } from './line-refusal';
import type { Buyer, BuyerWebDeps } from '../deps';
import { answerAsFirst, idempotencyHash, runIdempotent, type IdempotentCall } from './idempotency';
import { buyerWebMessages as msg } from '../messages';
import { checkOrderLines, inLockOrder, webClosed, type OrderLine } from '../order-lines';
import { findWebHoursCached } from '../web-hours-cache';
import { resalePrice } from '../../../domain/resale-price';
import { requestPurchase } from '../purchase-request/purchase-request-service';

/** Inside web hours (kept in memory); outside them approval is told first: it will not pass by waiting. */
async function assertWebOpenToBuy(deps: BuyerWebDeps, q: Queryable, _buyer: Buyer, now: Date): Promise<void> {
  const closed = webClosed(await findWebHoursCached(deps.db, q), now);
  if (closed) throw closed;
}

type BuyAnswer = { transactionUUID: string } | { request_id: number };
export const BUY_ENDPOINT = 'POST /users/web/buy';

/**
 * POST /users/web/buy: the approval, every line's conditional decrement and sale line (and the
 * Idempotency-Key with its answer) are one statement (migration 010), so the call buys all lines
 * or none, no lot is ever oversold, a head branch's change in /setting applies to the very next
 * call, and no round trip to this server happens under the hot lot's lock. Prices come from the lot.
 */
export async function buyWebItems(deps: BuyerWebDeps, buyer: Buyer, items: OrderLine[], idempotencyKey?: string): Promise<BuyAnswer> {
  checkOrderLines(items, 'buy');
  const now = deps.clock.now();
  const lines = inLockOrder(items);
  try {
    if (idempotencyKey === undefined) {
      await assertWebOpenToBuy(deps, deps.db, buyer, now);
      return await buyAlone(deps, buyer, lines, now);
    }
    const call = { accountId: buyer.accountId, key: idempotencyKey, endpoint: BUY_ENDPOINT, body: { items }, now };
    const hash = idempotencyHash(call);
    // Closed: the claim-first transaction, so a retry of a call that went through before closing
    // time gets its first answer (it waits for a racing first call), not a refusal.
    if (webClosed(await findWebHoursCached(deps.db), now)) return await buyInTransaction(deps, buyer, lines, now, call);
    // Open: the statement claims the key before anything else (WB004 when a call took it: a
    // retry is answered as the first call was, or 422), so no read of the key comes first.
    return await buyAlone(deps, buyer, lines, now, { account_id: buyer.accountId, key: idempotencyKey, endpoint: BUY_ENDPOINT, request_hash: hash }).catch(
      async (err: unknown) => {
        if (!(err instanceof IdempotencyKeyTaken)) throw err;
        return (await answerAsFirst<BuyAnswer>(deps.db, call, hash)).body;
      },
    );
  } catch (err) {
    // The head branch requires approval: the purchase becomes a request (202).
    if (err instanceof ApprovalRequired) return requestPurchase(deps, buyer, items, BUY_ENDPOINT, idempotencyKey);
    if (!(err instanceof LineRefused)) throw err;
    // The statement rolled back; the lot as it is now says why, for the line as the body sent it.
    const index = items.findIndex((l) => l.id === err.webItemId);
    const line = items[index];
    const at = `items[${index}].`;
    const lot = await findLot(deps.db, line.id);
    const why = err.receivingShort ? null : lineRefusal(lot, line, at);
    throw ofLine(why ?? new ApiError(409, msg.outOfStock, { code: 'out_of_stock', field: `${at}KUCHI_SU` }), lot, index, items.length);
  }
}

/** The purchase as a lone statement, its own transaction; with a key, claimed and answered in it. */
async function buyAlone(deps: BuyerWebDeps, buyer: Buyer, lines: OrderLine[], now: Date, key?: Omit<PurchaseKey, 'response'>): Promise<BuyAnswer> {
  const answer = { transactionUUID: randomUUID() };
  const idempotency = key && { ...key, response: answer };
  await buyWebLines(deps.db, { branchId: buyer.branchId, lines, now, transactionUuid: answer.transactionUUID, idempotency }, true);
  return answer;
}

async function buyInTransaction(deps: BuyerWebDeps, buyer: Buyer, lines: OrderLine[], now: Date, call: IdempotentCall): Promise<BuyAnswer> {
  const result = await runIdempotent(
    deps.db,
    call,
    async (tx) => {
      await assertWebOpenToBuy(deps, tx, buyer, now);
      const transactionUuid = randomUUID();
      await buyWebLines(tx, { branchId: buyer.branchId, lines, now, transactionUuid }, false);
      return { transactionUUID: transactionUuid };
    },
    { releaseLocksBeforeFlush: true },
  );
  return result.body;
}

/** GET /users/web/buy/done: the Purchase-done rows of one of the branch's own transactions. */
export async function findBuyDone(deps: BuyerWebDeps, buyer: Buyer, transactionUuid: string) {
  const [rows, terms] = await Promise.all([findPurchaseDoneRows(deps.db, buyer.branchId, transactionUuid), findBranchPurchaseTerms(deps.db, buyer.branchId)]);
  if (rows.length === 0 && !(await transactionExists(deps.db, buyer.branchId, transactionUuid))) {
    throw new ApiError(404, msg.transactionNotFound, { code: 'transaction_not_found', field: 'transactionUUID' });
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

import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/types';
import { ApiError } from '../../../http/api-error';
import { writeAdminChange } from '../../../logs/audit-log';
import type { Buyer, BuyerWebDeps } from '../deps';
import { buyerWebMessages as msg } from '../messages';
import { assertWebOpen, inLockOrder, type OrderLine } from '../order-lines';
import { priceLine } from '../../../domain/pricing';
import { runIdempotent } from '../purchase/idempotency';
import { insertWebSale } from '../purchase/purchase-repository';
import { lineRefusal, ofLine } from '../purchase/line-refusal';
import { numericParameter, PARAM_PURCHASE_REQUEST_MINUTES, PARAM_PURCHASE_REQUEST_STOCK_SHARE } from '../../../db/settings-repository';
import { assertStillBuyable, DEFAULT_REQUEST_STOCK_SHARE, requestHoldCap } from './request-rules';
import { findBranchPurchaseTerms } from '../branch-terms-repository';
import { findBundleTiers, findLot, returnLotStock, takeLotStock, takeReceivingStock } from '../web-item/web-lot-repository';
import {
  accountLogin,
  decideRequest,
  expireDueRequests,
  findHeldLines,
  findRequestState,
  pendingHeldOnLot,
  heldLinesOf,
  insertHeldLine,
  insertRequest,
  listRequests,
  removeCartLines,
  REQUEST_STATUS,
  type RequestRow,
} from './purchase-request-repository';

/** The market's time for a request (system parameter PURCHASE_REQUEST_MINUTES, default 30). */
const DEFAULT_REQUEST_MINUTES = 30;
export const HEAD_BRANCH = '001';

/** Who decides: the head branch (001) of a purchaser. */
export interface HeadBranch extends Buyer {
  baisanCd: string;
  eda: string;
}

/**
 * POST /users/web/buy for a branch whose head branch requires approval: the lines'
 * quantities are held exactly as a purchase takes them (lot, then receiving, in lot order; all or
 * none) and priced as now; the request waits for the head branch until it expires. One
 * transaction with the Idempotency-Key, so a retry answers the same request.
 */
export async function requestPurchase(deps: BuyerWebDeps, buyer: Buyer, items: OrderLine[], endpoint: string, idempotencyKey?: string) {
  const now = deps.clock.now();
  const result = await runIdempotent(deps.db, { accountId: buyer.accountId, key: idempotencyKey, endpoint, body: { items }, now }, async (tx) => {
    await assertWebOpen(tx, now);
    const [terms, minutes, share] = await Promise.all([
      findBranchPurchaseTerms(tx, buyer.branchId),
      numericParameter(tx, PARAM_PURCHASE_REQUEST_MINUTES, DEFAULT_REQUEST_MINUTES),
      numericParameter(tx, PARAM_PURCHASE_REQUEST_STOCK_SHARE, DEFAULT_REQUEST_STOCK_SHARE),
    ]);
    const requestId = await insertRequest(tx, {
      branchId: buyer.branchId,
      accountId: buyer.accountId,
      now,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
    });
    for (const line of inLockOrder(items)) {
      const index = items.findIndex((l) => l.id === line.id);
      const lot = await takeLotStock(tx, line.id, line.KUCHI_SU, line.HA_SU);
      const receiving = lot && (await takeReceivingStock(tx, lot.receiving_id, line.KUCHI_SU));
      if (!lot || !receiving) {
        const why = lot ? null : lineRefusal(await findLot(tx, line.id), line, `items[${index}].`);
        throw why ?? new ApiError(409, msg.outOfStock, { code: 'out_of_stock', field: `items[${index}].KUCHI_SU` });
      }
      // No hoarding: counted under the lot's row lock the take holds, so exact under concurrency;
      // a refusal rolls the whole request back.
      const held = await pendingHeldOnLot(tx, lot.id, buyer.branchId);
      const cap = requestHoldCap(lot, lot.remaining_quantity + line.KUCHI_SU + held.all_held, share);
      if (held.branch_held + line.KUCHI_SU > cap) {
        const err = new ApiError(409, msg.requestHoldLimit(cap, held.branch_held), { code: 'request_hold_limit', field: `items[${index}].KUCHI_SU` });
        throw ofLine(err, lot, index, items.length);
      }
      const p = priceLine(lot, await findBundleTiers(tx, lot.id), line.KUCHI_SU, line.HA_SU, terms.sale_rate, now);
      await insertHeldLine(tx, requestId, {
        web_item_id: lot.id,
        kuchi_su: line.KUCHI_SU,
        ha_su: line.HA_SU,
        so_su: p.soSu,
        web_tanka: p.webTanka,
        rate_tanka: p.rateTanka,
        discount_tanka: p.discountTanka,
        price: p.price,
      });
    }
    await removeCartLines(
      tx,
      buyer.branchId,
      items.map((l) => l.id),
    );
    return { request_id: requestId };
  });
  // The request's own events are stored before the answer (the announcing is the feed's).
  await deps.marketFacts.settled();
  return result.body;
}

/** Gives back the held stock of requests that end without a sale, in lot order. */
async function returnHeld(tx: Queryable, ids: number[]): Promise<void> {
  for (const line of await heldLinesOf(tx, ids)) await returnLotStock(tx, line.web_item_id, line.kuchi_su, line.ha_su);
}

/**
 * Makes every pending request past its time 期限切れ and returns its stock. Safe in any number of
 * processes at once: rows are claimed with FOR UPDATE SKIP LOCKED and by a conditional UPDATE.
 */
export async function expireDue(deps: BuyerWebDeps, onlyId?: number): Promise<number> {
  const now = deps.clock.now();
  const expired = await deps.db.transaction(async (tx) => {
    const rows = await expireDueRequests(tx, now, onlyId);
    if (rows.length === 0) return rows;
    await returnHeld(
      tx,
      rows.map((r) => r.id),
    );
    for (const r of rows) {
      await writeAdminChange(tx, {
        operator: 'system',
        at: now,
        entity: 'purchase_request',
        key: r.id,
        action: 'update',
        before: { status: REQUEST_STATUS.pending },
        after: { status: REQUEST_STATUS.expired },
      });
    }
    return rows;
  });
  await deps.marketFacts.settled();
  return expired.length;
}

/** Why a decision found nothing to decide: 404 (not this purchaser's), or 409 in Japanese. */
async function refusalOf(deps: BuyerWebDeps, head: HeadBranch, id: number): Promise<ApiError> {
  const state = await findRequestState(deps.db, id);
  if (!state || state.baisan_cd !== head.baisanCd || state.branch_id === head.branchId) {
    return new ApiError(404, msg.requestNotFound, { code: 'request_not_found', field: 'request_id' });
  }
  if (state.status === REQUEST_STATUS.pending) {
    // Past its time but not swept yet: expire it now (its stock returns) and say so.
    await expireDue(deps, id);
    return new ApiError(409, msg.requestExpired, { code: 'request_expired', field: 'request_id' });
  }
  if (state.status === REQUEST_STATUS.expired) return new ApiError(409, msg.requestExpired, { code: 'request_expired', field: 'request_id' });
  return new ApiError(409, msg.requestDecided(state.status), { code: 'request_decided', field: 'request_id' });
}

/**
 * POST /users/approval/{id}/approve: the held lines become the branch's sale now (its cancel
 * window starts now), if a purchase would still be allowed now; a refusal leaves it pending.
 */
export async function approveRequest(deps: BuyerWebDeps, head: HeadBranch, id: number) {
  const now = deps.clock.now();
  const uuid = randomUUID();
  const operator = await accountLogin(deps.db, head.accountId);
  const decided = await deps.db.transaction(async (tx) => {
    const d = await decideRequest(tx, {
      id,
      baisanCd: head.baisanCd,
      headBranchId: head.branchId,
      status: REQUEST_STATUS.approved,
      now,
      decidedBy: head.accountId,
      comment: '',
      transactionUuid: uuid,
    });
    if (!d) return null;
    await assertStillBuyable(deps, tx, head, id, now);
    for (const l of await findHeldLines(tx, id)) {
      await insertWebSale(tx, {
        saleDate: l.sale_date,
        niukeSaleDate: l.niuke_sale_date,
        branchId: d.branch_id,
        receivingId: l.receiving_id,
        webItemId: l.web_item_id,
        kuchiSu: l.kuchi_su,
        haSu: l.ha_su,
        soSu: l.so_su,
        webTanka: l.web_tanka,
        rateTanka: l.rate_tanka,
        discountTanka: l.discount_tanka,
        price: l.price,
        transactionUuid: uuid,
        createdAt: now,
      });
    }
    await writeAdminChange(tx, {
      operator,
      at: now,
      entity: 'purchase_request',
      key: id,
      action: 'update',
      before: { status: REQUEST_STATUS.pending },
      after: { status: REQUEST_STATUS.approved, transactionUUID: uuid },
    });
    return d;
  });
  if (!decided) throw await refusalOf(deps, head, id);
  await deps.marketFacts.settled();
  return { transactionUUID: uuid };
}

/** POST /users/approval/{id}/reject: the held stock returns; the comment is shown to the branch. */
export async function rejectRequest(deps: BuyerWebDeps, head: HeadBranch, id: number, comment: string) {
  const now = deps.clock.now();
  const operator = await accountLogin(deps.db, head.accountId);
  const decided = await deps.db.transaction(async (tx) => {
    const d = await decideRequest(tx, {
      id,
      baisanCd: head.baisanCd,
      headBranchId: head.branchId,
      status: REQUEST_STATUS.rejected,
      now,
      decidedBy: head.accountId,
      comment,
      transactionUuid: null,
    });
    if (!d) return null;
    await returnHeld(tx, [id]);
    await writeAdminChange(tx, {
      operator,
      at: now,
      entity: 'purchase_request',
      key: id,
      action: 'update',
      before: { status: REQUEST_STATUS.pending },
      after: { status: REQUEST_STATUS.rejected, comment },
    });
    return d;
  });
  if (!decided) throw await refusalOf(deps, head, id);
  await deps.marketFacts.settled();
  return { message: msg.requestRejected };
}

const envelope = (rows: RequestRow[], page: { per: number; page: number }) => {
  const total = rows.length ? Number(rows[0].total) : 0;
  const totalPages = Math.max(1, Math.ceil(total / page.per));
  return {
    currentPage: page.page,
    totalPages,
    per: page.per,
    total,
    isFirstPage: page.page === 1,
    isLastPage: page.page >= totalPages,
    datas: rows.map(({ total: _t, created_at, expires_at, decided_at, items, ...row }) => ({
      ...row,
      items: items ?? [],
      created_at: created_at.toISOString(),
      expires_at: expires_at.toISOString(),
      decided_at: decided_at ? decided_at.toISOString() : null,
    })),
  };
};

/** GET /users/web/requests: the branch's own requests, newest first (due ones expired first). */
export async function listOwnRequests(deps: BuyerWebDeps, buyer: Buyer, page: { per: number; page: number }) {
  await expireDue(deps);
  const answer = envelope(await listRequests(deps.db, { branchId: buyer.branchId }, { ...page, pendingOnly: false }), page);
  return { ...answer, datas: answer.datas.map(({ branch_number: _n, branch_name: _b, ...row }) => row) };
}

/** GET /users/approval: the head branch's view of its branches' requests (pending only with pending=1). */
export async function listBranchRequests(deps: BuyerWebDeps, head: HeadBranch, page: { per: number; page: number; pendingOnly: boolean }) {
  await expireDue(deps);
  return envelope(await listRequests(deps.db, { baisanCd: head.baisanCd, exceptEda: head.eda }, page), page);
}

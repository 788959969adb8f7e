import { publishMarketEvent } from '../../../events/market-events';
import type { BuyerWebDeps } from '../deps';
import { buyerWebMessages as msg } from '../messages';
import { findDecided, headBranchOf, REQUEST_STATUS, type Decided } from './purchase-request-repository';

/**
 * Every purchase request sent or decided (its committed row: migration 033's fact, whichever
 * process or sweep wrote it) reaches the market event stream: the requesting branch and its head
 * branch (their request lists reload; the bell says what happened), and the administrators of
 * a new request. Never another purchaser's branches.
 */
export function announcePurchaseRequests(deps: BuyerWebDeps): void {
  deps.marketFacts.on('purchase_request', async ({ requestId, status }) => {
    const request = await findDecided(deps.db, requestId);
    if (request) await announceRequest(deps, request, status);
  });
}

async function announceRequest(deps: BuyerWebDeps, d: Decided, status: string): Promise<void> {
  const now = deps.clock.now();
  const data = { request_id: d.id, status };
  const kind = 'purchase_request';
  const source = (to: string) => `${kind}:${d.id}:${status}:${to}`;
  const toBranch = {
    [REQUEST_STATUS.approved]: msg.requestApprovedNotice,
    [REQUEST_STATUS.rejected]: msg.requestRejectedNotice,
    [REQUEST_STATUS.expired]: msg.requestExpiredNotice,
  }[status];
  await publishMarketEvent(deps.db, now, {
    audience: { to: 'branch', branchId: d.branch_id },
    kind,
    data,
    notice: toBranch ? { title: toBranch(d.id), link: '/web/requests', important: status === REQUEST_STATUS.approved } : undefined,
    source: source('branch'),
  });
  const head = await headBranchOf(deps.db, d.baisan_cd).catch(() => null);
  if (head !== null && head !== d.branch_id) {
    const pending = status === REQUEST_STATUS.pending;
    await publishMarketEvent(deps.db, now, {
      audience: { to: 'branch', branchId: head },
      kind,
      data,
      notice: pending ? { title: msg.requestArrived(d.id), link: '/web/approval', important: true } : undefined,
      source: source('head'),
    });
  }
  if (status === REQUEST_STATUS.pending) await publishMarketEvent(deps.db, now, { audience: { to: 'admins' }, kind, data, source: source('admins') });
}

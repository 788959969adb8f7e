import { publishMarketEvent } from '../../../events/market-events';
import type { BuyerWebDeps } from '../deps';
import { buyerWebMessages as msg } from '../messages';
import { headBranchOf, REQUEST_STATUS, type Decided } from './purchase-request-repository';

/**
 * A request was sent or decided: the market event stream tells the requesting branch
 * and its head branch (their request lists reload; the bell says what happened), and the
 * administrators of a new request. Never another purchaser's branches.
 */
export async function announceRequest(deps: BuyerWebDeps, d: Decided, status: string): Promise<void> {
  const now = deps.clock.now();
  const data = { request_id: d.id, status };
  const kind = 'purchase_request';
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
  });
  const head = await headBranchOf(deps.db, d.baisan_cd).catch(() => null);
  if (head !== null && head !== d.branch_id) {
    const pending = status === REQUEST_STATUS.pending;
    await publishMarketEvent(deps.db, now, {
      audience: { to: 'branch', branchId: head },
      kind,
      data,
      notice: pending ? { title: msg.requestArrived(d.id), link: '/web/approval', important: true } : undefined,
    });
  }
  if (status === REQUEST_STATUS.pending) await publishMarketEvent(deps.db, now, { audience: { to: 'admins' }, kind, data });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MessageAnswer, typed } from '../../../http/contract';
import { ApiError } from '../../../http/api-error';
import { currentUser } from '../../../http/current-user';
import { buyerOf } from '../buyer';
import { TransactionAnswer } from '../common-schemas';
import type { BuyerWebDeps } from '../deps';
import { buyerWebMessages as msg } from '../messages';
import { ApprovalPage, ApprovalQuery, ApproveBody, RejectBody, RequestParams, RequestsPage, RequestsQuery } from './purchase-request-schemas';
import { approveRequest, expireDue, HEAD_BRANCH, listBranchRequests, listOwnRequests, rejectRequest, type HeadBranch } from './purchase-request-service';
import { bearerRoute } from '../../../http/route-options';

const tags = ['buyer-web'];
/** How often each process sweeps expired requests (their stock returns); reads and decisions also sweep. */
const SWEEP_MS = 5_000;

/** The head branch (001) of the caller's purchaser decides; any other caller is refused (403). */
function headOf(request: FastifyRequest): HeadBranch {
  const user = currentUser(request);
  const buyer = buyerOf(request);
  if (user.baisanCd === null || user.baisanEda !== HEAD_BRANCH) throw new ApiError(403, msg.headBranchOnly, { code: 'head_branch_only', field: 'branch' });
  return { ...buyer, baisanCd: user.baisanCd, eda: user.baisanEda };
}

const pageOf = (q: { per?: number; page?: number }) => ({ per: q.per ?? 20, page: q.page ?? 1 });

/** Purchase requests and their approval by the head branch. */
export function purchaseRequestRoutes(app: FastifyInstance, deps: BuyerWebDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  const timer = setInterval(() => void expireDue(deps).catch(() => undefined), SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  r.get(
    '/users/web/requests',
    route({ summary: "The branch's own purchase requests (approval by the head branch), newest first", querystring: RequestsQuery }, RequestsPage, [401, 403]),
    async (request) => listOwnRequests(deps, buyerOf(request), pageOf(request.query)),
  );

  r.get(
    '/users/approval',
    route({ summary: "The head branch's view of its branches' purchase requests", querystring: ApprovalQuery }, ApprovalPage, [401, 403]),
    async (request) => listBranchRequests(deps, headOf(request), { ...pageOf(request.query), pendingOnly: request.query.pending === '1' }),
  );

  r.post(
    '/users/approval/:request_id/approve',
    route(
      { summary: 'Approve a pending request: its held lines become the branch’s purchase now', params: RequestParams, body: ApproveBody },
      TransactionAnswer,
      [401, 403, 404, 409],
    ),
    async (request) => approveRequest(deps, headOf(request), request.params.request_id),
  );

  r.post(
    '/users/approval/:request_id/reject',
    route(
      { summary: 'Reject a pending request with an optional comment; the held stock returns', params: RequestParams, body: RejectBody },
      MessageAnswer,
      [400, 401, 403, 404, 409],
    ),
    async (request) => rejectRequest(deps, headOf(request), request.params.request_id, request.body.comment?.trim() ?? ''),
  );
}

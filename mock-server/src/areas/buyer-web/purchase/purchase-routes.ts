import type { FastifyInstance } from 'fastify';
import { errorResponses, typed } from '../../../http/contract';
import { buyerOf, idempotencyKeyOf } from '../buyer';
import { IdempotencyHeaders, OrderBody, security, tags, TransactionAnswer, TransactionQuery } from '../common-schemas';
import type { BuyerWebDeps } from '../deps';
import { linesOf } from '../order-lines';
import { RequestAnswer } from '../purchase-request/purchase-request-schemas';
import { BuyDoneRows } from './purchase-schemas';
import { buyWebItems, findBuyDone } from './purchase-service';
import { bearerRoute } from '../../../http/route-options';

/** Buy and its done page (next order: next-order/, cancel: cancel/). */
export function purchaseRoutes(app: FastifyInstance, deps: BuyerWebDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.post(
    '/users/web/buy',
    {
      schema: {
        tags,
        security,
        summary: 'Buy lots: all lines or none; Idempotency-Key makes retries safe',
        headers: IdempotencyHeaders,
        body: OrderBody,
        // 202: the head branch requires approval, so the purchase became a request.
        response: { 200: TransactionAnswer, 202: RequestAnswer, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const answer = await buyWebItems(deps, buyerOf(request), linesOf(request.body), idempotencyKeyOf(request));
      if ('request_id' in answer) reply.code(202);
      return answer;
    },
  );

  r.get(
    '/users/web/buy/done',
    route({ summary: 'Purchase-done rows of one own transaction', querystring: TransactionQuery }, BuyDoneRows, [400, 401, 403, 404]),
    async (request) => findBuyDone(deps, buyerOf(request), request.query.transactionUUID),
  );
}

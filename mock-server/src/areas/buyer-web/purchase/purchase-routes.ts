import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { errorResponses, typed } from '../../../http/contract';
import { cancelPurchase, listCancellablePurchases } from '../cancel/cancel-service';
import type { BuyerWebDeps } from '../deps';
import { findNextOrderDone, reserveNextOrder } from '../next-order/next-order-service';
import type { OrderLine } from '../order-lines';
import { buyWebItems, findBuyDone } from './purchase-service';
import { buyerOf, idempotencyKeyOf } from '../buyer';
import { IdempotencyHeaders, security, tags, TransactionAnswer } from '../common-schemas';
import { RequestAnswer } from '../purchase-request/purchase-request-schemas';
import { BuyDoneRows, CancelAnswer, CancelBody, CancellableRows, NextOrderDoneRows, OrderBody, TransactionQuery } from './purchase-schemas';

/** Only the fields the server uses: whatever else a client sent (a price) is dropped here. */
const linesOf = (body: Static<typeof OrderBody>): OrderLine[] => body.items.map(({ id, KUCHI_SU, HA_SU }) => ({ id, KUCHI_SU, HA_SU }));

/** Buy, next order, their done pages, and cancel. */
export function purchaseRoutes(app: FastifyInstance, deps: BuyerWebDeps): void {
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
        // 202: the head branch requires approval, so the purchase became a request (issue 25).
        response: { 200: TransactionAnswer, 202: RequestAnswer, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const answer = await buyWebItems(deps, buyerOf(request), linesOf(request.body), idempotencyKeyOf(request));
      if ('request_id' in answer) reply.code(202);
      return answer;
    },
  );

  r.post(
    '/users/web/next-order',
    {
      schema: {
        tags,
        security,
        summary: 'Reserve lots for the next sale (YOYAKU_PERMIT_FLG only)',
        headers: IdempotencyHeaders,
        body: OrderBody,
        response: { 200: TransactionAnswer, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => reserveNextOrder(deps, buyerOf(request), linesOf(request.body), idempotencyKeyOf(request)),
  );

  r.get(
    '/users/web/buy/done',
    {
      schema: {
        tags,
        security,
        summary: 'Purchase-done rows of one own transaction',
        querystring: TransactionQuery,
        response: { 200: BuyDoneRows, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => findBuyDone(deps, buyerOf(request), request.query.transactionUUID),
  );

  r.get(
    '/users/web/next-order/done',
    {
      schema: {
        tags,
        security,
        summary: 'Next-order-done rows of one own transaction',
        querystring: TransactionQuery,
        response: { 200: NextOrderDoneRows, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => findNextOrderDone(deps, buyerOf(request), request.query.transactionUUID),
  );

  r.get(
    '/users/cancellable',
    {
      schema: {
        tags,
        security,
        summary: 'Own WEB purchases still inside SALE_SAVE_PERIOD, with deadlines',
        response: { 200: CancellableRows, ...errorResponses(401, 403) },
      },
    },
    async (request) => listCancellablePurchases(deps, buyerOf(request)),
  );

  r.post(
    '/users/cancellable/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel one own purchase line within SALE_SAVE_PERIOD; the quantity returns to stock',
        headers: IdempotencyHeaders,
        body: CancelBody,
        response: { 200: CancelAnswer, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => cancelPurchase(deps, buyerOf(request), request.body, idempotencyKeyOf(request)),
  );
}

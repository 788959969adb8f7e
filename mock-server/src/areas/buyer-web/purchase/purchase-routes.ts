import type { FastifyInstance } from 'fastify';
import { errors } from '../../../http/schemas';
import { cancelPurchase, listCancellablePurchases } from '../cancel/cancel-service';
import type { BuyerWebDeps } from '../context';
import { findNextOrderDone, reserveNextOrder } from '../next-order/next-order-service';
import type { OrderLine } from '../order-lines';
import { buyWebItems, findBuyDone } from './purchase-service';
import { buyerOf, idempotencyKeyOf } from '../buyer';
import {
  buyDoneRows,
  cancelAnswer,
  cancelBody,
  cancellableRows,
  idempotencyHeaders,
  nextOrderDoneRows,
  orderBody,
  transactionAnswer,
  transactionQuery,
} from '../schemas';

const tags = ['buyer-web'];
const security = [{ bearer: [] }];

/** Only the fields the server uses: whatever else a client sent (a price) is dropped here. */
const linesOf = (body: unknown): OrderLine[] => (body as { items: OrderLine[] }).items.map(({ id, KUCHI_SU, HA_SU }) => ({ id, KUCHI_SU, HA_SU }));

/** Buy, next order, their done pages, and cancel. */
export function purchaseRoutes(app: FastifyInstance, deps: BuyerWebDeps): void {
  app.post(
    '/users/web/buy',
    {
      schema: {
        tags,
        security,
        summary: 'Buy lots: all lines or none; Idempotency-Key makes retries safe',
        headers: idempotencyHeaders,
        body: orderBody,
        response: { 200: transactionAnswer, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => buyWebItems(deps, buyerOf(request), linesOf(request.body), idempotencyKeyOf(request)),
  );

  app.post(
    '/users/web/next-order',
    {
      schema: {
        tags,
        security,
        summary: 'Reserve lots for the next sale (YOYAKU_PERMIT_FLG only)',
        headers: idempotencyHeaders,
        body: orderBody,
        response: { 200: transactionAnswer, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => reserveNextOrder(deps, buyerOf(request), linesOf(request.body), idempotencyKeyOf(request)),
  );

  app.get(
    '/users/web/buy/done',
    {
      schema: {
        tags,
        security,
        summary: 'Purchase-done rows of one own transaction',
        querystring: transactionQuery,
        response: { 200: buyDoneRows, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => findBuyDone(deps, buyerOf(request), (request.query as { transactionUUID: string }).transactionUUID),
  );

  app.get(
    '/users/web/next-order/done',
    {
      schema: {
        tags,
        security,
        summary: 'Next-order-done rows of one own transaction',
        querystring: transactionQuery,
        response: { 200: nextOrderDoneRows, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => findNextOrderDone(deps, buyerOf(request), (request.query as { transactionUUID: string }).transactionUUID),
  );

  app.get(
    '/users/cancellable',
    {
      schema: {
        tags,
        security,
        summary: 'Own WEB purchases still inside SALE_SAVE_PERIOD, with deadlines',
        response: { 200: cancellableRows, ...errors(401, 403) },
      },
    },
    async (request) => listCancellablePurchases(deps, buyerOf(request)),
  );

  app.post(
    '/users/cancellable/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel one own purchase line within SALE_SAVE_PERIOD; the quantity returns to stock',
        headers: idempotencyHeaders,
        body: cancelBody,
        response: { 200: cancelAnswer, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => cancelPurchase(deps, buyerOf(request), request.body as { transactionUUID: string; id: number }, idempotencyKeyOf(request)),
  );
}

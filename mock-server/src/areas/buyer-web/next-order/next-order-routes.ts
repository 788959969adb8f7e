import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/contract';
import { buyerOf, idempotencyKeyOf } from '../buyer';
import { IdempotencyHeaders, OrderBody, tags, TransactionAnswer, TransactionQuery } from '../common-schemas';
import type { BuyerWebDeps } from '../deps';
import { linesOf } from '../order-lines';
import { NextOrderDoneRows, NextReservationRows, ReservationCancelAnswer, ReservationCancelBody } from './next-order-schemas';
import { findNextOrderDone, getNextReservations, reserveNextOrder } from './next-order-service';
import { cancelNextReservation } from './reservation-cancel-service';
import { bearerRoute } from '../../../http/route-options';

/** Next order (YOYAKU_PERMIT_FLG), its done page, the branch's reservations and withdrawing one. */
export function nextOrderRoutes(app: FastifyInstance, deps: BuyerWebDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.post(
    '/users/web/next-order',
    route(
      { summary: 'Reserve lots for the next sale (YOYAKU_PERMIT_FLG only)', headers: IdempotencyHeaders, body: OrderBody },
      TransactionAnswer,
      [400, 401, 403, 404, 409, 422],
    ),
    async (request) => reserveNextOrder(deps, buyerOf(request), linesOf(request.body), idempotencyKeyOf(request)),
  );

  r.get(
    '/users/web/next-order/done',
    route({ summary: 'Next-order-done rows of one own transaction', querystring: TransactionQuery }, NextOrderDoneRows, [400, 401, 403, 404]),
    async (request) => findNextOrderDone(deps, buyerOf(request), request.query.transactionUUID),
  );

  r.get('/users/next-reservation', route({ summary: "The branch's next-order reservations" }, NextReservationRows, [401, 403]), async (request) =>
    getNextReservations(deps, buyerOf(request)),
  );

  r.post(
    '/users/next-reservation/cancel',
    route(
      { summary: "Withdraw one of the branch's own next-order reservations before its sale day", body: ReservationCancelBody },
      ReservationCancelAnswer,
      [400, 401, 403, 404, 409],
    ),
    async (request) => cancelNextReservation(deps, buyerOf(request), request.body.YOYAKU_NO),
  );
}

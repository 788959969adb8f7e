import type { FastifyInstance } from 'fastify';
import { errors } from '../../../http/schemas';
import type { BuyerWebDeps } from '../context';
import { buyNegotiated, replyToNegotiation } from '../negotiation/negotiation-followup-service';
import { cancelNextReservation } from '../next-order/reservation-cancel-service';
import { buyerOf, idempotencyKeyOf } from '../buyer';
import {
  negotiationBuyAnswer,
  negotiationBuyBody,
  negotiationReplyAnswer,
  negotiationReplyBody,
  reservationCancelAnswer,
  reservationCancelBody,
  type NegotiationBuyBody,
  type NegotiationReplyBody,
  type ReservationCancelBody,
} from './followup-schemas';
import { idempotencyHeaders } from '../schemas';

const tags = ['buyer-web'];
const security = [{ bearer: [] }];

/** The buyer closes what they started: withdraws a reservation, answers a 再商談, buys a 成立. */
export function followupRoutes(app: FastifyInstance, deps: BuyerWebDeps): void {
  app.post<{ Body: ReservationCancelBody }>(
    '/users/next-reservation/cancel',
    {
      schema: {
        tags,
        security,
        summary: "Withdraw one of the branch's own next-order reservations before its sale day",
        body: reservationCancelBody,
        response: { 200: reservationCancelAnswer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => cancelNextReservation(deps, buyerOf(request), request.body.YOYAKU_NO),
  );

  app.post<{ Body: NegotiationReplyBody }>(
    '/users/negotiation/answer',
    {
      schema: {
        tags,
        security,
        summary: 'Answer a 再商談: agree to the counter price (成立) or ask a new price (商談中)',
        body: negotiationReplyBody,
        response: { 200: negotiationReplyAnswer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { negotiation_no, accept, TANKA } = request.body;
      return replyToNegotiation(deps, buyerOf(request), accept ? { negotiation_no, accept } : { negotiation_no, accept, TANKA: TANKA ?? 0 });
    },
  );

  app.post<{ Body: NegotiationBuyBody }>(
    '/users/negotiation/buy',
    {
      schema: {
        tags,
        security,
        summary: 'Buy a 成立 negotiation once, at its agreed price and packages; Idempotency-Key makes retries safe',
        headers: idempotencyHeaders,
        body: negotiationBuyBody,
        response: { 200: negotiationBuyAnswer, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => buyNegotiated(deps, buyerOf(request), request.body.negotiation_no, idempotencyKeyOf(request)),
  );
}

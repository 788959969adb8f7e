import type { FastifyInstance } from 'fastify';
import { errorResponses, typed } from '../../../http/contract';
import type { BuyerWebDeps } from '../deps';
import { buyNegotiated, replyToNegotiation } from '../negotiation/negotiation-followup-service';
import { cancelNextReservation } from '../next-order/reservation-cancel-service';
import { buyerOf, idempotencyKeyOf } from '../buyer';
import { IdempotencyHeaders, security, tags, TransactionAnswer } from '../common-schemas';
import { NegotiationBuyBody, NegotiationReplyAnswer, NegotiationReplyBody, ReservationCancelAnswer, ReservationCancelBody } from './followup-schemas';

/** The buyer closes what they started: withdraws a reservation, answers a 再商談, buys a 成立. */
export function followupRoutes(app: FastifyInstance, deps: BuyerWebDeps): void {
  const r = typed(app);
  r.post(
    '/users/next-reservation/cancel',
    {
      schema: {
        tags,
        security,
        summary: "Withdraw one of the branch's own next-order reservations before its sale day",
        body: ReservationCancelBody,
        response: { 200: ReservationCancelAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => cancelNextReservation(deps, buyerOf(request), request.body.YOYAKU_NO),
  );

  r.post(
    '/users/negotiation/answer',
    {
      schema: {
        tags,
        security,
        summary: 'Answer a 再商談: agree to the counter price (成立) or ask a new price (商談中)',
        body: NegotiationReplyBody,
        response: { 200: NegotiationReplyAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { negotiation_no, accept, TANKA } = request.body;
      // The schema's if/then makes TANKA present when accept is false.
      return replyToNegotiation(deps, buyerOf(request), accept ? { negotiation_no, accept } : { negotiation_no, accept, TANKA: TANKA ?? 0 });
    },
  );

  r.post(
    '/users/negotiation/buy',
    {
      schema: {
        tags,
        security,
        summary: 'Buy a 成立 negotiation once, at its agreed price and packages; Idempotency-Key makes retries safe',
        headers: IdempotencyHeaders,
        body: NegotiationBuyBody,
        response: { 200: TransactionAnswer, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => buyNegotiated(deps, buyerOf(request), request.body.negotiation_no, idempotencyKeyOf(request)),
  );
}

import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/contract';
import type { BuyerWebDeps } from '../deps';
import { buyNegotiated, replyToNegotiation } from './negotiation-followup-service';
import { listNegotiations, requestNegotiation } from './negotiation-service';
import { buyerOf, idempotencyKeyOf } from '../buyer';
import { IdempotencyHeaders, tags, TransactionAnswer } from '../common-schemas';
import {
  NegotiationAnswer,
  NegotiationBody,
  NegotiationBuyBody,
  NegotiationQuery,
  NegotiationReplyAnswer,
  NegotiationReplyBody,
  NegotiationRows,
} from './negotiation-schemas';
import { bearerRoute } from '../../../http/route-options';

/** A buyer's negotiations: ask a price, list them, answer a 再商談, buy a 成立. */
export function negotiationRoutes(app: FastifyInstance, deps: BuyerWebDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.post(
    '/users/web/negotiation',
    route(
      { summary: 'Ask for a price on a negotiable lot (body: id, KUCHI_SU, TANKA, BIKO)', body: NegotiationBody },
      NegotiationAnswer,
      [400, 401, 403, 404, 409],
    ),
    async (request) => requestNegotiation(deps, buyerOf(request), request.body),
  );

  r.get(
    '/users/negotiation',
    {
      ...route({ summary: "The branch's negotiations (open=1: only 商談中 and 再商談)", querystring: NegotiationQuery }, NegotiationRows, [400, 401]),
    },
    async (request) => listNegotiations(deps, buyerOf(request), request.query.open === 1),
  );

  r.post(
    '/users/negotiation/answer',
    route(
      { summary: 'Answer a 再商談: agree to the counter price (成立) or ask a new price (商談中)', body: NegotiationReplyBody },
      NegotiationReplyAnswer,
      [400, 401, 403, 404, 409],
    ),
    async (request) => {
      const { negotiation_no, accept, TANKA } = request.body;
      // The schema's if/then makes TANKA present when accept is false.
      return replyToNegotiation(deps, buyerOf(request), accept ? { negotiation_no, accept } : { negotiation_no, accept, TANKA: TANKA ?? 0 });
    },
  );

  r.post(
    '/users/negotiation/buy',
    route(
      {
        summary: 'Buy a 成立 negotiation once, at its agreed price and packages; Idempotency-Key makes retries safe',
        headers: IdempotencyHeaders,
        body: NegotiationBuyBody,
      },
      TransactionAnswer,
      [400, 401, 403, 404, 409, 422],
    ),
    async (request) => buyNegotiated(deps, buyerOf(request), request.body.negotiation_no, idempotencyKeyOf(request)),
  );
}

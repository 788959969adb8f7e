import type { FastifyInstance } from 'fastify';
import { errorResponses, typed } from '../../../http/contract';
import type { BuyerWebDeps } from '../deps';
import { listNegotiations, requestNegotiation } from './negotiation-service';
import { buyerOf } from '../buyer';
import { security, tags } from '../common-schemas';
import { NegotiationAnswer, NegotiationBody, NegotiationQuery, NegotiationRows } from './negotiation-schemas';

export function negotiationRoutes(app: FastifyInstance, deps: BuyerWebDeps): void {
  const r = typed(app);
  r.post(
    '/users/web/negotiation',
    {
      schema: {
        tags,
        security,
        summary: 'Ask for a price on a negotiable lot (body: id, KUCHI_SU, TANKA, BIKO)',
        body: NegotiationBody,
        response: { 200: NegotiationAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => requestNegotiation(deps, buyerOf(request), request.body),
  );

  r.get(
    '/users/negotiation',
    {
      schema: {
        tags,
        security,
        summary: "The branch's negotiations (open=1: only 商談中 and 再商談)",
        querystring: NegotiationQuery,
        response: { 200: NegotiationRows, ...errorResponses(400, 401) },
      },
    },
    async (request) => listNegotiations(deps, buyerOf(request), request.query.open === 1),
  );
}

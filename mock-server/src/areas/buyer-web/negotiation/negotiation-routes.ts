import type { FastifyInstance } from 'fastify';
import { errors } from '../../../http/schemas';
import type { BuyerWebDeps } from '../context';
import { listNegotiations, requestNegotiation } from './negotiation-service';
import { buyerOf } from '../buyer';
import { negotiationAnswer, negotiationBody, negotiationQuery, negotiationRows } from '../schemas';

const tags = ['buyer-web'];
const security = [{ bearer: [] }];

export function negotiationRoutes(app: FastifyInstance, deps: BuyerWebDeps): void {
  app.post(
    '/users/web/negotiation',
    {
      schema: {
        tags,
        security,
        summary: 'Ask for a price on a negotiable lot (body: id, KUCHI_SU, TANKA, BIKO)',
        body: negotiationBody,
        response: { 200: negotiationAnswer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => requestNegotiation(deps, buyerOf(request), request.body),
  );

  app.get(
    '/users/negotiation',
    {
      schema: {
        tags,
        security,
        summary: "The branch's negotiations (open=1: only 商談中 and 再商談)",
        querystring: negotiationQuery,
        response: { 200: negotiationRows, ...errors(400, 401) },
      },
    },
    async (request) => listNegotiations(deps, buyerOf(request), (request.query as { open: number }).open === 1),
  );
}

import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../http/actor';
import { errorResponses, typed } from '../../../http/contract';
import type { AdminTransactionDeps } from '../deps';
import { security, tags } from '../common-schemas';
import { AdminNegotiation, NegotiationAnswer, NegotiationPage, NegotiationParams, NegotiationQuery } from './negotiation-schemas';
import { answerNegotiation, listNegotiations } from './negotiation-service';

/** /admins/negotiations: buyers' 商談 and the market's answers. */
export function negotiationRoutes(app: FastifyInstance, deps: AdminTransactionDeps): void {
  const r = typed(app);
  r.get(
    '/admins/negotiations',
    {
      schema: {
        tags,
        security,
        summary: 'Negotiations (open ones first), filtered by SHODAN_STATUS; query matches purchaser, product, shipper, BIKO, COMMENT',
        querystring: NegotiationQuery,
        response: { 200: NegotiationPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listNegotiations(deps, request.query),
  );

  r.put(
    '/admins/negotiations/:negotiation_no',
    {
      schema: {
        tags,
        security,
        summary: 'Answer a negotiation: 成立 (相対 sale taking the stock, 409 when gone), 再商談 (counter price) or 不成立',
        params: NegotiationParams,
        body: NegotiationAnswer,
        response: { 200: AdminNegotiation, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => answerNegotiation(deps, actorOf(request), request.params.negotiation_no, request.body),
  );
}

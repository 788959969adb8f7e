import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../http/actor';
import { bearerRoute } from '../../../http/route-options';
import { typed } from '../../../http/contract';
import type { AdminTransactionDeps } from '../deps';
import { tags } from '../common-schemas';
import { AdminNegotiation, NegotiationAnswer, NegotiationPage, NegotiationParams, NegotiationQuery } from './negotiation-schemas';
import { answerNegotiation, listNegotiations } from './negotiation-service';

/** /admins/negotiations: buyers' 商談 and the market's answers. */
export function negotiationRoutes(app: FastifyInstance, deps: AdminTransactionDeps): void {
  const r = typed(app);
  const route = bearerRoute(tags);
  r.get(
    '/admins/negotiations',
    route(
      {
        summary: 'Negotiations (open ones first), filtered by SHODAN_STATUS; query matches purchaser, product, shipper, BIKO, COMMENT',
        querystring: NegotiationQuery,
      },
      NegotiationPage,
      [400, 401, 403],
    ),
    async (request) => listNegotiations(deps, request.query),
  );

  r.put(
    '/admins/negotiations/:negotiation_no',
    route(
      {
        summary: 'Answer a negotiation: 成立 (相対 sale taking the stock, 409 when gone), 再商談 (counter price) or 不成立',
        params: NegotiationParams,
        body: NegotiationAnswer,
      },
      AdminNegotiation,
      [400, 401, 403, 404, 409],
    ),
    async (request) => answerNegotiation(deps, actorOf(request), request.params.negotiation_no, request.body),
  );
}

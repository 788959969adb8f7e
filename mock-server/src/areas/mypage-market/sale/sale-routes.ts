import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../http/current-user';
import { typed } from '../../../http/contract';
import { tags } from '../common-schemas';
import { SaleAnswer, SaleDetailAnswer, SaleDetailQuery, SaleQuery } from './sale-schemas';
import { saleHistory, saleHistoryDetail } from './sale-service';
import type { AreaDeps } from '../../../http/area-deps';
import { bearerRoute } from '../../../http/route-options';

/** GET /users/sale(/detail): bound to the caller's purchaser and branch. */
export function saleRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.get(
    '/users/sale',
    route(
      { summary: 'Purchase history by date (the head branch may pass another branch of its purchaser)', querystring: SaleQuery },
      SaleAnswer,
      [400, 401, 403, 404],
    ),
    async (request) => saleHistory(deps, currentUser(request), request.query),
  );

  r.get(
    '/users/sale/detail',
    route({ summary: 'The sale lines of one purchase date', querystring: SaleDetailQuery }, SaleDetailAnswer, [400, 401, 403, 404]),
    async (request) => saleHistoryDetail(deps, currentUser(request), request.query),
  );
}

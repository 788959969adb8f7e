import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../http/current-user';
import { errorResponses, typed } from '../../../http/contract';
import { security, tags } from '../common-schemas';
import { PriceHistoryAnswer, PriceHistoryQuery } from './price-history-schemas';
import { priceHistory } from './price-history-service';
import type { AreaDeps } from '../../../http/area-deps';

/** GET /users/market/history (issue 26): open to every signed-in account, like the market figures. */
export function priceHistoryRoutes(app: FastifyInstance, deps: AreaDeps): void {
  typed(app).get(
    '/users/market/history',
    {
      schema: {
        tags,
        security,
        summary: "A lot's price history: its product, variety, item and shipper per sale day, and the branch's last price paid",
        querystring: PriceHistoryQuery,
        response: { 200: PriceHistoryAnswer, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => priceHistory(deps.db, request.query, currentUser(request).branchId, deps.clock.now()),
  );
}

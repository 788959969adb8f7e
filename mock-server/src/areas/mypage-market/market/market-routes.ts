import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/contract';
import { tags } from '../common-schemas';
import { MarketAnswer, MarketDetailAnswer, MarketDetailQuery, MarketQuery } from './market-schemas';
import { marketDetail, marketSummary } from './market-service';
import type { AreaDeps } from '../../../http/area-deps';
import { bearerRoute } from '../../../http/route-options';

/** GET /users/market(/detail): market statistics, open to every signed-in account. */
export function marketRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.get(
    '/users/market',
    route({ summary: 'Market statistics per item for one sale date', querystring: MarketQuery }, MarketAnswer, [400, 401]),
    async (request) => marketSummary(deps, request.query),
  );

  r.get(
    '/users/market/detail',
    route({ summary: 'Market statistics of one item by variety, with its daily series', querystring: MarketDetailQuery }, MarketDetailAnswer, [400, 401, 404]),
    async (request) => marketDetail(deps, request.query),
  );
}

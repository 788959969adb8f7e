import type { FastifyInstance } from 'fastify';
import { errorResponses, typed } from '../../../http/contract';
import { security, tags } from '../common-schemas';
import { MarketAnswer, MarketDetailAnswer, MarketDetailQuery, MarketQuery } from './market-schemas';
import { marketDetail, marketSummary } from './market-service';
import type { AreaDeps } from '../../../http/area-deps';

/** GET /users/market(/detail): market statistics, open to every signed-in account. */
export function marketRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const api = typed(app);
  api.get(
    '/users/market',
    {
      schema: {
        tags,
        security,
        summary: 'Market statistics per item for one sale date',
        querystring: MarketQuery,
        response: { 200: MarketAnswer, ...errorResponses(400, 401) },
      },
    },
    async (request) => marketSummary(deps.db, request.query, deps.clock.now()),
  );

  api.get(
    '/users/market/detail',
    {
      schema: {
        tags,
        security,
        summary: 'Market statistics of one item by variety, with its daily series',
        querystring: MarketDetailQuery,
        response: { 200: MarketDetailAnswer, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => marketDetail(deps.db, request.query, deps.clock.now()),
  );
}

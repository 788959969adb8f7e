import type { FastifyInstance } from 'fastify';
import { errorResponses, typed } from '../../../http/contract';
import { security, tags } from '../common-schemas';
import { MarketAnswer, MarketDetailAnswer, MarketDetailQuery, MarketQuery } from './market-schemas';
import { marketDetail, marketSummary } from './market-service';

/** GET /users/market(/detail): market statistics, open to every signed-in account. */
export function marketRoutes(app: FastifyInstance): void {
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
    async (request) => marketSummary(app.db, request.query, app.clock.now()),
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
    async (request) => marketDetail(app.db, request.query, app.clock.now()),
  );
}

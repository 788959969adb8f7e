import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/auth-hook';
import { errorResponses, typed } from '../../../http/contract';
import { security, tags } from '../common-schemas';
import { PriceHistoryAnswer, PriceHistoryQuery } from './price-history-schemas';
import { priceHistory } from './price-history-service';
import { currentRollup } from './rollup-repository';
import { japanToday } from '../../../time/japan-time';

/** GET /users/market/history (issue 26): open to every signed-in account, like the market figures. */
export function priceHistoryRoutes(app: FastifyInstance): void {
  // The closed days are summed before the first lot is opened (after an upgrade: the whole past once).
  app.addHook('onReady', async () => {
    currentRollup(app.db, japanToday(app.clock.now())).catch((err: unknown) => app.log.warn({ err }, 'price history roll-up not done at start'));
  });
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
    async (request) => priceHistory(app.db, request.query, currentUser(request).branchId, app.clock.now()),
  );
}

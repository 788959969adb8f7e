import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../http/current-user';
import { typed } from '../../../http/contract';
import { tags } from '../common-schemas';
import { PriceHistoryAnswer, PriceHistoryQuery } from './price-history-schemas';
import { priceHistory } from './price-history-service';
import { currentRollup } from './rollup-repository';
import { japanToday } from '../../../time/japan-time';
import type { AreaDeps } from '../../../http/area-deps';
import { bearerRoute } from '../../../http/route-options';

/** GET /users/market/history (issue 26): open to every signed-in account, like the market figures. */
export function priceHistoryRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const route = bearerRoute(tags);
  // The closed days are summed before the first lot is opened (after an upgrade: the whole past once).
  app.addHook('onReady', async () => {
    currentRollup(deps.db, japanToday(deps.clock.now())).catch((err: unknown) => app.log.warn({ err }, 'price history roll-up not done at start'));
  });
  typed(app).get(
    '/users/market/history',
    route(
      {
        summary: "A lot's price history: its product, variety, item and shipper per sale day, and the branch's last price paid",
        querystring: PriceHistoryQuery,
      },
      PriceHistoryAnswer,
      [400, 401, 404],
    ),
    async (request) => priceHistory(deps.db, request.query, currentUser(request).branchId, deps.clock.now()),
  );
}

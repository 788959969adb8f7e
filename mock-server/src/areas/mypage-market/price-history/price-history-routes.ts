import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../http/current-user';
import { typed } from '../../../http/contract';
import { tags } from '../common-schemas';
import { PriceHistoryAnswer, PriceHistoryQuery } from './price-history-schemas';
import { priceHistory } from './price-history-service';
import { createLiveDaysCache } from './live-days-cache';
import { japanToday } from '../../../time/japan-time';
import type { AreaDeps } from '../../../http/area-deps';
import { bearerRoute } from '../../../http/route-options';

/** GET /users/market/history: open to every signed-in account, like the market figures. */
export function priceHistoryRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  const live = createLiveDaysCache(deps.db, () => deps.listingFeed.open());
  app.addHook('onClose', async () => live.close());
  // The closed days are summed (after an upgrade: the whole past once) and the last days read
  // into memory before the first lot is opened.
  app.addHook('onReady', async () => {
    live.open(japanToday(deps.clock.now())).catch((err: unknown) => app.log.warn({ err }, 'price history roll-up not done at start'));
  });
  r.get(
    '/users/market/history',
    route(
      {
        summary: "A lot's price history: its product, variety, item and shipper per sale day, and the branch's last price paid",
        querystring: PriceHistoryQuery,
      },
      PriceHistoryAnswer,
      [400, 401, 404],
    ),
    async (request) => priceHistory(live, request.query, currentUser(request).branchId, deps.clock.now()),
  );
}

import type { FastifyInstance } from 'fastify';
import type { BuyerWebDeps } from '../../services/buyer-web/context';
import { createLiveStock } from '../../services/buyer-web/live-stock';
import { followupRoutes } from './followup-routes';
import { listingRoutes } from './listing-routes';
import { negotiationRoutes } from './negotiation-routes';
import { purchaseRoutes } from './purchase-routes';
import { streamRoute } from './stream-route';

/**
 * Buyer purchasing (issue 4, spec §7 buyer): listing, buy, next order, cancel, negotiation,
 * photos, next reservations and the live-stock stream. Registered under /api/v1.
 */
export default async function buyerWebRoutes(app: FastifyInstance): Promise<void> {
  const liveStock = createLiveStock(app.db, app.config.databaseUrl);
  app.addHook('onClose', async () => liveStock.close());
  const deps: BuyerWebDeps = { db: app.db, clock: app.clock, liveStock, files: app.fileStore };
  listingRoutes(app, deps);
  purchaseRoutes(app, deps);
  negotiationRoutes(app, deps);
  followupRoutes(app, deps);
  streamRoute(app, deps);
}

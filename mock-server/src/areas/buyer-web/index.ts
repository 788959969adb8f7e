import type { FastifyInstance } from 'fastify';
import { areaDeps } from '../../http/area-deps';
import type { BuyerWebDeps } from './deps';
import { listingRoutes } from './listing/listing-routes';
import { negotiationRoutes } from './negotiation/negotiation-routes';
import { purchaseRoutes } from './purchase/purchase-routes';
import { cartRoutes } from './cart/cart-routes';
import { purchaseRequestRoutes } from './purchase-request/purchase-request-routes';
import { cancelRoutes } from './cancel/cancel-routes';
import { nextOrderRoutes } from './next-order/next-order-routes';
import { favoritesRoutes } from './favorites/favorites-routes';
import { createListingSnapshot } from './snapshot/listing-snapshot';
import { announcePurchaseRequests } from './purchase-request/purchase-request-events';
import { announceNegotiationsAsked } from './negotiation/negotiation-events';

/**
 * Buyer purchasing (spec §7 buyer): listing, buy, next order, cancel, negotiation,
 * photos, next reservations, cart, purchase requests and favourites. Registered under /api/v1.
 * (The live-stock and market event stream, GET /users/web/stream, belongs to the session: areas/auth/stream/.)
 */
export default async function buyerWebRoutes(app: FastifyInstance): Promise<void> {
  // One listing per process, shared by every buyer and kept current by migration 019's feed.
  const snapshot = createListingSnapshot(app.db, () => app.listingFeed.open());
  app.addHook('onClose', async () => snapshot.close());
  // A listening server reads the day's listing and every branch's marks now, so the first buyer
  // after a restart does not wait for them. Tests that only inject never listen.
  app.addHook('onListen', async () => {
    void snapshot.current(app.clock.now()).catch(() => undefined);
  });
  const deps: BuyerWebDeps = { ...areaDeps(app), snapshot };
  // The market events of this area's committed facts (migration 033), whoever wrote them.
  announcePurchaseRequests(deps);
  announceNegotiationsAsked(deps);
  listingRoutes(app, deps);
  purchaseRoutes(app, deps);
  nextOrderRoutes(app, deps);
  cancelRoutes(app, deps);
  cartRoutes(app, deps);
  purchaseRequestRoutes(app, deps);
  negotiationRoutes(app, deps);
  favoritesRoutes(app, deps);
}

import type { FastifyInstance } from 'fastify';
import { createLiveStock } from '../buyer-web/live-stock/live-stock-service';
import type { AdminTransactionDeps } from './deps';
import { negotiationRoutes } from './negotiation/negotiation-routes';
import { receivingRoutes } from './receiving/receiving-routes';
import { receivingImportRoutes } from './receiving-import/receiving-import-routes';
import { reserveRoutes } from './reserve/reserve-routes';
import { saleRoutes } from './sale/sale-routes';

/**
 * Market administration 2 (issue 11): receiving, sales, reservations and negotiations under
 * /admins (the auth hook admits administrators only). Stock changes reach open buyer
 * listings through the live-stock bus.
 */
export default async function adminTransactionRoutes(app: FastifyInstance): Promise<void> {
  const liveStock = createLiveStock(app.db, app.config.databaseUrl);
  app.addHook('onClose', async () => liveStock.close());
  const deps: AdminTransactionDeps = { db: app.db, clock: app.clock, liveStock, files: app.fileStore };
  saleRoutes(app, deps);
  negotiationRoutes(app, deps);
  receivingRoutes(app, deps);
  receivingImportRoutes(app, deps);
  reserveRoutes(app, deps);
}

import type { FastifyInstance } from 'fastify';
import { areaDeps } from '../../http/area-deps';
import type { AdminTransactionDeps } from './deps';
import { negotiationRoutes } from './negotiation/negotiation-routes';
import { receivingRoutes } from './receiving/receiving-routes';
import { receivingImportRoutes } from './receiving-import/receiving-import-routes';
import { reserveRoutes } from './reserve/reserve-routes';
import { saleRoutes } from './sale/sale-routes';

/**
 * Market administration of transactions: receiving, sales, reservations and negotiations under
 * /admins (the auth hook admits administrators only). Stock changes reach open buyer
 * listings through the change feed (events/live-stock.ts), told by the database itself.
 */
export default async function adminTransactionRoutes(app: FastifyInstance): Promise<void> {
  const deps: AdminTransactionDeps = areaDeps(app);
  saleRoutes(app, deps);
  negotiationRoutes(app, deps);
  receivingRoutes(app, deps);
  receivingImportRoutes(app, deps);
  reserveRoutes(app, deps);
}

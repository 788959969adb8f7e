import type { FastifyInstance } from 'fastify';
import { adminMasterDeps } from './deps';
import { itemsRoutes } from './items/items-routes';
import { linksRoutes } from './links/links-routes';
import { logsRoutes } from './logs/logs-routes';
import { photosRoutes } from './photos/photos-routes';
import { productsRoutes } from './products/products-routes';
import { purchasersRoutes } from './purchasers/purchasers-routes';
import { shippersRoutes } from './shippers/shippers-routes';
import { systemParametersRoutes } from './system-parameters/system-parameters-routes';
import { timeRoutes } from './time/time-routes';
import { announceHoursSaved } from './time/time-events';

/**
 * Market administration (remote-admin-master): products and photos, items, shippers,
 * purchasers, opening hours, links, logs and system parameters. The auth hook admits
 * administrators only under /admins; every change writes its system log line in the same
 * transaction.
 */
export default async function adminMasterArea(app: FastifyInstance): Promise<void> {
  const deps = adminMasterDeps(app);
  // The market events of the web hours' saves (migration 034), whoever saved them.
  announceHoursSaved(deps);
  productsRoutes(app, deps);
  photosRoutes(app, deps);
  linksRoutes(app, deps);
  timeRoutes(app, deps);
  systemParametersRoutes(app, deps);
  logsRoutes(app, deps);
  itemsRoutes(app, deps);
  shippersRoutes(app, deps);
  purchasersRoutes(app, deps);
}

import type { FastifyInstance } from 'fastify';
import { adminMasterDeps } from './common/admin-change';
import { photosRoutes } from './photos/photos-routes';
import { productsRoutes } from './products/products-routes';

/**
 * Market administration (remote-admin-master): products and photos, items, shippers,
 * purchasers, opening hours, links, logs and system parameters. The auth hook admits
 * administrators only under /admins; every change writes its system log line in the same
 * transaction.
 */
export default async function adminMasterArea(app: FastifyInstance): Promise<void> {
  const deps = adminMasterDeps(app);
  productsRoutes(app, deps);
  photosRoutes(app, deps);
}

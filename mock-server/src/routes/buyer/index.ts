import type { FastifyInstance } from 'fastify';
import { branchRoutes } from './branch-routes';
import { pageRoutes } from './page-routes';

/**
 * The buyer pages that do not purchase (issue 5, spec §3/§7): my page, market statistics,
 * purchase history, news and the head branch's settings. Registered under /api/v1.
 */
export default async function buyerPagesRoutes(app: FastifyInstance): Promise<void> {
  pageRoutes(app);
  branchRoutes(app);
}

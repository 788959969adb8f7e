import type { FastifyInstance } from 'fastify';
import { areaDeps } from '../../http/area-deps';
import { healthRoutes } from './health/health-routes';
import { metricsRoutes } from './metrics/metrics-routes';

/**
 * The system area: the server's own endpoints under /api/v1 (health, the administrators' metrics). The OpenAPI page
 * (api-docs.ts) sits outside /api/v1 and is registered by app.ts; the area's messages module
 * also holds the HTTP layer's error texts and the not-built page.
 */
export default async function systemArea(app: FastifyInstance): Promise<void> {
  const deps = areaDeps(app);
  healthRoutes(app, deps);
  metricsRoutes(app, deps);
}

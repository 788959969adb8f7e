import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { errorResponses, typed } from '../../../http/contract';
import type { AreaDeps } from '../../../http/area-deps';

/**
 * GET /admins/metrics (administrators only: the auth hook refuses anyone else, 401 without a
 * token and 403 for buyers): the Prometheus text exposition of this process (http/metrics.ts).
 * Behind a load balancer each scrape reaches one process; scrape every process on its own port
 * (METRICS_PORT) to see them all.
 */
export function metricsRoutes(app: FastifyInstance, _deps: AreaDeps): void {
  typed(app).get(
    '/admins/metrics',
    {
      schema: {
        tags: ['system'],
        security: [{ bearer: [] }],
        summary: 'Prometheus metrics of this server process (text exposition format 0.0.4)',
        response: {
          200: { description: 'Prometheus text exposition format', content: { 'text/plain': { schema: Type.String() } } },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (_request, reply) => reply.type(app.metrics.registry.contentType).send(await app.metrics.text()),
  );
}

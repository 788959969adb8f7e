import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/contract';
import { pingDatabase } from './health-repository';
import { HealthAnswer } from './health-schemas';
import { DATABASE_RETRY_AFTER_SECONDS, databaseDownReason } from '../../../http/database-unavailable';
import type { AreaDeps } from '../../../http/area-deps';

/**
 * GET /health (open): for load balancers and the start script. 200 with database 'up' when the
 * database answers; 503 + Retry-After with database 'down' and `database_reason` (why, see
 * http/database-unavailable.ts) when it does not (the server itself is alive and recovers by itself).
 */
export function healthRoutes(app: FastifyInstance, deps: AreaDeps): void {
  typed(app).get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Server and database health (503 while the database is unreachable)',
        response: { 200: HealthAnswer, 503: HealthAnswer },
      },
    },
    async (_request, reply) => {
      try {
        await pingDatabase(deps.db);
        return { status: 'ok', database: deps.db.kind, database_state: 'up' as const };
      } catch (err) {
        reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        const reason = databaseDownReason(err) ?? 'unreachable';
        return reply.status(503).send({ status: 'degraded', database: deps.db.kind, database_state: 'down' as const, database_reason: reason });
      }
    },
  );
}

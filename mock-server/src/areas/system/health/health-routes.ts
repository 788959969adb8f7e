import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/contract';
import { pingDatabase } from './health-repository';
import { HealthAnswer } from './health-schemas';

/** GET /health (open): for load balancers and the start script; answers only when the database does. */
export function healthRoutes(app: FastifyInstance): void {
  typed(app).get(
    '/health',
    { config: { public: true }, schema: { tags: ['system'], summary: 'Server and database health', response: { 200: HealthAnswer } } },
    async () => {
      await pingDatabase(app.db);
      return { status: 'ok', database: app.db.kind };
    },
  );
}

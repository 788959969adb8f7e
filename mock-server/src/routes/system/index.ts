import type { FastifyInstance } from 'fastify';
import { object, string } from '../../http/schemas';

/** Health check for load balancers and the start script: answers only when the database does. */
export default async function systemRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['system'], summary: 'Server and database health', response: { 200: object({ status: string(), database: string() }) } },
    },
    async () => {
      await app.db.query('SELECT 1');
      return { status: 'ok', database: app.db.kind };
    },
  );
}

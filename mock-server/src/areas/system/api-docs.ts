import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** The browsable OpenAPI page at /api/docs (its JSON at /api/docs/json). Open to everyone. */
export async function apiDocs(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), public: true };
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

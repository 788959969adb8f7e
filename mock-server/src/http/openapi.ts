import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { systemTexts } from '../areas/system/messages';

/** Collects every route's schema into one OpenAPI 3 description (served at /api/docs/json). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Open routes say so in the description: no bearer token needed.
  app.addHook('onRoute', (route) => {
    if ((route.config as { public?: boolean } | undefined)?.public && route.schema) route.schema = { ...route.schema, security: [] };
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: systemTexts.apiTitle,
        description: 'All paths under /api/v1. Every call needs `Authorization: Bearer <token>` except sign-in, password reset and email verification.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
}

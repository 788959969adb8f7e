import type { FastifyInstance } from 'fastify';

/**
 * API answers are personal (purchases, sessions, tokens): no browser or proxy may keep them.
 * `Cache-Control: no-store` on every /api/v1 answer, errors included; a route that sets its
 * own Cache-Control keeps it.
 */
export function installNoStore(app: FastifyInstance, apiPrefix: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(`${apiPrefix}/`) && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

import type { FastifyInstance, RouteOptions } from 'fastify';

/** A query string that accepts nothing: `?anything=…` is an unknown field and gets 400. */
const NO_QUERY = { type: 'object', properties: {}, additionalProperties: false } as const;
/** An EventSource route (config.ticketInQuery) takes its stream ticket as `?ticket=`, and nothing else. */
const TICKET_ONLY = { type: 'object', properties: { ticket: { type: 'string', maxLength: 200 } }, additionalProperties: false } as const;

/**
 * An API route that declares no query string takes none. Without this, Fastify would let
 * `GET /users/setting?bogus=1` through silently, while every other unknown field gets 400;
 * doing it here means a new route cannot forget it.
 */
export function installStrictRouteSchemas(app: FastifyInstance, apiPrefix: string): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(`${apiPrefix}/`)) return;
    const schema = (route.schema ??= {});
    const ticketInQuery = (route.config as { ticketInQuery?: boolean } | undefined)?.ticketInQuery === true;
    if (!schema.querystring) schema.querystring = ticketInQuery ? TICKET_ONLY : NO_QUERY;
  });
}

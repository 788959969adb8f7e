import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { systemTexts } from '../areas/system/messages';
import { ENTITY_SCHEMAS, OPERATION_IDS } from './openapi-names';
import { mayRefuseSignedIn } from '../areas/auth/auth-hook';
import { ErrorBody } from './contract';
import { API_EXAMPLES } from './openapi-examples';
import { nameComponents, type OpenApiDocument } from './openapi-components';

/** The API's own paths in the document; operationIds are keyed relative to it. */
const API_PREFIX = '/api/v1';

/** `'GET /users/news/{id}'`: how OPERATION_IDS names an operation. */
export const operationKey = (method: string, url: string) => `${method.toUpperCase()} ${url.slice(API_PREFIX.length).replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

/**
 * The error statuses any route of this server can answer, whatever it declares itself:
 * 400 (every route checks its query string, most their body and parameters), 503 (the database
 * out of reach), 401/403 (the auth hook), 404 (a path parameter naming nothing), 413/415
 * (a body too large or not JSON). A route's own declaration adds 409, 422, 429 and the rest.
 */
function commonStatuses(route: RouteOptions, schema: FastifySchema): number[] {
  const codes = [400, 503];
  const isPublic = route.config?.public === true;
  if (!isPublic) codes.push(401);
  if (!isPublic && mayRefuseSignedIn(route.url)) codes.push(403);
  if (/[:*]/.test(route.url)) codes.push(404);
  if (schema.body) codes.push(413, 415);
  return codes;
}

/**
 * Per route, for the document only (validation and serialisation are untouched): the
 * operationId, the common error statuses, and the stream's 200 (text/event-stream).
 */
function describeRoute({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }) {
  if (!url.startsWith(`${API_PREFIX}/`) || !schema) return { schema, url };
  const method = [route.method].flat()[0];
  const operationId = (schema as { operationId?: string }).operationId ?? OPERATION_IDS[operationKey(method, url)];
  const declared = (schema.response ?? {}) as Record<string, unknown>;
  const response: Record<string, unknown> = {};
  for (const code of commonStatuses(route, schema)) response[code] = ErrorBody;
  Object.assign(response, declared);
  const extra: Record<string, unknown> = {};
  if (route.config?.ticketInQuery) {
    // EventSource sends no headers: the stream takes a single-use ticket in the URL instead.
    extra.security = [];
    response[200] ??= {
      description: 'The live stock: `event: stock` lines with `{ id, remaining_quantity, hasu }` (and the hints `listing_changed`, `negotiation_changed`).',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    };
  }
  return { schema: { ...schema, ...extra, ...(operationId ? { operationId } : {}), response }, url };
}

/** Collects every route's schema into one OpenAPI 3.1 description (served at /api/docs/json). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Open routes say so in the description: no bearer token needed.
  app.addHook('onRoute', (route) => {
    if ((route.config as { public?: boolean } | undefined)?.public && route.schema) route.schema = { ...route.schema, security: [] };
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: systemTexts.apiTitle,
        description: [
          'All paths are under /api/v1. Every call needs `Authorization: Bearer <token>` except sign-in, password reset and email verification.',
          'Bodies are JSON (`Content-Type: application/json`; anything else answers 415). Every error answers `ErrorBody` `{ detail, message }`:',
          '`detail` says what exactly is wrong, `message` is the general sentence; both are shown to the user.',
          'A known path called with another method answers 405 with `Allow`; an unknown path under /api a JSON 404.',
        ].join(' '),
        version: '1.0.0',
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: describeRoute as never,
    transformObject: (documentObject) =>
      nameComponents((documentObject as unknown as { openapiObject: OpenApiDocument }).openapiObject, ENTITY_SCHEMAS, API_EXAMPLES) as never,
  });
}

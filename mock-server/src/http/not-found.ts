import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpMessages } from '../areas/system/messages';
import type { RegisteredRoute } from './route-registry';

/** The API's paths: never the app's HTML, always a JSON answer. */
const API_ROOT = '/api';

/**
 * The request's path as a router would compare it: percent-decoded, repeated slashes collapsed,
 * lower case (so `/API/v1/x` and `/%61pi/v1/x` count as API paths, not as pages of the app).
 */
export function normalisedPath(url: string): string {
  const raw = url.split('?')[0];
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // a malformed escape stays as it is
  }
  return decoded.replace(/\/{2,}/g, '/').toLowerCase();
}

export const isApiPath = (url: string) => {
  const path = normalisedPath(url);
  return path === API_ROOT || path.startsWith(`${API_ROOT}/`);
};

/** A registered pattern as a regular expression: `:name` one segment, `:name(re)` its own, `*` the rest. */
function patternOf(url: string): RegExp {
  const source = url
    .replace(/\/$/, '')
    .split(/(:[A-Za-z0-9_]+(?:\([^)]*\))?|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      const param = /^:[A-Za-z0-9_]+(?:\(([^)]*)\))?$/.exec(part);
      if (param) return param[1] ? `(?:${param[1]})` : '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

/**
 * The methods the routes of `path` answer (for 405 and its `Allow` header), empty when no
 * route has this path. Patterns are compiled once per route list.
 */
export function methodsAllowed(routes: RegisteredRoute[], url: string): string[] {
  const path = url.split('?')[0];
  const compiled = compiledRoutes(routes);
  const methods = new Set(compiled.filter((route) => route.pattern.test(path)).map((route) => route.method));
  return [...methods].sort();
}

const cache = new WeakMap<RegisteredRoute[], { length: number; compiled: { method: string; pattern: RegExp }[] }>();
function compiledRoutes(routes: RegisteredRoute[]) {
  const hit = cache.get(routes);
  if (hit && hit.length === routes.length) return hit.compiled;
  const compiled = routes.filter((route) => route.url.startsWith(`${API_ROOT}/`)).map((route) => ({ method: route.method, pattern: patternOf(route.url) }));
  cache.set(routes, { length: routes.length, compiled });
  return compiled;
}

/**
 * Fastify's not-found handler: under /api a known path with another method answers 405 with
 * `Allow`, any other path a JSON 404; elsewhere `fallback` may answer (the app's index.html).
 */
export function answerNotFound(request: FastifyRequest, reply: FastifyReply, fallback?: (request: FastifyRequest, reply: FastifyReply) => boolean): void {
  const path = request.url.split('?')[0];
  if (isApiPath(request.url)) {
    const allowed = methodsAllowed(request.server.registeredRoutes, path);
    if (allowed.length > 0) {
      reply
        .status(405)
        .header('Allow', allowed.join(', '))
        .send({
          detail: httpMessages.methodNotAllowedDetail(request.method, path, allowed.join(', ')),
          message: httpMessages.methodNotAllowed,
          code: 'method_not_allowed',
        });
      return;
    }
  } else if (fallback?.(request, reply)) {
    return;
  }
  reply.status(404).send({ detail: httpMessages.notFoundDetail(request.method, path), message: httpMessages.notFound, code: 'not_found' });
}

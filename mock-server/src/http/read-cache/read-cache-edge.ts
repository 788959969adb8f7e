import type { CachedAuth } from '../../areas/auth/auth-hook';
import type { AccessLog } from '../../logs/access-log';
import type { EdgeHandler } from '../edge-server';
import { hasBody } from '../request-body';
import { CACHED_ROUTES, cacheKey } from './cached-routes';
import { answerEncoding, type AnswerEncoding, type CachedAnswer, type ReadCacheStore } from './read-cache-store';

/**
 * A read-cache hit answered before Fastify routes the request, for the cost of a bare node:http
 * answer: Fastify's chain of hooks costs several times the answer itself on small reads. Only
 * when everything Fastify would do is already known: a GET without a body of a cached route's
 * exact path, a bearer token whose session the session cache holds as valid and allowed on the
 * route (the auth hook's own checks), and a fresh answer stored for its key (cached-routes.ts), whose
 * headers were captured when Fastify sent it. Then the answer goes out with those headers and
 * the access log gets the row its hook would write. Anything else returns 0 and Fastify answers.
 */
export function readCacheEdge(store: ReadCacheStore, auth: CachedAuth, accessLog: AccessLog): EdgeHandler {
  return (req, res) => {
    if (req.method !== 'GET' || store.size === 0) return 0;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    // Only the exact registered path: a trailing slash or an encoding is Fastify's to route.
    const route = query < 0 ? url : url.slice(0, query);
    const scope = CACHED_ROUTES.get(route);
    if (!scope || hasBody(req)) return 0;
    const user = auth.userFor(req.headers.authorization, route);
    if (!user) return 0;
    const entry = store.get(cacheKey(scope, user.accountId, url));
    if (!entry?.headers) return 0;
    const encoding = answerEncoding(entry, req.headers['accept-encoding']);
    if (encoding === undefined) return 0;
    const body = encoding ? store.encoded(entry, encoding) : entry.json;
    res.writeHead(200, wireHeaders(entry, encoding ?? 'identity', body));
    res.end(body);
    accessLog.record(user.loginId, 'GET', url, 200);
    return 200;
  };
}

/** Every header field of an answer in one encoding, built once per entry: what @fastify/compress and Fastify add to the captured ones. */
const wired = new WeakMap<CachedAnswer, Partial<Record<AnswerEncoding | 'identity', string[]>>>();
function wireHeaders(entry: CachedAnswer, encoding: AnswerEncoding | 'identity', body: Buffer): string[] {
  let byEncoding = wired.get(entry);
  if (!byEncoding) wired.set(entry, (byEncoding = {}));
  let fields = byEncoding[encoding];
  if (!fields) {
    fields = [...entry.headers!];
    if (encoding !== 'identity') fields.push('vary', 'accept-encoding', 'content-encoding', encoding);
    fields.push('content-length', String(body.length));
    byEncoding[encoding] = fields;
  }
  return fields;
}

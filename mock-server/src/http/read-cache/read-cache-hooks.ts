import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CACHED_ROUTES, cacheKey } from './cached-routes';
import { headersBesideBody } from '../sent-headers';
import { createInFlight } from './in-flight';
import { answerEncoding, createReadCacheStore, type CachedAnswer, type ReadCacheStore, type ReadCacheStoreOptions } from './read-cache-store';

const DEFAULTS: ReadCacheStoreOptions = { ttlMs: 2000, maxBytes: 64 * 1024 * 1024 };

/**
 * The read cache inside Fastify: a GET of a cached route by a signed-in caller is answered from
 * the store after the auth hook passed it; a miss is computed by the route and its 200 answer
 * stored, with the headers it went out with (read-cache-edge.ts answers later hits with them
 * before Fastify routes). Misses of one key at once are computed once (in-flight.ts). Answers
 * the store, or null when the cache is off (ttlMs 0).
 */
export function installReadCache(app: FastifyInstance, options: Partial<ReadCacheStoreOptions> = {}): ReadCacheStore | null {
  const settings = { ...DEFAULTS, ...options };
  if (settings.ttlMs <= 0) return null;
  const store = createReadCacheStore(app.db.changes, app.clock, settings);
  app.addHook('onClose', async () => store.close());
  const computing = createInFlight<CachedAnswer>();
  const pending = new WeakMap<FastifyRequest, { key: string; generation: number; share: (entry: CachedAnswer | null) => void }>();
  const stored = new WeakMap<FastifyRequest, CachedAnswer>();

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const scope = request.method === 'GET' && request.user ? CACHED_ROUTES.get(request.routeOptions.url ?? '') : undefined;
    if (!scope) return;
    const key = cacheKey(scope, request.user!.accountId, request.url);
    let entry = store.get(key);
    // Without a turn of the event loop between finding no one computing and beginning: two
    // readers must not both begin.
    const shared = entry ? null : computing.join(key, store.generation);
    if (shared) entry = await shared;
    if (entry) return sendEntry(request, reply, entry);
    const generation = store.generation;
    pending.set(request, { key, generation, share: computing.begin(key, generation) });
  });

  /** Hands the answer stored for this request (or null) to the requests that waited for it; once. */
  const settle = (request: FastifyRequest, entry: CachedAnswer | null) => {
    const wanted = pending.get(request);
    if (!wanted) return;
    pending.delete(request);
    wanted.share(entry);
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const wanted = pending.get(request);
    if (!wanted) return payload;
    let entry: CachedAnswer | null = null;
    if (reply.statusCode === 200 && typeof payload === 'string') {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      entry = store.put(wanted.key, wanted.generation, Buffer.from(payload), contentType);
      if (entry) stored.set(request, entry);
    }
    settle(request, entry);
    return payload;
  });

  // The headers are final only once the answer went out: no-store, helmet and compress add theirs after this onSend.
  app.addHook('onResponse', async (request, reply) => {
    settle(request, null);
    const entry = stored.get(request);
    if (entry && reply.statusCode === 200) entry.headers = headersBesideBody(reply.raw);
  });
  // A reader who left before the answer: those waiting for it compute their own.
  app.addHook('onRequestAbort', async (request) => settle(request, null));

  /** The stored answer; compressed in br or gzip here, any other encoding left to @fastify/compress. */
  function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: CachedAnswer) {
    reply.header('content-type', entry.contentType);
    const encoding = answerEncoding(entry, request.headers['accept-encoding']);
    if (!encoding) return reply.send(entry.json);
    reply.header('vary', 'accept-encoding');
    reply.header('content-encoding', encoding);
    return reply.send(store.encoded(entry, encoding));
  }

  return store;
}

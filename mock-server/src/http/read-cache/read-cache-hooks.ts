import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The buyer reads of market opening (listing, filters, ticker, my page, market, history, news
 * list, next reservations), answered from memory for a moment: the serialized answer of each
 * (account, URL) is kept with its compressed forms, so a repeated read costs neither queries
 * nor JSON nor compression.
 *
 * Correct after every change: any committed write to a table buyers read fires NOTIFY
 * db_changes (migration 008's triggers), which empties the cache before the writer's COMMIT
 * returns in this process and within milliseconds in the others; an answer computed while a
 * change committed is not stored (generation check), and nothing is cached while the feed is
 * unhealthy. What moves with time alone (新着, web hours, a news item's dates, the cancel window)
 * is at most ttlMs late; an entry is also dropped when the app clock does not move with real time
 * (tests setting a manual clock).
 */
const CACHED_ROUTES = new Set(
  [
    '/users/web',
    '/users/web/detail',
    '/users/web/news',
    '/users/next-reservation',
    '/users/mypage',
    '/users/market',
    '/users/market/detail',
    '/users/sale',
    '/users/sale/detail',
    '/users/news',
  ].map((route) => `/api/v1${route}`),
);

export interface ReadCacheOptions {
  ttlMs: number;
  maxBytes: number;
}

const DEFAULTS: ReadCacheOptions = { ttlMs: 2000, maxBytes: 64 * 1024 * 1024 };
/** @fastify/compress's threshold and brotli quality, so a cached answer is encoded as a fresh one. */
const COMPRESS_THRESHOLD = 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
/** How far the app clock may drift from real time between two reads of one entry. */
const CLOCK_SLACK_MS = 50;

interface Entry {
  json: Buffer;
  contentType: string;
  encoded: { br?: Buffer; gzip?: Buffer };
  bytes: number;
  realAt: number;
  clockAt: number;
}

export function installReadCache(app: FastifyInstance, options: Partial<ReadCacheOptions> = {}): void {
  const { ttlMs, maxBytes } = { ...DEFAULTS, ...options };
  if (ttlMs <= 0) return;
  const changes = app.db.changes;
  const entries = new Map<string, Entry>();
  const pending = new WeakMap<FastifyRequest, { key: string; generation: number }>();
  let generation = 0;
  let bytes = 0;
  const clear = () => {
    generation++;
    entries.clear();
    bytes = 0;
  };
  const unsubscribe = changes.subscribe(clear);
  void changes.start().catch(() => undefined);
  app.addHook('onClose', async () => {
    unsubscribe();
    clear();
  });

  const fresh = (entry: Entry) => {
    const realAge = performance.now() - entry.realAt;
    const clockAge = app.clock.now().getTime() - entry.clockAt;
    return changes.healthy && realAge < ttlMs && Math.abs(clockAge - realAge) < CLOCK_SLACK_MS;
  };

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || !request.user || !CACHED_ROUTES.has(request.routeOptions.url ?? '')) return;
    const key = `${request.user.accountId}|${request.url}`;
    const entry = entries.get(key);
    if (entry && fresh(entry)) return sendEntry(request, reply, entry);
    if (entry) {
      entries.delete(key);
      bytes -= entry.bytes;
    }
    pending.set(request, { key, generation });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const wanted = pending.get(request);
    if (!wanted || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (!changes.healthy || wanted.generation !== generation) return payload;
    const json = Buffer.from(payload);
    if (json.length > maxBytes / 16) return payload;
    while (bytes + json.length > maxBytes && entries.size > 0) {
      const [oldestKey, oldest] = entries.entries().next().value as [string, Entry];
      entries.delete(oldestKey);
      bytes -= oldest.bytes;
    }
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    entries.set(wanted.key, { json, contentType, encoded: {}, bytes: json.length, realAt: performance.now(), clockAt: app.clock.now().getTime() });
    bytes += json.length;
    return payload;
  });

  /** The stored answer, compressed once per encoding the way @fastify/compress would. */
  function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
    reply.header('content-type', entry.contentType);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = entry.json.length < COMPRESS_THRESHOLD ? null : /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (!encoding) return reply.send(entry.json);
    let body = entry.encoded[encoding];
    if (!body) {
      body = encoding === 'br' ? brotliCompressSync(entry.json, BROTLI) : gzipSync(entry.json);
      entry.encoded[encoding] = body;
      entry.bytes += body.length;
      bytes += body.length;
    }
    reply.header('vary', 'accept-encoding');
    reply.header('content-encoding', encoding);
    return reply.send(body);
  }
}

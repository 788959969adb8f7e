import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Clock } from '../../clock';
import type { ChangeFeed } from '../../db/change-feed';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD, GZIP_OPTIONS } from '../compression';

/**
 * The buyer reads' answers kept in memory (see read-cache-hooks.ts for what is cached and why
 * it stays correct): the serialized answer of each key (cached-routes.ts) with its compressed forms, so
 * a repeated read costs neither queries nor JSON nor compression.
 *
 * Correct after every change: any committed write to a table buyers read fires NOTIFY
 * db_changes (migration 008's triggers), which empties the store before the writer's COMMIT
 * returns in this process and within milliseconds in the others; an answer computed while a
 * change committed is not stored (generation check), and nothing is kept while the feed is
 * unhealthy. What moves with time alone is at most ttlMs late; an entry is also dropped when the
 * app clock does not move with real time (tests setting a manual clock).
 */
export interface CachedAnswer {
  readonly key: string;
  readonly json: Buffer;
  readonly contentType: string;
  readonly encoded: { br?: Buffer; gzip?: Buffer };
  /**
   * The header fields of the answer as Fastify sent it (helmet's, CSP, Cache-Control,
   * Content-Type, …), names as sent, flat [name, value, …], less those that follow the body
   * (Content-Length, Content-Encoding, Vary: accept-encoding). Null until that answer went out.
   */
  headers: string[] | null;
  bytes: number;
  readonly realAt: number;
  readonly clockAt: number;
}

export type AnswerEncoding = 'br' | 'gzip';

export interface ReadCacheStore {
  /** The fresh answer stored under `key`, or null (a stale one is dropped). */
  get(key: string): CachedAnswer | null;
  /** Read before computing an answer: `put` stores it only if no change came meanwhile. */
  readonly generation: number;
  put(key: string, generation: number, json: Buffer, contentType: string): CachedAnswer | null;
  /** The answer compressed once per encoding, the way @fastify/compress would. */
  encoded(entry: CachedAnswer, encoding: AnswerEncoding): Buffer;
  readonly size: number;
  close(): void;
}

export interface ReadCacheStoreOptions {
  ttlMs: number;
  maxBytes: number;
}

/** How far the app clock may drift from real time between two reads of one entry. */
const CLOCK_SLACK_MS = 50;

export function createReadCacheStore(changes: ChangeFeed, clock: Clock, { ttlMs, maxBytes }: ReadCacheStoreOptions): ReadCacheStore {
  const entries = new Map<string, CachedAnswer>();
  let generation = 0;
  let bytes = 0;
  const clear = () => {
    generation++;
    entries.clear();
    bytes = 0;
  };
  // 'account:<id>' and 'branch:<id>' alone are session changes (sign-out, refresh, revocation):
  // no buyer read depends on them, and the auth check runs before every hit. A change to the
  // account or branch rows themselves also sends 'data'.
  const unsubscribe = changes.subscribe((message) => {
    // A market event ('event') and the fact it tells ('fact') come with a change that already said 'data'.
    if (message.kind !== 'account' && message.kind !== 'branch' && message.kind !== 'event' && message.kind !== 'fact') clear();
  });
  void changes.start().catch(() => undefined);

  const fresh = (entry: CachedAnswer) => {
    const realAge = performance.now() - entry.realAt;
    const clockAge = clock.now().getTime() - entry.clockAt;
    return changes.healthy && realAge < ttlMs && Math.abs(clockAge - realAge) < CLOCK_SLACK_MS;
  };
  const drop = (key: string, entry: CachedAnswer) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (fresh(entry)) return entry;
      drop(key, entry);
      return null;
    },
    get generation() {
      return generation;
    },
    put(key, wanted, json, contentType) {
      if (!changes.healthy || wanted !== generation || json.length > maxBytes / 16) return null;
      const old = entries.get(key);
      if (old) drop(key, old);
      while (bytes + json.length > maxBytes && entries.size > 0) {
        const [oldestKey, oldest] = entries.entries().next().value as [string, CachedAnswer];
        drop(oldestKey, oldest);
      }
      const entry: CachedAnswer = {
        key,
        json,
        contentType,
        encoded: {},
        headers: null,
        bytes: json.length,
        realAt: performance.now(),
        clockAt: clock.now().getTime(),
      };
      entries.set(key, entry);
      bytes += json.length;
      return entry;
    },
    encoded(entry, encoding) {
      let body = entry.encoded[encoding];
      if (!body) {
        // The options of a fresh answer (http/compression.ts), so a hit is the bytes Fastify sent.
        body = encoding === 'br' ? brotliCompressSync(entry.json, BROTLI_OPTIONS) : gzipSync(entry.json, GZIP_OPTIONS);
        entry.encoded[encoding] = body;
        entry.bytes += body.length;
        // Counted only while the entry is still held (a change may have emptied the store).
        if (entries.get(entry.key) === entry) bytes += body.length;
      }
      return body;
    },
    get size() {
      return entries.size;
    },
    close() {
      unsubscribe();
      clear();
    },
  };
}

/**
 * The encoding a cached answer goes out in for an Accept-Encoding header: none below the
 * threshold, else br, else gzip, as sendEntry has always chosen; undefined when neither is
 * offered, so the answer goes through @fastify/compress (which may pick another encoding).
 */
export function answerEncoding(entry: CachedAnswer, acceptEncoding: string | undefined): AnswerEncoding | null | undefined {
  if (entry.json.length < COMPRESS_THRESHOLD || !acceptEncoding) return null;
  return /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
}

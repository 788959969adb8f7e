import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../db/types';

/**
 * What migration 019's triggers say on channel listing_changes, in commit order, for what a
 * process holds in memory (the buyer listing's snapshot, the price history's live days). '*' means changes may have been missed (the
 * listening connection was lost): everything is read again.
 */
export interface ListingFeed {
  subscribe(fn: (payload: string) => void): () => void;
  /**
   * Resolves once every change committed before the call has been delivered to the
   * subscribers (read-your-writes across processes); rejects while the feed is down, and then
   * the caller reads the database itself.
   */
  sync(): Promise<void>;
  readonly healthy: boolean;
  close(): Promise<void>;
}

export const LISTING_CHANNEL = 'listing_changes';

function fanOut() {
  const subscribers = new Set<(payload: string) => void>();
  return {
    subscribers,
    emit(payload: string) {
      for (const fn of subscribers) fn(payload);
    },
    subscribe(fn: (payload: string) => void) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
  };
}

/** PGlite: one process, one connection; the listener runs as the committing statement is answered. */
async function pgliteFeed(pglite: PGlite): Promise<ListingFeed> {
  const out = fanOut();
  const unlisten = await pglite.listen(LISTING_CHANNEL, (payload) => out.emit(payload));
  return {
    subscribe: out.subscribe,
    sync: async () => undefined,
    healthy: true,
    close: async () => {
      out.subscribers.clear();
      await unlisten().catch(() => undefined);
    },
  };
}

const RECONNECT_MS = [500, 1000, 2000, 4000];

/**
 * PostgreSQL: one dedicated connection LISTENs (never a pool connection: purchases keep the
 * whole pool). sync() runs one `SELECT 1` on that connection: the server sends a listening
 * session every notification committed before it ahead of the query's answer, so once it
 * returns the snapshot holds every change committed before the request arrived, in any
 * process. Callers arriving while one runs share the next one.
 */
function postgresFeed(connectionString: string): ListingFeed {
  const out = fanOut();
  let client: pg.Client | null = null;
  let healthy = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let running = false;
  let waiting: { resolve: () => void; reject: (err: unknown) => void }[] = [];

  const connect = async (attempt: number): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = null;
      if (healthy) {
        healthy = false;
        out.emit('*');
      }
      next.end().catch(() => undefined);
      if (closed) return;
      retry = setTimeout(
        () => {
          retry = null;
          void connect(attempt + 1);
        },
        RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)],
      );
      retry.unref();
    };
    next.on('error', drop);
    next.on('end', drop);
    next.on('notification', (n) => {
      if (n.channel === LISTING_CHANNEL && n.payload) out.emit(n.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LISTING_CHANNEL}`);
    } catch {
      drop();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    // Whatever was missed while down: read everything again.
    out.emit('*');
    healthy = true;
  };
  const ready = connect(0);

  const loop = async () => {
    running = true;
    while (waiting.length) {
      const batch = waiting;
      waiting = [];
      try {
        if (!client || !healthy) throw new Error('listing feed down');
        await client.query('SELECT 1');
        for (const w of batch) w.resolve();
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    running = false;
  };

  return {
    subscribe: out.subscribe,
    async sync() {
      await ready;
      return new Promise<void>((resolve, reject) => {
        waiting.push({ resolve, reject });
        if (!running) void loop();
      });
    },
    get healthy() {
      return healthy;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      out.subscribers.clear();
      healthy = false;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

/** The feed of one Db: PGlite in process, PostgreSQL over its own listening connection. */
export async function openListingFeed(db: Db): Promise<ListingFeed> {
  if (db.kind === 'pglite') return pgliteFeed((db as Db & { pglite: PGlite }).pglite);
  const pool = (db as Db & { pool: pg.Pool }).pool;
  const options = pool.options as pg.PoolConfig;
  if (!options.connectionString) throw new Error('listing feed: the pool has no connection string');
  return postgresFeed(options.connectionString);
}

/** One feed per app, opened on first use (again after a failed open) and closed with the app. */
export interface SharedListingFeed {
  open(): Promise<ListingFeed>;
  close(): Promise<void>;
}

export function sharedListingFeed(db: Db): SharedListingFeed {
  let feed: Promise<ListingFeed> | null = null;
  return {
    open() {
      if (!feed) {
        const opening = openListingFeed(db);
        feed = opening;
        opening.catch(() => {
          if (feed === opening) feed = null;
        });
      }
      return feed;
    },
    async close() {
      const current = await feed?.catch(() => null);
      feed = null;
      await current?.close();
    },
  };
}

import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from '../db/types';
import { listeningClient } from '../db/listening-client';

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

/**
 * PostgreSQL: one dedicated connection LISTENs (never a pool connection: purchases keep the
 * whole pool). sync() runs one `SELECT 1` on that connection: the server sends a listening
 * session every notification committed before it ahead of the query's answer, so once it
 * returns the snapshot holds every change committed before the request arrived, in any
 * process. Callers arriving while one runs share the next one.
 */
function postgresFeed(connectionString: string): ListingFeed {
  const out = fanOut();
  let healthy = false;
  let running = false;
  let waiting: { resolve: () => void; reject: (err: unknown) => void }[] = [];
  const listening = listeningClient(connectionString, LISTING_CHANNEL, {
    notification: (payload) => out.emit(payload),
    // Whatever was missed while down: read everything again.
    up: () => {
      out.emit('*');
      healthy = true;
    },
    down: () => {
      if (healthy) {
        healthy = false;
        out.emit('*');
      }
    },
  });

  const loop = async () => {
    running = true;
    while (waiting.length) {
      const batch = waiting;
      waiting = [];
      try {
        const client = listening.current();
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
      await listening.ready;
      return new Promise<void>((resolve, reject) => {
        waiting.push({ resolve, reject });
        if (!running) void loop();
      });
    },
    get healthy() {
      return healthy;
    },
    async close() {
      out.subscribers.clear();
      healthy = false;
      await listening.close();
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

/** One holder of memory's hold on the feed: subscribed on first use (again after a failed open). */
export interface FeedSubscription {
  /** The feed, `hear` subscribed to it; rejects while it cannot be opened. */
  feed(): Promise<ListingFeed>;
  close(): void;
}

export function subscribeToFeed(open: () => Promise<ListingFeed>, hear: (payload: string) => void): FeedSubscription {
  let feed: Promise<ListingFeed> | null = null;
  let unsubscribe: (() => void) | null = null;
  return {
    feed() {
      if (!feed) {
        const opening = open().then((f) => {
          unsubscribe = f.subscribe(hear);
          return f;
        });
        feed = opening;
        opening.catch(() => {
          if (feed === opening) feed = null;
        });
      }
      return feed;
    },
    close() {
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}

import type { Db } from '../db/types';
import type { FeedConnection } from '../db/feed-connection';
import { decodeListing, gap, LISTING_CHANNEL, type ListingMessage } from '../db/change-messages';
import type { PgliteDb, PgliteHandle } from '../db/pglite-db';

/**
 * What migration 019's triggers say on channel listing_changes, in commit order, for what a
 * process holds in memory (the buyer listing's snapshot, the price history's live days),
 * decoded once (db/change-messages.ts). A gap means changes may have been missed (the
 * listening connection was lost): everything is read again.
 */
export interface ListingFeed {
  subscribe(fn: (message: ListingMessage) => void): () => void;
  /**
   * Resolves once every change committed before the call has been delivered to the
   * subscribers (read-your-writes across processes); rejects while the feed is down, and then
   * the caller reads the database itself.
   */
  sync(): Promise<void>;
  readonly healthy: boolean;
  close(): Promise<void>;
}

function fanOut() {
  const subscribers = new Set<(message: ListingMessage) => void>();
  return {
    subscribers,
    emit(message: ListingMessage) {
      for (const fn of subscribers) fn(message);
    },
    subscribe(fn: (message: ListingMessage) => void) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
  };
}

/** PGlite: one process, one connection; the listener runs as the committing statement is answered. */
async function pgliteFeed(pglite: PgliteHandle): Promise<ListingFeed> {
  const out = fanOut();
  const unlisten = await pglite.listen(LISTING_CHANNEL, (payload) => out.emit(decodeListing(payload)));
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
 * PostgreSQL: the process's feed connection (db/feed-connection.ts) LISTENs. sync() is its
 * barrier: the server sends a listening session every notification committed before a query
 * ahead of the query's answer, so once it returns the snapshot holds every change committed
 * before the request arrived, in any process.
 */
function postgresFeed(connection: FeedConnection): ListingFeed {
  const out = fanOut();
  let healthy = false;
  const unlisten = connection.listen(LISTING_CHANNEL, {
    notification: (payload) => out.emit(decodeListing(payload)),
    // Whatever was missed while down: read everything again.
    up: () => {
      out.emit(gap());
      healthy = true;
    },
    down: () => {
      if (healthy) {
        healthy = false;
        out.emit(gap());
      }
    },
  });
  return {
    subscribe: out.subscribe,
    async sync() {
      if (!healthy) throw new Error('listing feed down');
      await connection.sync();
    },
    get healthy() {
      return healthy;
    },
    async close() {
      out.subscribers.clear();
      healthy = false;
      unlisten();
    },
  };
}

/** The feed of one Db: PGlite in process, PostgreSQL over its own listening connection. */
export async function openListingFeed(db: Db): Promise<ListingFeed> {
  if (db.kind === 'pglite') return pgliteFeed((db as PgliteDb).pglite);
  const { feed } = db as Db & { feed: FeedConnection };
  await feed.ready;
  return postgresFeed(feed);
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
  /** Every change committed before the call has been heard; false while the feed is down or cannot be opened. */
  synced(): Promise<boolean>;
  close(): void;
}

export function subscribeToFeed(open: () => Promise<ListingFeed>, hear: (message: ListingMessage) => void): FeedSubscription {
  let feed: Promise<ListingFeed> | null = null;
  let unsubscribe: (() => void) | null = null;
  const subscription: FeedSubscription = {
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
    async synced() {
      try {
        const f = await subscription.feed();
        await f.sync();
        return f.healthy;
      } catch {
        return false;
      }
    },
    close() {
      unsubscribe?.();
      unsubscribe = null;
    },
  };
  return subscription;
}

import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Db } from '../db/types';
import { RECONNECT_MS } from '../db/listening-client';
import type { PgliteDb } from '../db/pglite-db';
import type { StockChange } from '../db/change-messages';
import { STOCK_FEED_CHANNELS, stockFromFeed } from './stock-from-feed';

export type { StockChange };

export type StockListener = (change: StockChange) => void;

/**
 * The browsers' stock events, heard from the committed-change feed (events/stock-from-feed.ts):
 * nothing publishes them by hand, so every write that moves a lot reaches every open listing of
 * every process, after its commit.
 */
export interface LiveStock {
  /** Resolves once changes will be delivered; returns the unsubscribe function. */
  subscribe(listener: StockListener): Promise<() => void>;
  /**
   * Called when changes may have been missed (the LISTEN connection was lost, or a change could
   * not be read): open streams should end, so their clients reconnect and reload the stock.
   * Returns the unsubscribe.
   */
  onGap(fn: () => void): () => void;
  close(): Promise<void>;
}

/** One process (PGlite): its notifications arrive in process, as the committing statement is answered. */
function pgliteLiveStock(db: PgliteDb): LiveStock {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  const gaps = new Set<() => void>();
  const hear = stockFromFeed(
    db,
    (change) => bus.emit('change', change),
    () => {
      for (const fn of [...gaps]) fn();
    },
  );
  let listening: Promise<(() => Promise<void>)[]> | null = null;
  let closed = false;
  return {
    async subscribe(listener) {
      if (closed) throw new Error('live stock closed');
      listening ??= Promise.all(STOCK_FEED_CHANNELS.map((channel) => db.pglite.listen(channel, (payload) => hear(channel, payload))));
      await listening;
      bus.on('change', listener);
      return () => bus.off('change', listener);
    },
    onGap(fn) {
      gaps.add(fn);
      return () => gaps.delete(fn);
    },
    async close() {
      closed = true;
      bus.removeAllListeners();
      gaps.clear();
      const unlisten = await listening?.catch(() => null);
      listening = null;
      await Promise.all((unlisten ?? []).map((stop) => stop().catch(() => undefined)));
    },
  };
}

/**
 * Several processes on one PostgreSQL: every process LISTENs on one dedicated connection and
 * fans what the database told out to its own SSE clients, after each commit, whichever process
 * wrote.
 */
type Connect = () => Promise<{ client: pg.ClientBase; end: () => Promise<void> }>;

function postgresLiveStock(db: Db, open: Connect): LiveStock {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  const gaps = new Set<() => void>();
  let listener: Promise<{ client: pg.ClientBase; end: () => Promise<void> }> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  /**
   * A lost LISTEN connection is restored by itself (LISTEN issued again), retrying while the
   * database is away; open streams are told about the gap so their clients resynchronise.
   */
  const restore = (attempt: number) => {
    if (closed || retry) return;
    retry = setTimeout(
      () => {
        retry = null;
        if (closed || listener) return;
        listener = connect();
        listener.catch(() => restore(attempt + 1));
      },
      RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)],
    );
    retry.unref();
  };

  const hear = stockFromFeed(
    db,
    (change) => bus.emit('change', change),
    () => {
      for (const fn of [...gaps]) fn();
    },
  );
  const connect = () => {
    const ready = (async () => {
      const connection = await open();
      const { client } = connection;
      client.on('notification', (n) => {
        if (n.payload) hear(n.channel, n.payload);
      });
      let dropped = false;
      const drop = () => {
        if (dropped) return;
        dropped = true;
        if (listener === ready) listener = null;
        connection.end().catch(() => undefined);
        for (const fn of [...gaps]) fn();
        restore(0);
      };
      client.on('error', drop);
      client.on('end', drop);
      for (const channel of STOCK_FEED_CHANNELS) await client.query(`LISTEN ${channel}`);
      return connection;
    })();
    ready.catch(() => {
      if (listener === ready) listener = null;
    });
    return ready;
  };

  return {
    async subscribe(fn) {
      if (closed) throw new Error('live stock closed');
      listener ??= connect();
      await listener;
      bus.on('change', fn);
      return () => bus.off('change', fn);
    },
    onGap(fn) {
      gaps.add(fn);
      return () => gaps.delete(fn);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      bus.removeAllListeners();
      gaps.clear();
      const current = listener;
      listener = null;
      if (current) await current.then((c) => c.end()).catch(() => undefined);
    },
  };
}

/**
 * On PostgreSQL the LISTEN connection is one client taken from the db's own pool for as long
 * as anyone watches (or, without a pool, a new connection to databaseUrl).
 */
export function createLiveStock(db: Db, databaseUrl: string | null): LiveStock {
  if (db.kind === 'pglite') return pgliteLiveStock(db as PgliteDb);
  const pool = (db as Db & { pool?: pg.Pool }).pool;
  if (pool) {
    return postgresLiveStock(db, async () => {
      const client = await pool.connect();
      // Destroyed, not returned: a connection that LISTENs must not serve other queries.
      return { client, end: async () => client.release(true) };
    });
  }
  if (!databaseUrl) throw new Error('the live stock on PostgreSQL listens on a connection of the pool or of DATABASE_URL');
  return postgresLiveStock(db, async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { client, end: () => client.end() };
  });
}

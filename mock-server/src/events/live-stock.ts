import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Db } from '../db/types';
import { RECONNECT_MS } from '../db/listening-client';
import { decodeStock, encodeStock, STOCK_CHANGES_PER_MESSAGE, STOCK_CHANNEL, type StockChange } from '../db/change-messages';

export type { StockChange };

export type StockListener = (change: StockChange) => void;

export interface LiveStock {
  /** Announces committed changes to every subscriber of every server process. */
  publish(changes: readonly StockChange[]): Promise<void>;
  /** Resolves once changes will be delivered; returns the unsubscribe function. */
  subscribe(listener: StockListener): Promise<() => void>;
  /**
   * Called when changes may have been missed (the LISTEN connection was lost): open streams
   * should end, so their clients reconnect and reload the stock. Returns the unsubscribe.
   */
  onGap(fn: () => void): () => void;
  close(): Promise<void>;
}

/** Every app over one PGlite database shares its bus (PGlite lives in one process). */
const buses = new WeakMap<Db, EventEmitter>();

/** One process (PGlite): an in-process emitter is the whole bus. */
function inProcessLiveStock(db: Db): LiveStock {
  let bus = buses.get(db);
  if (!bus) {
    bus = new EventEmitter();
    bus.setMaxListeners(0);
    buses.set(db, bus);
  }
  const shared = bus;
  const mine = new Set<StockListener>();
  return {
    async publish(changes) {
      for (const change of changes) shared.emit('change', change);
    },
    async subscribe(listener) {
      shared.on('change', listener);
      mine.add(listener);
      return () => {
        shared.off('change', listener);
        mine.delete(listener);
      };
    },
    onGap: () => () => undefined,
    async close() {
      for (const listener of mine) shared.off('change', listener);
      mine.clear();
    },
  };
}

/**
 * Several processes on one PostgreSQL: every process LISTENs on one dedicated connection and
 * fans notifications out to its own SSE clients; publishing is a NOTIFY, which also reaches the
 * publishing process itself, so there is exactly one delivery path.
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

  // Publishes share NOTIFYs: what arrives while one is sent goes, in order, in the next one
  // (a purchase storm sends one NOTIFY per batch, not per purchase). They go out on the LISTEN
  // connection when it is up: it idles otherwise, while the pool's queue may hold a whole storm.
  const notify = async (payload: string) => {
    const own = await listener?.catch(() => null);
    if (own) {
      try {
        await own.client.query('SELECT pg_notify($1, $2)', [STOCK_CHANNEL, payload]);
        return;
      } catch {
        /* the connection was lost (its drop handler reconnects): the pool sends it */
      }
    }
    await db.query('SELECT pg_notify($1, $2)', [STOCK_CHANNEL, payload]);
  };
  let queued: StockChange[] = [];
  let waiters: { resolve: () => void; reject: (err: unknown) => void }[] = [];
  let sending = false;
  const send = async () => {
    sending = true;
    while (waiters.length) {
      const [batch, batchWaiters] = [queued, waiters];
      [queued, waiters] = [[], []];
      try {
        for (let i = 0; i < batch.length; i += STOCK_CHANGES_PER_MESSAGE) {
          await notify(encodeStock(batch.slice(i, i + STOCK_CHANGES_PER_MESSAGE)));
        }
        for (const w of batchWaiters) w.resolve();
      } catch (err) {
        for (const w of batchWaiters) w.reject(err);
      }
    }
    sending = false;
  };
  const publish = (changes: readonly StockChange[]) =>
    new Promise<void>((resolve, reject) => {
      if (changes.length === 0) return resolve();
      queued.push(...changes);
      waiters.push({ resolve, reject });
      if (!sending) void send();
    });
  const connect = () => {
    const ready = (async () => {
      const connection = await open();
      const { client } = connection;
      client.on('notification', (n) => {
        if (n.channel !== STOCK_CHANNEL || !n.payload) return;
        for (const change of decodeStock(n.payload) ?? []) bus.emit('change', change);
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
      await client.query(`LISTEN ${STOCK_CHANNEL}`);
      return connection;
    })();
    ready.catch(() => {
      if (listener === ready) listener = null;
    });
    return ready;
  };

  return {
    publish,
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
  if (db.kind !== 'postgres') return inProcessLiveStock(db);
  const pool = (db as Db & { pool?: pg.Pool }).pool;
  if (pool) {
    return postgresLiveStock(db, async () => {
      const client = await pool.connect();
      // Destroyed, not returned: a connection that LISTENs must not serve other queries.
      return { client, end: async () => client.release(true) };
    });
  }
  if (!databaseUrl) return inProcessLiveStock(db);
  return postgresLiveStock(db, async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { client, end: () => client.end() };
  });
}

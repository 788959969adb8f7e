import pg from 'pg';
import { CHANGES_CHANNEL, createChangeHub, type ChangeHub } from './change-feed';
import { createHash } from 'node:crypto';
import type { Db, Queryable, QueryOptions, QueryResult, TransactionOptions } from './types';
import { asText, OID, toNumber } from './type-parsers';
import { listeningClient, type ListeningClient } from './listening-client';

const textArray = pg.types.getTypeParser(1009 as never /* text[] */, 'text') as (value: string) => string[];

/** Per-pool type parsers (never the global pg.types) so the same rules as PGlite apply. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    switch (oid) {
      case OID.INT8:
      case OID.NUMERIC:
        return toNumber;
      case OID.DATE:
        return asText;
      case OID.INT8_ARRAY:
      case OID.NUMERIC_ARRAY:
        return (value: string) => textArray(value).map((v) => (v === null ? null : Number(v)));
      case OID.DATE_ARRAY:
        return textArray;
      default:
        return pg.types.getTypeParser(oid as never, format ?? 'text');
    }
  },
};

/** Statement names by SQL text: the same text always gets the same name on every connection. */
const statementNames = new Map<string, string>();
const MAX_STATEMENT_NAMES = 1000;

function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (!name) {
    // Dynamic SQL must not grow the prepared statements of a connection without end.
    if (statementNames.size >= MAX_STATEMENT_NAMES) return undefined;
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

type PgQueryClient = { query: (config: string | pg.QueryConfig, params?: unknown[]) => Promise<pg.QueryResult> };

function wrap(client: PgQueryClient): Queryable & { exec(script: string): Promise<void> } {
  return {
    // Without parameters pg uses the simple protocol, which accepts several statements.
    async exec(script: string) {
      await client.query(script);
    },
    async query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
      const values = params ? [...params] : undefined;
      const name = options?.prepare ? statementName(sql) : undefined;
      const result = name ? await client.query({ name, text: sql, values }) : await client.query(sql, values);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
  };
}

/**
 * Waits until everything committed so far, asynchronous commits included, is on disk: a
 * transaction that takes an id writes a commit record after them and, committing synchronously,
 * returns only once the WAL up to it is flushed. Callers share barriers: whoever arrives while
 * one runs waits for the next one, which starts after its commit and so covers it; one
 * connection and one flush serve a whole storm of purchases.
 */
function walFlushBarrier(run: () => Promise<void>): () => Promise<void> {
  let running = false;
  let waiting: { resolve: () => void; reject: (err: unknown) => void }[] = [];
  const loop = async () => {
    running = true;
    while (waiting.length) {
      const batch = waiting;
      waiting = [];
      try {
        await run();
        for (const w of batch) w.resolve();
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    running = false;
  };
  return () =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ resolve, reject });
      if (!running) void loop();
    });
}

export async function openPostgres(databaseUrl: string, max = 10): Promise<Db & { pool: pg.Pool; warm(): Promise<void> }> {
  // A connection that cannot be made within 5 s fails (503) instead of holding the request.
  // fm.async_commit tells migration 010's purchase function that this caller waits for the WAL
  // flush itself, so it may commit asynchronously. No parallel workers: every query here is a
  // short index walk answering one person, and starting a worker (≈5–10 ms) costs more than it
  // saves while ten connections already share the cores (measured on the price history).
  // Idle connections are kept (min = max): the quiet minutes before market opening must not
  // leave the opening's first second to connect, authenticate and LISTEN ten of them again.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    min: max,
    types: types as pg.CustomTypesConfig,
    connectionTimeoutMillis: 5000,
    options: '-c fm.async_commit=on -c max_parallel_workers_per_gather=0',
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  const changes = postgresChanges(databaseUrl);
  const connect = listeningConnect(pool, changes);
  const flushClient = dedicatedClient(databaseUrl);
  const flushWal = walFlushBarrier(() => flushClient.query('SELECT pg_current_xact_id()'));
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    pool,
    changes,
    /** Opens every pool connection (listening) and the flush connection now, before any request. */
    async warm() {
      const clients = await Promise.allSettled(Array.from({ length: max }, () => connect()));
      // Every connection made goes back to the pool, whether or not the others could be made.
      for (const c of clients) if (c.status === 'fulfilled') c.value.release();
      const failed = clients.find((c): c is PromiseRejectedResult => c.status === 'rejected');
      if (failed) throw failed.reason;
      await flushClient.query('SELECT 1');
    },
    async query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
      const client = await connect();
      try {
        const result = await wrap(client).query<Row>(sql, params, options);
        client.release();
        if (options?.flushAfter) await flushWal();
        return result;
      } catch (err) {
        // A broken connection is dropped (as pool.query does); an SQL error leaves it usable.
        client.release(err instanceof pg.DatabaseError ? undefined : (err as Error));
        throw err;
      }
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T> {
      const client = await connect();
      let result: T;
      try {
        // One round trip either way (the simple protocol takes both statements).
        await client.query(options?.releaseLocksBeforeFlush ? 'BEGIN; SET LOCAL synchronous_commit TO off' : 'BEGIN');
        result = await fn(wrap(client));
        await client.query('COMMIT');
      } catch (err) {
        // A ROLLBACK that fails means the connection is gone: drop it rather than pool it.
        const rollback = await client.query('ROLLBACK').then(
          () => undefined,
          (e: Error) => e,
        );
        client.release(rollback);
        throw err;
      }
      client.release();
      if (options?.releaseLocksBeforeFlush) await flushWal();
      return result;
    },
    close: async () => {
      changes.stop();
      await flushClient.end();
      await pool.end();
    },
  };
}

/**
 * A connection of its own for one serial caller (the WAL flush barrier): under a storm the
 * pool's queue holds hundreds of purchases, and a barrier queued behind them would make each
 * purchase wait for the queue twice. Connects on first use and again after a failure.
 */
function dedicatedClient(databaseUrl: string) {
  let client: Promise<pg.Client> | null = null;
  const open = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
    next.on('error', () => {
      if (client === opened) client = null;
    });
    const opened = next.connect().then(() => next);
    client = opened;
    opened.catch(() => {
      if (client === opened) client = null;
    });
    return opened;
  };
  return {
    async query(sql: string): Promise<void> {
      const connection = await (client ?? open());
      try {
        await connection.query(sql);
      } catch (err) {
        // A lost connection is replaced at the next call; an SQL error keeps it.
        if (!(err instanceof pg.DatabaseError)) {
          client = null;
          connection.end().catch(() => undefined);
        }
        throw err;
      }
    },
    async end(): Promise<void> {
      const connection = await client?.catch(() => null);
      client = null;
      await connection?.end().catch(() => undefined);
    },
  };
}

/**
 * A pool connection that LISTENs on the change channel before its first use: see postgresChanges.
 */
function listeningConnect(pool: pg.Pool, changes: ChangeHub): () => Promise<pg.PoolClient> {
  const listening = new WeakSet<pg.PoolClient>();
  return async () => {
    const client = await pool.connect();
    if (listening.has(client)) return client;
    try {
      // The pool listens for errors only while a client is idle. A checked-out client whose
      // connection dies (its query rejected, the socket's end after) would emit 'error' to no
      // one and end the process: the caller learns from its query, the pool on release.
      client.on('error', () => undefined);
      client.on('notification', (n) => {
        if (n.channel === CHANGES_CHANNEL && n.payload) changes.emit(n.payload);
      });
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      listening.add(client);
      return client;
    } catch (err) {
      client.release(err as Error);
      throw err;
    }
  };
}

/**
 * Every pool connection LISTENs, so a change this process commits is heard on the committing
 * connection before its COMMIT returns (PostgreSQL sends a session its own notifications ahead
 * of ReadyForQuery): caches here never serve what this process just changed. Changes of other
 * processes arrive on one dedicated connection (pool connections come and go); while it is
 * down the feed is unhealthy and caches are bypassed.
 */
function postgresChanges(databaseUrl: string): ChangeHub & { stop(): void } {
  let listening: ListeningClient | null = null;
  let stopped = false;
  const hub = createChangeHub(async () => {
    if (stopped) return;
    listening = listeningClient(databaseUrl, CHANGES_CHANNEL, {
      notification: (payload) => hub.emit(payload),
      up: () => hub.setHealthy(true),
      down: () => hub.setHealthy(false),
    });
    await listening.ready;
  });
  return Object.assign(hub, {
    stop() {
      stopped = true;
      hub.setHealthy(false);
      void listening?.close();
    },
  });
}

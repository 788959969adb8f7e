import pg from 'pg';
import { createChangeHub, type ChangeHub } from './change-feed';
import { CHANGES_CHANNEL, decodeChange, LISTING_CHANNEL } from './change-messages';
import { createHash } from 'node:crypto';
import type { Db, Queryable, QueryOptions, QueryResult, TransactionOptions } from './types';
import { asText, OID, toNumber } from './type-parsers';
import { feedConnection, type FeedConnection } from './feed-connection';

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

/** A statement that may have changed rows (a script of several answers no single command). */
const mayHaveWritten = (result: pg.QueryResult | pg.QueryResult[]) => Array.isArray(result) || result.command !== 'SELECT';

function wrap(client: PgQueryClient, wrote?: () => void): Queryable & { exec(script: string): Promise<void> } {
  return {
    // Without parameters pg uses the simple protocol, which accepts several statements.
    async exec(script: string) {
      await client.query(script);
    },
    async query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
      const values = params ? [...params] : undefined;
      const name = options?.prepare ? statementName(sql) : undefined;
      const result = name ? await client.query({ name, text: sql, values }) : await client.query(sql, values);
      if (wrote && mayHaveWritten(result)) wrote();
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
  };
}

export async function openPostgres(databaseUrl: string, max = 10): Promise<Db & { pool: pg.Pool; feed: FeedConnection; warm(): Promise<void> }> {
  // A connection that cannot be made within 5 s fails (503) instead of holding the request.
  // fm.async_commit tells migration 010's purchase function that this caller waits for the WAL
  // flush itself, so it may commit asynchronously. No parallel workers: every query here is a
  // short index walk answering one person, and starting a worker (≈5–10 ms) costs more than it
  // saves while ten connections already share the cores (measured on the price history).
  // Idle connections are kept (min = max): the quiet minutes before market opening must not
  // leave the opening's first second to connect and authenticate ten of them again.
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
  const connect = guardedConnect(pool);
  const feed = feedConnection(databaseUrl, [CHANGES_CHANNEL, LISTING_CHANNEL]);
  const changes = postgresChanges(feed);
  /**
   * After a write, its own notifications reach this process's caches before the caller goes on
   * (read-your-writes): the feed's barrier. While the feed is down the caches are bypassed anyway.
   */
  const heard = () => feed.sync().catch(() => undefined);
  /**
   * Everything committed so far is on disk: the feed's barrier with a transaction id (shared by
   * every purchase arriving meanwhile: one flush serves a storm), or the pool's while it is down.
   */
  const flushWal = async () => {
    if (feed.up) {
      try {
        return await feed.sync(true);
      } catch {
        /* lost meanwhile: the pool flushes */
      }
    }
    await pool.query('SELECT pg_current_xact_id()');
  };
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    pool,
    feed,
    changes,
    /** Opens every pool connection and the feed connection now, before any request. */
    async warm() {
      const clients = await Promise.allSettled(Array.from({ length: max }, () => connect()));
      // Every connection made goes back to the pool, whether or not the others could be made.
      for (const c of clients) if (c.status === 'fulfilled') c.value.release();
      const failed = clients.find((c): c is PromiseRejectedResult => c.status === 'rejected');
      if (failed) throw failed.reason;
      await changes.start();
    },
    async query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
      const client = await connect();
      let wrote = false;
      try {
        const result = await wrap(client, () => (wrote = true)).query<Row>(sql, params, options);
        client.release();
        if (options?.flushAfter) await flushWal();
        else if (wrote) await heard();
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
      // Every transaction waits for its notifications (a function called by a SELECT may write).
      if (options?.releaseLocksBeforeFlush) await flushWal();
      else await heard();
      return result;
    },
    close: async () => {
      changes.stop();
      await feed.close();
      await pool.end();
    },
  };
}

/**
 * The pool listens for errors only while a client is idle. A checked-out client whose
 * connection dies (its query rejected, the socket's end after) would emit 'error' to no one
 * and end the process: the caller learns from its query, the pool on release.
 */
function guardedConnect(pool: pg.Pool): () => Promise<pg.PoolClient> {
  const guarded = new WeakSet<pg.PoolClient>();
  return async () => {
    const client = await pool.connect();
    if (!guarded.has(client)) {
      client.on('error', () => undefined);
      guarded.add(client);
    }
    return client;
  };
}

/**
 * The caches' feed: what any process commits (this one's own included, each write waiting for
 * the feed's barrier before its caller goes on) arrives on the process's feed connection; while
 * it is down the feed is unhealthy and caches are bypassed.
 */
function postgresChanges(feed: FeedConnection): ChangeHub & { stop(): void } {
  let unlisten: (() => void) | null = null;
  let stopped = false;
  const hub = createChangeHub(async () => {
    if (stopped) return;
    unlisten = feed.listen(CHANGES_CHANNEL, {
      notification: (payload) => hub.emit(decodeChange(payload)),
      up: () => hub.setHealthy(true),
      down: () => hub.setHealthy(false),
    });
    await feed.ready;
  });
  return Object.assign(hub, {
    stop() {
      stopped = true;
      hub.setHealthy(false);
      unlisten?.();
    },
  });
}

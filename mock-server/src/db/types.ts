import type { ChangeFeed } from './change-feed';

/**
 * The one data-access interface. Two implementations sit behind it: embedded PGlite (one
 * connection, queries run in order) and PostgreSQL through a `pg` pool. SQL is written once,
 * in PostgreSQL's dialect, with $1-style parameters, and must run on PostgreSQL 15 and PGlite.
 */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * A hot statement whose text is fixed (or one of few variants): PostgreSQL keeps it prepared
   * per connection (a named statement, planned once per connection instead of every call);
   * PGlite too, in its thread (pglite-prepared.ts).
   */
  prepare?: boolean;
  /**
   * Db.query only (a lone statement, its own transaction): the statement committed without
   * waiting for the disk (it set synchronous_commit off: migration 010); wait for the WAL flush
   * before resolving, as TransactionOptions.releaseLocksBeforeFlush does. PGlite (always a
   * synchronous commit) flushes its WAL files to disk, as after a transaction.
   */
  flushAfter?: boolean;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>>;
}

export interface TransactionOptions {
  /**
   * For transactions that lock a hot row (a purchase on the lot everyone buys): PostgreSQL
   * commits without waiting for the WAL flush, so the row lock is released at once instead of
   * after the disk write, and then waits for that flush before resolving; the caller still
   * answers only once the change is durable, and concurrent waits share one flush (group commit).
   * PGlite ignores it.
   */
  releaseLocksBeforeFlush?: boolean;
}

export interface Db extends Queryable {
  /** Committed changes (migration 008's triggers), for the in-memory caches. */
  readonly changes: ChangeFeed;
  /** Runs fn in one transaction on one connection; commits if it resolves, rolls back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

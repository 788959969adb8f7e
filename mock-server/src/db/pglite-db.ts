import { createChangeHub } from './change-feed';
import { CHANGES_CHANNEL, decodeChange } from './change-messages';
import { startPgliteThread, type PgliteThread } from './pglite-thread';
import type { Db, Queryable, QueryOptions, QueryResult } from './types';
import { createWalSync } from './wal-sync';

export interface PgliteOptions {
  /** Folder of a file-backed database; omitted for an in-memory one. */
  dataDir?: string;
  /** A dumped data folder (tar) to start an in-memory database from (tests). */
  loadDataDir?: Blob;
  /**
   * File-backed only: flush the WAL to disk after every committed transaction (wal-sync.ts),
   * so confirmed purchases survive a power cut. On by default; PGLITE_DURABILITY=relaxed turns it off.
   */
  durable?: boolean;
}

export type ScriptQueryable = Queryable & { exec(script: string): Promise<void> };

/** What the rest of the server may ask PGlite itself: its NOTIFY channels and its dump (backups). */
export interface PgliteHandle {
  listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
}

export type PgliteDb = Db & { pglite: PgliteHandle };

/** Statements of the thread, outside a transaction or inside transaction `tx`. */
function statements(thread: PgliteThread, tx?: number): ScriptQueryable {
  return {
    // Multi-statement scripts (migrations) need the simple protocol.
    exec: (script) => thread.ask({ op: 'exec', script, tx }),
    query: <Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) =>
      thread.ask<QueryResult<Row>>({ op: 'query', sql, params: params ? [...params] : undefined, tx, prepare: options?.prepare }),
  };
}

/**
 * PGlite serves one connection, in its own thread (pglite-worker.ts). Its mutex queues every
 * query behind a running transaction, so concurrent callers wait their turn instead of
 * interleaving. Inside `transaction(fn)` use only `tx`: calling the outer db there would wait
 * for itself.
 */
export async function openPglite(options: PgliteOptions): Promise<PgliteDb> {
  const thread = await startPgliteThread({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined,
  });
  const wal = options.dataDir && options.durable !== false ? createWalSync(options.dataDir) : null;
  const outer = statements(thread);
  // One connection: PGlite tells a change before it answers the statement that committed it.
  const changes = createChangeHub(async () => {
    await thread.listen(CHANGES_CHANNEL, (payload) => changes.emit(decodeChange(payload)));
    changes.setHealthy(true);
  });
  return {
    kind: 'pglite',
    pglite: {
      listen: (channel, fn) => thread.listen(channel, fn),
      dumpDataDir: async (compression = 'auto') => new Blob([await thread.ask<ArrayBuffer>({ op: 'dump', compression })]),
    },
    changes,
    async query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
      const result = await outer.query<Row>(sql, params, options);
      // A lone write the caller will confirm to a buyer: on disk first, as after a transaction.
      if (options?.flushAfter) await wal?.sync();
      return result;
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = await thread.ask<number>({ op: 'begin' });
      let result: T;
      try {
        result = await fn(statements(thread, tx));
      } catch (err) {
        await thread.ask({ op: 'end', tx, commit: false });
        throw err;
      }
      await thread.ask({ op: 'end', tx, commit: true });
      await wal?.sync();
      return result;
    },
    async close() {
      await thread.close();
      await wal?.close();
    },
  };
}

import { PGlite } from '@electric-sql/pglite';
import { CHANGES_CHANNEL, createChangeHub } from './change-feed';
import type { Db, Queryable, QueryOptions, QueryResult } from './types';
import { asText, OID, toNumber } from './type-parsers';
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

function wrap(
  run: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[]; affectedRows?: number }>,
  exec: (script: string) => Promise<unknown>,
): ScriptQueryable {
  return {
    // Multi-statement scripts (migrations) need the simple protocol.
    async exec(script: string) {
      await exec(script);
    },
    async query<Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
      const result = await run(sql, params ? [...params] : undefined);
      return { rows: result.rows as Row[], rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

/**
 * PGlite serves one connection. Its own mutex already queues every query behind a running
 * transaction, so concurrent callers wait their turn instead of interleaving. Inside
 * `transaction(fn)` use only `tx`: calling the outer db there would wait for itself.
 */
export async function openPglite(options: PgliteOptions): Promise<Db & { pglite: PGlite }> {
  const pglite = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    parsers: {
      [OID.INT8]: toNumber,
      [OID.NUMERIC]: toNumber,
      [OID.DATE]: asText,
    },
  });
  await pglite.waitReady;
  const syncWal = options.dataDir && options.durable !== false ? createWalSync(options.dataDir) : null;
  const outer = wrap(
    (sql, params) => pglite.query(sql, params),
    (script) => pglite.exec(script),
  );
  // One process: PGlite calls the listener while the committing query is answered.
  const changes = createChangeHub(async () => {
    await pglite.listen(CHANGES_CHANNEL, (payload) => changes.emit(payload));
    changes.setHealthy(true);
  });
  return {
    kind: 'pglite',
    pglite,
    changes,
    async query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
      const result = await outer.query<Row>(sql, params);
      // A lone write the caller will confirm to a buyer: on disk first, as after a transaction.
      if (options?.flushAfter) await syncWal?.();
      return result;
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const result = await pglite.transaction((tx) =>
        fn(
          wrap(
            (sql, params) => tx.query(sql, params),
            (script) => tx.exec(script),
          ),
        ),
      );
      await syncWal?.();
      return result;
    },
    close: () => pglite.close(),
  };
}

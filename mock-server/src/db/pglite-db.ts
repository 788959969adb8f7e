import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './types';
import { asText, OID, toNumber } from './type-parsers';

export interface PgliteOptions {
  /** Folder of a file-backed database; omitted for an in-memory one. */
  dataDir?: string;
  /** A dumped data folder (tar) to start an in-memory database from (tests). */
  loadDataDir?: Blob;
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
  const outer = wrap((sql, params) => pglite.query(sql, params), (script) => pglite.exec(script));
  return {
    kind: 'pglite',
    pglite,
    query: outer.query,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      pglite.transaction((tx) => fn(wrap((sql, params) => tx.query(sql, params), (script) => tx.exec(script)))),
    close: () => pglite.close(),
  };
}

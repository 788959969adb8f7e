import pg from 'pg';
import type { Db, Queryable, QueryResult } from './types';
import { asText, OID, toNumber } from './type-parsers';

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

function wrap(client: { query: (sql: string, params?: unknown[]) => Promise<pg.QueryResult> }): Queryable & { exec(script: string): Promise<void> } {
  return {
    // Without parameters pg uses the simple protocol, which accepts several statements.
    async exec(script: string) {
      await client.query(script);
    },
    async query<Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
      const result = await client.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
  };
}

export async function openPostgres(databaseUrl: string, max = 10): Promise<Db & { pool: pg.Pool }> {
  // A connection that cannot be made within 5 s fails (503) instead of holding the request.
  const pool = new pg.Pool({ connectionString: databaseUrl, max, types: types as pg.CustomTypesConfig, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    pool,
    query: wrap(pool).query,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

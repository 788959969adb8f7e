import type { Queryable } from '../db/types';

/** Column name → PostgreSQL type, in insert order. */
export type ColumnTypes = Record<string, string>;

const CHUNK_ROWS = 5000;

/**
 * Inserts many rows with one statement per chunk: the rows travel as a single JSON
 * parameter and jsonb_to_recordset unpacks them, so a 100 000-row table costs a handful
 * of round trips instead of 100 000 (and no 65 535-parameter limit applies).
 */
export async function insertRows(db: Queryable, table: string, columns: ColumnTypes, rows: readonly Record<string, unknown>[]): Promise<void> {
  const names = Object.keys(columns);
  const list = names.join(', ');
  const definition = names.map((n) => `${n} ${columns[n]}`).join(', ');
  const sql = `INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_to_recordset($1::jsonb) AS x(${definition})`;
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    await db.query(sql, [JSON.stringify(rows.slice(start, start + CHUNK_ROWS))]);
  }
}

/** After inserting explicit ids, moves the serial past them so later inserts do not collide. */
export async function syncSequence(db: Queryable, table: string, column: string): Promise<void> {
  await db.query(`SELECT setval(pg_get_serial_sequence('${table}', '${column}'), COALESCE((SELECT max(${column}) FROM ${table}), 0) + 1, false)`);
}

import type { Queryable } from '../db/types';

/** The two log tables: system_logs (admin screen "Logs") and access_logs (one row per API call). */
export async function insertSystemLog(db: Queryable, operator: string, text: string, at: Date): Promise<void> {
  await db.query('INSERT INTO system_logs (operation_date, operator, operation_log) VALUES ($1, $2, $3)', [at, operator, text]);
}

export async function insertAccessLog(db: Queryable, operator: string, line: string, at: Date): Promise<void> {
  await db.query('INSERT INTO access_logs (operation_date, operator, operation_log) VALUES ($1, $2, $3)', [at, operator, line]);
}

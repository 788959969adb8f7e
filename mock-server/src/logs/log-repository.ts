import type { Queryable } from '../db/types';

/** The two log tables: system_logs (admin screen "Logs") and access_logs (one row per API call). */
export async function insertSystemLog(db: Queryable, operator: string, text: string, at: Date): Promise<void> {
  await db.query('INSERT INTO system_logs (operation_date, operator, operation_log) VALUES ($1, $2, $3)', [at, operator, text], { prepare: true });
}

export interface AccessLogLine {
  at: Date;
  operator: string;
  line: string;
}

/** A batch of access log lines in one statement. */
export async function insertAccessLogs(db: Queryable, lines: readonly AccessLogLine[]): Promise<void> {
  if (lines.length === 0) return;
  await db.query(
    `INSERT INTO access_logs (operation_date, operator, operation_log)
     SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[])`,
    [lines.map((l) => l.at), lines.map((l) => l.operator), lines.map((l) => l.line)],
    { prepare: true },
  );
}

/** LOG_RETENTION_DAYS of system_parameters: `fallback` when unset, null when not a positive number. */
export async function logRetentionDays(db: Queryable, fallback: number): Promise<number | null> {
  const { rows } = await db.query<{ parameter: string }>(
    `SELECT parameter FROM system_parameters WHERE parameter_cd = 'LOG_RETENTION_DAYS' ORDER BY parameter_typ LIMIT 1`,
  );
  if (!rows[0]) return fallback;
  const days = Number(rows[0].parameter);
  return Number.isFinite(days) && days > 0 ? days : null;
}

/** Deletes access and system log rows older than `before`; answers how many went. */
export async function deleteLogsBefore(db: Queryable, before: Date): Promise<{ access: number; system: number }> {
  const access = await db.query('DELETE FROM access_logs WHERE operation_date < $1', [before]);
  const system = await db.query('DELETE FROM system_logs WHERE operation_date < $1', [before]);
  return { access: access.rowCount, system: system.rowCount };
}

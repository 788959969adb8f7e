import type { Queryable } from '../../../db/types';
import { likePattern } from '../../../db/like-pattern';
import type { LogRow } from './logs-schemas';

export type LogTable = 'access_logs' | 'system_logs';

/** Japan time, the spec's display format. */
const JST = "(operation_date AT TIME ZONE 'Asia/Tokyo')";

export interface LogFilter {
  from: string | null;
  to: string | null;
  operator: string | null;
  query?: string;
  per: number;
  offset: number;
}

export async function listLogs(db: Queryable, table: LogTable, f: LogFilter): Promise<(LogRow & { total: number })[]> {
  const { rows } = await db.query<LogRow & { total: number }>(
    `SELECT to_char(${JST}, 'YYYY/MM/DD HH24:MI:SS') AS "OPERATION_DATE", operation_log AS "OPERATION_LOG", operator AS "OPERATOR",
            count(*) OVER () AS total
       FROM ${table}
      WHERE ($1::date IS NULL OR ${JST} >= $1::date) AND ($2::date IS NULL OR ${JST} < $2::date + 1)
        AND ($3::text IS NULL OR operator = $3) AND ($4::text IS NULL OR operation_log ILIKE $4)
      ORDER BY operation_date DESC, id DESC LIMIT $5 OFFSET $6`,
    [f.from, f.to, f.operator, likePattern(f.query), f.per, f.offset],
  );
  return rows;
}

/** The Japan dates with log lines, newest first (at most a year's worth). */
export async function logDates(db: Queryable, table: LogTable): Promise<string[]> {
  const { rows } = await db.query<{ d: string }>(`SELECT DISTINCT to_char(${JST}, 'YYYY/MM/DD') AS d FROM ${table} ORDER BY d DESC LIMIT 366`);
  return rows.map((r) => r.d);
}

export async function logOperators(db: Queryable, table: LogTable): Promise<string[]> {
  const { rows } = await db.query<{ operator: string }>(`SELECT DISTINCT operator FROM ${table} ORDER BY operator LIMIT 1000`);
  return rows.map((r) => r.operator);
}

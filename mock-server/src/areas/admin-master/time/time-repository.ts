import type { Queryable } from '../../../db/types';

/** The one web_hours row as 'HH:MM:SS' texts, or null before it is first set. */
export async function lockWebHours(db: Queryable): Promise<{ start_time: string; end_time: string } | null> {
  const { rows } = await db.query<{ start_time: string; end_time: string }>(
    'SELECT start_time::text AS start_time, end_time::text AS end_time FROM web_hours WHERE id = 1 FOR UPDATE',
  );
  return rows[0] ?? null;
}

export async function saveWebHours(db: Queryable, start: string, end: string): Promise<void> {
  await db.query(
    `INSERT INTO web_hours (id, start_time, end_time) VALUES (1, $1::time, $2::time)
     ON CONFLICT (id) DO UPDATE SET start_time = EXCLUDED.start_time, end_time = EXCLUDED.end_time`,
    [start, end],
  );
}

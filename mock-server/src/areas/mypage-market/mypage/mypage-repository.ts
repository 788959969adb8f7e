import type { Queryable } from '../../../db/types';

export interface ScheduleRow {
  date: string;
  label: string;
  color_code: string;
}

export interface LinkRow {
  link: string;
  label: string;
}

/** The month's schedule entries (monthStart is the first day, 'YYYY-MM-DD'). */
export async function listSchedules(db: Queryable, monthStart: string): Promise<ScheduleRow[]> {
  const { rows } = await db.query<ScheduleRow>(
    `SELECT to_char(date, 'YYYY/MM/DD') AS date, label, color_code FROM schedules
      WHERE date >= $1::date AND date < ($1::date + interval '1 month') ORDER BY date, id`,
    [monthStart],
  );
  return rows;
}

export async function findCalendarNote(db: Queryable, monthStart: string): Promise<string> {
  const { rows } = await db.query<{ note: string }>('SELECT note FROM calendar_notes WHERE month = $1::date', [monthStart]);
  return rows[0]?.note ?? '';
}

/** Links not suspended, in their number order. */
export async function listActiveLinks(db: Queryable): Promise<LinkRow[]> {
  const { rows } = await db.query<LinkRow>('SELECT link_url AS link, link_nm AS label FROM links WHERE NOT suspend_flg ORDER BY link_cd');
  return rows;
}

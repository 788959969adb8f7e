import type { Queryable } from '../db/types';
import { likePattern } from './admin-link-read-repository';

export interface AdminNewsRow {
  INFORMATION_CD: number;
  DATE: string;
  START_DATE: string;
  END_DATE: string;
  TITLE: string;
  DESCRIPTION: string;
  CATEGORY_NM: string;
  IMPORTANT_FLG: boolean;
  SUSPEND_FLG: boolean;
  file_key: string | null;
  file_name: string | null;
}

/** News, newest first, suspended ones only when asked (the list toggles SUSPEND_FLG). Times in Japan time. */
export async function listAdminNews(db: Queryable, q: { query?: string; includeSuspended: boolean; per: number; offset: number }): Promise<(AdminNewsRow & { total: number })[]> {
  const { rows } = await db.query<AdminNewsRow & { total: number }>(
    `SELECT n.information_cd AS "INFORMATION_CD", to_char(n.date, 'YYYY/MM/DD') AS "DATE",
            to_char(n.start_date AT TIME ZONE 'Asia/Tokyo', 'YYYY/MM/DD HH24:MI') AS "START_DATE",
            to_char(n.end_date AT TIME ZONE 'Asia/Tokyo', 'YYYY/MM/DD HH24:MI') AS "END_DATE",
            n.title AS "TITLE", n.description AS "DESCRIPTION", COALESCE(c.name, '') AS "CATEGORY_NM",
            n.important_flg AS "IMPORTANT_FLG", n.suspend_flg AS "SUSPEND_FLG", n.file_key, n.file_name, count(*) OVER () AS total
       FROM news n LEFT JOIN news_categories c ON c.id = n.category_id
      WHERE ($1::text IS NULL OR n.title ILIKE $1 OR c.name ILIKE $1) AND ($4 OR NOT n.suspend_flg)
      ORDER BY n.date DESC, n.information_cd DESC
      LIMIT $2 OFFSET $3`,
    [likePattern(q.query), q.per, q.offset, q.includeSuspended],
  );
  return rows;
}

import type { Queryable } from '../../../db/types';
import { jstMinute } from '../japan-datetime';
import { likePattern } from '../../../db/like-pattern';

/** A news as the administrator edits it (file_* stay server-side; the service turns them into URLs). */
export interface NewsRecord {
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

/** The stored form of a news (category by id, instants in UTC). */
export interface NewsValues {
  date: string;
  categoryId: number | null;
  startDate: Date;
  endDate: Date;
  title: string;
  description: string;
  importantFlg: boolean;
  suspendFlg: boolean;
}

const COLUMNS = `n.information_cd AS "INFORMATION_CD", to_char(n.date, 'YYYY/MM/DD') AS "DATE",
  ${jstMinute('n.start_date')} AS "START_DATE", ${jstMinute('n.end_date')} AS "END_DATE",
  n.title AS "TITLE", n.description AS "DESCRIPTION", COALESCE(c.name, '') AS "CATEGORY_NM",
  n.important_flg AS "IMPORTANT_FLG", n.suspend_flg AS "SUSPEND_FLG", n.file_key, n.file_name`;

export async function listNews(
  db: Queryable,
  q: { query?: string; includeSuspended: boolean; per: number; offset: number },
): Promise<(NewsRecord & { total: number })[]> {
  const { rows } = await db.query<NewsRecord & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total
       FROM news n LEFT JOIN news_categories c ON c.id = n.category_id
      WHERE ($1::text IS NULL OR n.title ILIKE $1 OR c.name ILIKE $1) AND ($2 OR NOT n.suspend_flg)
      ORDER BY n.date DESC, n.information_cd DESC
      LIMIT $3 OFFSET $4`,
    [likePattern(q.query), q.includeSuspended, q.per, q.offset],
  );
  return rows;
}

/** One news; `forUpdate` locks its row for the rest of the transaction. */
export async function findNews(db: Queryable, id: number, forUpdate = false): Promise<NewsRecord | null> {
  const { rows } = await db.query<NewsRecord>(
    `SELECT ${COLUMNS} FROM news n LEFT JOIN news_categories c ON c.id = n.category_id
      WHERE n.information_cd = $1 ${forUpdate ? 'FOR UPDATE OF n' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The category a news names (the first by display order when names repeat). */
export async function findNewsCategoryIdByName(db: Queryable, name: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM news_categories WHERE name = $1 ORDER BY display_order, id LIMIT 1', [name]);
  return rows[0]?.id ?? null;
}

/** Visible at `now` ($n) by the values being saved: the save announces it (news-events.ts), not the sweep. */
const VISIBLE_AT = (now: string, start: string, end: string, suspend: string) => `(NOT ${suspend} AND ${start} <= ${now} AND ${end} >= ${now})`;

export async function insertNews(db: Queryable, v: NewsValues, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO news (date, category_id, start_date, end_date, title, description, important_flg, suspend_flg, announced_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN ${VISIBLE_AT('$9::timestamptz', '$3', '$4', '$8')} THEN $9::timestamptz END)
     RETURNING information_cd AS id`,
    [v.date, v.categoryId, v.startDate, v.endDate, v.title, v.description, v.importantFlg, v.suspendFlg, now],
  );
  return rows[0].id;
}

export async function updateNews(db: Queryable, id: number, v: NewsValues, now: Date): Promise<void> {
  await db.query(
    `UPDATE news SET date = $2, category_id = $3, start_date = $4, end_date = $5, title = $6, description = $7,
            important_flg = $8, suspend_flg = $9,
            announced_at = CASE WHEN ${VISIBLE_AT('$10::timestamptz', '$4', '$5', '$9')} THEN COALESCE(announced_at, $10::timestamptz) END
      WHERE information_cd = $1`,
    [id, v.date, v.categoryId, v.startDate, v.endDate, v.title, v.description, v.importantFlg, v.suspendFlg, now],
  );
}

/** News that went live by the clock alone since they were saved, claimed (once, whichever process asks first). */
export async function claimNewsGoneLive(db: Queryable, now: Date): Promise<{ id: number; title: string; important: boolean }[]> {
  const { rows } = await db.query<{ id: number; title: string; important: boolean }>(
    `UPDATE news SET announced_at = $1
      WHERE announced_at IS NULL AND ${VISIBLE_AT('$1', 'start_date', 'end_date', 'suspend_flg')}
      RETURNING information_cd AS id, title, important_flg AS important`,
    [now],
  );
  return rows;
}

/** Sets or clears the file; `{ key: null, name }` records a chosen file whose bytes have not arrived yet. */
export async function setNewsFile(db: Queryable, id: number, file: { key: string | null; name: string } | null): Promise<void> {
  await db.query('UPDATE news SET file_key = $2, file_name = $3, file_content_type = NULL WHERE information_cd = $1', [
    id,
    file?.key ?? null,
    file?.name ?? null,
  ]);
}

/** Attaches uploaded bytes; a name chosen for another file than the one pending is dropped. */
export async function attachUploadedFile(db: Queryable, id: number, key: string, contentType: string): Promise<void> {
  await db.query(
    `UPDATE news SET file_name = CASE WHEN file_key IS NULL THEN file_name END, file_key = $2, file_content_type = $3
      WHERE information_cd = $1`,
    [id, key, contentType],
  );
}

export async function deleteNews(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM news WHERE information_cd = $1', [id]);
}

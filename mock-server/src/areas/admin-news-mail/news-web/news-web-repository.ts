import type { Queryable } from '../../../db/types';
import { jstMinute } from '../japan-datetime';
import { likePattern } from '../../../db/like-pattern';
import type { WebNewsItem } from './news-web-schemas';

const COLUMNS = `id, to_char(date, 'YYYY/MM/DD') AS "DATE", ${jstMinute('start_date')} AS "START_DATE", ${jstMinute('end_date')} AS "END_DATE",
  title AS "TITLE", suspend_flg AS "SUSPEND_FLG", print_order AS "PRINT_ORDER"`;

export interface WebNewsValues {
  date: string;
  startDate: Date;
  endDate: Date;
  title: string;
  printOrder: number;
  suspendFlg: boolean;
}

export async function listWebNews(db: Queryable, q: { query?: string; includeSuspended: boolean; per: number; offset: number }) {
  const { rows } = await db.query<WebNewsItem & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM web_news
      WHERE ($1::text IS NULL OR title ILIKE $1) AND ($2 OR NOT suspend_flg)
      ORDER BY print_order, id LIMIT $3 OFFSET $4`,
    [likePattern(q.query), q.includeSuspended, q.per, q.offset],
  );
  return rows;
}

export async function findWebNews(db: Queryable, id: number): Promise<WebNewsItem | null> {
  const { rows } = await db.query<WebNewsItem>(`SELECT ${COLUMNS} FROM web_news WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ?? null;
}

export async function insertWebNews(db: Queryable, v: WebNewsValues): Promise<WebNewsItem> {
  const { rows } = await db.query<WebNewsItem>(
    `INSERT INTO web_news (date, start_date, end_date, title, print_order, suspend_flg) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [v.date, v.startDate, v.endDate, v.title, v.printOrder, v.suspendFlg],
  );
  return rows[0];
}

export async function updateWebNews(db: Queryable, id: number, v: WebNewsValues): Promise<WebNewsItem> {
  const { rows } = await db.query<WebNewsItem>(
    `UPDATE web_news SET date = $2, start_date = $3, end_date = $4, title = $5, print_order = $6, suspend_flg = $7 WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, v.date, v.startDate, v.endDate, v.title, v.printOrder, v.suspendFlg],
  );
  return rows[0];
}

export async function deleteWebNews(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM web_news WHERE id = $1', [id]);
}

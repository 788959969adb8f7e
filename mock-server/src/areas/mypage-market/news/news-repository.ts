import type { Queryable } from '../../../db/types';

/** A news as a buyer sees it in lists (my page, /news). */
export interface BuyerNewsListRow {
  INFORMATION_CD: number;
  DATE: string;
  TITLE: string;
  CATEGORY_NM: string;
  IMPORTANT_FLG: boolean;
  is_read: boolean;
  has_file: boolean;
}

export interface BuyerNewsRow {
  INFORMATION_CD: number;
  DATE: string;
  START_DATE: string;
  END_DATE: string;
  TITLE: string;
  DESCRIPTION: string;
  CATEGORY_NM: string;
  IMPORTANT_FLG: boolean;
  file_key: string | null;
  file_name: string | null;
}

/** Visible to buyers: not suspended and now within START_DATE … END_DATE. */
const VISIBLE = `NOT n.suspend_flg AND $1::timestamptz BETWEEN n.start_date AND n.end_date`;
const JST_MINUTE = `'YYYY/MM/DD HH24:MI'`;

const LIST_COLUMNS = `
  n.information_cd AS "INFORMATION_CD", to_char(n.date, 'YYYY/MM/DD') AS "DATE", n.title AS "TITLE",
  COALESCE(c.name, '') AS "CATEGORY_NM", n.important_flg AS "IMPORTANT_FLG",
  EXISTS (SELECT 1 FROM news_reads r WHERE r.account_id = $2 AND r.information_cd = n.information_cd) AS is_read,
  n.file_key IS NOT NULL AS has_file`;

export async function listVisibleNews(
  db: Queryable,
  now: Date,
  accountId: number,
  per: number,
  offset: number,
): Promise<(BuyerNewsListRow & { total: number })[]> {
  const { rows } = await db.query<BuyerNewsListRow & { total: number }>(
    `SELECT ${LIST_COLUMNS}, count(*) OVER () AS total
       FROM news n LEFT JOIN news_categories c ON c.id = n.category_id
      WHERE ${VISIBLE}
      ORDER BY n.important_flg DESC, n.date DESC, n.information_cd DESC
      LIMIT $3 OFFSET $4`,
    [now, accountId, per, offset],
  );
  return rows;
}

export async function findVisibleNews(db: Queryable, now: Date, id: number): Promise<BuyerNewsRow | null> {
  const { rows } = await db.query<BuyerNewsRow>(
    `SELECT n.information_cd AS "INFORMATION_CD", to_char(n.date, 'YYYY/MM/DD') AS "DATE",
            to_char(n.start_date AT TIME ZONE 'Asia/Tokyo', ${JST_MINUTE}) AS "START_DATE",
            to_char(n.end_date AT TIME ZONE 'Asia/Tokyo', ${JST_MINUTE}) AS "END_DATE",
            n.title AS "TITLE", n.description AS "DESCRIPTION", COALESCE(c.name, '') AS "CATEGORY_NM",
            n.important_flg AS "IMPORTANT_FLG", n.file_key, n.file_name
       FROM news n LEFT JOIN news_categories c ON c.id = n.category_id
      WHERE ${VISIBLE} AND n.information_cd = $2`,
    [now, id],
  );
  return rows[0] ?? null;
}

/** Reading a news marks it read once; the first reading time is kept. */
export async function markNewsRead(db: Queryable, accountId: number, id: number, now: Date): Promise<void> {
  await db.query('INSERT INTO news_reads (account_id, information_cd, read_at) VALUES ($1, $2, $3) ON CONFLICT (account_id, information_cd) DO NOTHING', [
    accountId,
    id,
    now,
  ]);
}

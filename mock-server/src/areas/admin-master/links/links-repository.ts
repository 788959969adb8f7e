import type { Queryable } from '../../../db/types';
import { likePattern } from '../../../db/like-pattern';
import { orderBy } from '../common/sql';
import type { LinkRow } from './links-schemas';

const COLUMNS = 'link_cd AS "LINK_CD", link_nm AS "LINK_NM", link_url AS "LINK_URL", suspend_flg AS "SUSPEND_FLG"';
const SORT: Record<string, string> = { LINK_CD: 'link_cd', LINK_NM: 'link_nm', LINK_URL: 'link_url' };

/** Links for the admin list: text search over name and URL, suspended rows only when asked. */
export async function listLinks(
  db: Queryable,
  q: { query?: string; includeSuspended: boolean; per: number; offset: number; orderBy?: string; order?: 'asc' | 'desc' },
): Promise<(LinkRow & { total: number })[]> {
  const { rows } = await db.query<LinkRow & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM links
      WHERE ($1::text IS NULL OR link_nm ILIKE $1 OR link_url ILIKE $1) AND ($2 OR NOT suspend_flg)
      ORDER BY ${orderBy(SORT, q.orderBy, q.order, 'link_cd')} LIMIT $3 OFFSET $4`,
    [likePattern(q.query), q.includeSuspended, q.per, q.offset],
  );
  return rows;
}

export async function findLink(db: Queryable, code: number, forUpdate = false): Promise<LinkRow | null> {
  const { rows } = await db.query<LinkRow>(`SELECT ${COLUMNS} FROM links WHERE link_cd = $1${forUpdate ? ' FOR UPDATE' : ''}`, [code]);
  return rows[0] ?? null;
}

export async function insertLink(db: Queryable, link: Omit<LinkRow, 'LINK_CD'>): Promise<LinkRow> {
  const { rows } = await db.query<LinkRow>(`INSERT INTO links (link_nm, link_url, suspend_flg) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`, [
    link.LINK_NM,
    link.LINK_URL,
    link.SUSPEND_FLG,
  ]);
  return rows[0];
}

export async function updateLink(db: Queryable, link: LinkRow): Promise<LinkRow> {
  const { rows } = await db.query<LinkRow>(`UPDATE links SET link_nm = $2, link_url = $3, suspend_flg = $4 WHERE link_cd = $1 RETURNING ${COLUMNS}`, [
    link.LINK_CD,
    link.LINK_NM,
    link.LINK_URL,
    link.SUSPEND_FLG,
  ]);
  return rows[0];
}

export async function deleteLink(db: Queryable, code: number): Promise<void> {
  await db.query('DELETE FROM links WHERE link_cd = $1', [code]);
}

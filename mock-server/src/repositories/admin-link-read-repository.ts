import type { Queryable } from '../db/types';

export interface AdminLinkRow {
  LINK_CD: number;
  LINK_NM: string;
  LINK_URL: string;
  SUSPEND_FLG: boolean;
}

/** Links for the admin list: text search over name and URL, suspended rows only when asked. */
export async function listAdminLinks(db: Queryable, q: { query?: string; includeSuspended: boolean; per: number; offset: number }): Promise<(AdminLinkRow & { total: number })[]> {
  const { rows } = await db.query<AdminLinkRow & { total: number }>(
    `SELECT link_cd AS "LINK_CD", link_nm AS "LINK_NM", link_url AS "LINK_URL", suspend_flg AS "SUSPEND_FLG", count(*) OVER () AS total
       FROM links
      WHERE ($1::text IS NULL OR link_nm ILIKE $1 OR link_url ILIKE $1) AND ($2 OR NOT suspend_flg)
      ORDER BY link_cd LIMIT $3 OFFSET $4`,
    [likePattern(q.query), q.includeSuspended, q.per, q.offset],
  );
  return rows;
}

/** '%text%' with LIKE's wildcards escaped, or null for no filter. */
export function likePattern(text: string | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}

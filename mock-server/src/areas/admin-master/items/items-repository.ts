import type { Queryable } from '../../../db/types';
import { likePattern } from '../../../db/like-pattern';
import { orderBy } from '../common/sql';
import type { ItemRow } from './items-schemas';

const SELECT = `SELECT i.item_cd AS "ITEM_CD", i.item_nm AS "ITEM_NM", i.item_knm AS "ITEM_KNM", i.item_rnm AS "ITEM_RNM",
       i.item_rknm AS "ITEM_RKNM", i.item_level AS "ITEM_LEVEL", i.h_item_cd AS "H_ITEM_CD", h.item_nm AS "H_ITEM_NM",
       i.print_order AS "PRINT_ORDER", i.suspend_flg AS "SUSPEND_FLG"`;
const FROM = 'FROM items i LEFT JOIN items h ON h.item_cd = i.h_item_cd';
const SORT: Record<string, string> = {
  ITEM_CD: 'i.item_cd',
  ITEM_NM: 'i.item_nm',
  ITEM_KNM: 'i.item_knm',
  ITEM_LEVEL: 'i.item_level',
  PRINT_ORDER: 'i.print_order',
};

export const ITEM_COLUMNS: Record<string, string> = {
  ITEM_CD: 'item_cd',
  ITEM_NM: 'item_nm',
  ITEM_KNM: 'item_knm',
  ITEM_RNM: 'item_rnm',
  ITEM_RKNM: 'item_rknm',
  ITEM_LEVEL: 'item_level',
  H_ITEM_CD: 'h_item_cd',
  PRINT_ORDER: 'print_order',
  SUSPEND_FLG: 'suspend_flg',
};

export async function listItems(
  db: Queryable,
  q: { query?: string; includeSuspended: boolean; per: number; offset: number; orderBy?: string; order?: 'asc' | 'desc' },
): Promise<(ItemRow & { total: number })[]> {
  const { rows } = await db.query<ItemRow & { total: number }>(
    `${SELECT}, count(*) OVER () AS total ${FROM}
      WHERE ($1::text IS NULL OR i.item_cd ILIKE $1 OR i.item_nm ILIKE $1 OR i.item_knm ILIKE $1 OR i.item_rnm ILIKE $1)
        AND ($2 OR NOT i.suspend_flg)
      ORDER BY ${orderBy(SORT, q.orderBy, q.order, 'i.print_order, i.item_cd')} LIMIT $3 OFFSET $4`,
    [likePattern(q.query), q.includeSuspended, q.per, q.offset],
  );
  return rows;
}

export async function findItem(db: Queryable, code: string, forUpdate = false): Promise<ItemRow | null> {
  const { rows } = await db.query<ItemRow>(`${SELECT} ${FROM} WHERE i.item_cd = $1${forUpdate ? ' FOR UPDATE OF i' : ''}`, [code]);
  return rows[0] ?? null;
}

/** What refers to an item: its products and its child items. */
export async function itemUsage(db: Queryable, code: string): Promise<{ products: number; children: number }> {
  const { rows } = await db.query<{ products: number; children: number }>(
    `SELECT (SELECT count(*)::int FROM products WHERE item_cd = $1) AS products, (SELECT count(*)::int FROM items WHERE h_item_cd = $1) AS children`,
    [code],
  );
  return rows[0];
}

export async function deleteItem(db: Queryable, code: string): Promise<void> {
  await db.query('DELETE FROM items WHERE item_cd = $1', [code]);
}

import type { Queryable } from '../../../db/types';
import { likePattern } from '../../../db/like-pattern';
import type { NewsCategoryItem } from './news-category-schemas';

const COLUMNS = `id, name, display_order AS "order", suspend_flg AS "SUSPEND_FLG"`;

export async function listNewsCategories(db: Queryable, q: { query?: string; includeSuspended: boolean; per: number; offset: number }) {
  const { rows } = await db.query<NewsCategoryItem & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM news_categories
      WHERE ($1::text IS NULL OR name ILIKE $1) AND ($2 OR NOT suspend_flg)
      ORDER BY display_order, id LIMIT $3 OFFSET $4`,
    [likePattern(q.query), q.includeSuspended, q.per, q.offset],
  );
  return rows;
}

export async function findNewsCategory(db: Queryable, id: number): Promise<NewsCategoryItem | null> {
  const { rows } = await db.query<NewsCategoryItem>(`SELECT ${COLUMNS} FROM news_categories WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ?? null;
}

export async function insertNewsCategory(db: Queryable, v: Omit<NewsCategoryItem, 'id'>): Promise<NewsCategoryItem> {
  const { rows } = await db.query<NewsCategoryItem>(`INSERT INTO news_categories (name, display_order, suspend_flg) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`, [
    v.name,
    v.order,
    v.SUSPEND_FLG,
  ]);
  return rows[0];
}

export async function updateNewsCategory(db: Queryable, v: NewsCategoryItem): Promise<NewsCategoryItem> {
  const { rows } = await db.query<NewsCategoryItem>(
    `UPDATE news_categories SET name = $2, display_order = $3, suspend_flg = $4 WHERE id = $1 RETURNING ${COLUMNS}`,
    [v.id, v.name, v.order, v.SUSPEND_FLG],
  );
  return rows[0];
}

export async function countNewsUsingCategory(db: Queryable, id: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM news WHERE category_id = $1', [id]);
  return rows[0].n;
}

export async function deleteNewsCategory(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM news_categories WHERE id = $1', [id]);
}

import type { Queryable } from '../../../db/types';
import { jstMinute } from '../japan-datetime';
import { likePattern } from '../../../db/like-pattern';
import type { MailCategoryItem } from './mail-categories-schemas';

const COLUMNS = `category_no AS "CATEGORY_NO", category AS "CATEGORY", ${jstMinute('create_date')} AS "CREATE_DATE", ${jstMinute('update_date')} AS "UPDATE_DATE"`;

export async function listMailCategories(db: Queryable, q: { query?: string; per: number; offset: number }) {
  const { rows } = await db.query<MailCategoryItem & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM mail_categories
      WHERE ($1::text IS NULL OR category ILIKE $1) ORDER BY category_no LIMIT $2 OFFSET $3`,
    [likePattern(q.query), q.per, q.offset],
  );
  return rows;
}

export async function insertMailCategory(db: Queryable, category: string, now: Date): Promise<MailCategoryItem> {
  const { rows } = await db.query<MailCategoryItem>(
    `INSERT INTO mail_categories (category, create_date, update_date) VALUES ($1, $2, $2) RETURNING ${COLUMNS}`,
    [category, now],
  );
  return rows[0];
}

import type { Queryable } from '../../../db/types';
import { likePattern } from '../../../db/like-pattern';
import { orderBy } from '../common/sql';

/** A product as stored, with its item's name; photo keys instead of URLs. */
export interface ProductRecord {
  id: number;
  image1_key: string | null;
  image2_key: string | null;
  item_name: string;
  product_name: string;
  kana_product_name: string;
  product_code: string;
  item_name_code: string;
  abbr: string;
  kana_abbr: string;
  color: string;
  color_code: string;
  tax_group: string;
  jf_code: string;
  old_item_code: string;
  is_suspensions: boolean;
}

const columns = `p.id, p.image1_key, p.image2_key, i.item_nm AS item_name, p.product_name, p.kana_product_name,
       p.shohin_cd AS product_code, p.item_cd AS item_name_code, p.abbr, p.kana_abbr, p.color, p.color_code,
       p.tax_group, p.jf_code, p.old_item_code, p.is_suspensions`;
const FROM = 'FROM products p JOIN items i ON i.item_cd = p.item_cd';
const SELECT = `SELECT ${columns} ${FROM}`;

const SORT: Record<string, string> = {
  product_code: 'p.shohin_cd',
  product_name: 'p.product_name',
  kana_product_name: 'p.kana_product_name',
  item_name: 'i.item_nm',
  color: 'p.color',
};

export async function listProducts(
  db: Queryable,
  q: { query?: string; includeSuspended: boolean; per: number; offset: number; orderBy?: string; order?: 'asc' | 'desc' },
): Promise<(ProductRecord & { total: number })[]> {
  const { rows } = await db.query<ProductRecord & { total: number }>(
    `SELECT ${columns}, count(*) OVER () AS total ${FROM}
      WHERE ($1::text IS NULL OR p.shohin_cd ILIKE $1 OR p.product_name ILIKE $1 OR p.kana_product_name ILIKE $1
             OR i.item_nm ILIKE $1 OR p.color ILIKE $1 OR p.abbr ILIKE $1)
        AND ($2 OR NOT p.is_suspensions)
      ORDER BY ${orderBy(SORT, q.orderBy, q.order, 'p.shohin_cd')} LIMIT $3 OFFSET $4`,
    [likePattern(q.query), q.includeSuspended, q.per, q.offset],
  );
  return rows;
}

export async function findProductById(db: Queryable, id: number, forUpdate = false): Promise<ProductRecord | null> {
  const { rows } = await db.query<ProductRecord>(`${SELECT} WHERE p.id = $1${forUpdate ? ' FOR UPDATE OF p' : ''}`, [id]);
  return rows[0] ?? null;
}

export async function findProductsByIds(db: Queryable, ids: readonly number[]): Promise<ProductRecord[]> {
  const { rows } = await db.query<ProductRecord>(`${SELECT} WHERE p.id = ANY($1::int[]) ORDER BY p.id FOR UPDATE OF p`, [ids]);
  return rows;
}

/** Column of each editable API field. */
export const PRODUCT_COLUMNS = {
  item_name_code: 'item_cd',
  product_name: 'product_name',
  kana_product_name: 'kana_product_name',
  abbr: 'abbr',
  kana_abbr: 'kana_abbr',
  color: 'color',
  color_code: 'color_code',
  tax_group: 'tax_group',
  jf_code: 'jf_code',
  old_item_code: 'old_item_code',
  is_suspensions: 'is_suspensions',
} as const;
export type ProductField = keyof typeof PRODUCT_COLUMNS;

export async function updateProduct(db: Queryable, id: number, changes: Partial<Record<ProductField, unknown>>): Promise<void> {
  const fields = Object.keys(changes) as ProductField[];
  if (!fields.length) return;
  const sets = fields.map((field, i) => `${PRODUCT_COLUMNS[field]} = $${i + 2}`).join(', ');
  await db.query(`UPDATE products SET ${sets} WHERE id = $1`, [id, ...fields.map((f) => changes[f])]);
}

export async function setProductsSuspended(db: Queryable, ids: readonly number[], suspended: boolean): Promise<void> {
  await db.query('UPDATE products SET is_suspensions = $2 WHERE id = ANY($1::int[])', [ids, suspended]);
}

export async function itemExists(db: Queryable, itemCd: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM items WHERE item_cd = $1', [itemCd]);
  return rows.length > 0;
}

/** Product codes among `codes` that receivings, sales or reservations refer to. */
export async function productCodesInUse(db: Queryable, codes: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ shohin_cd: string }>(
    `SELECT shohin_cd FROM receivings WHERE shohin_cd = ANY($1::text[])
     UNION SELECT shohin_cd FROM reservations WHERE shohin_cd = ANY($1::text[])`,
    [codes],
  );
  return rows.map((r) => r.shohin_cd).sort();
}

export async function deleteProducts(db: Queryable, ids: readonly number[]): Promise<void> {
  await db.query('DELETE FROM products WHERE id = ANY($1::int[])', [ids]);
}

import type { Queryable } from '../../../db/types';
import type { PhotoNo, PhotoTarget } from '../../../files/photo-keys';

const TABLE = { product: 'products', receiving: 'receivings' } as const;
const COLUMN = {
  product: { 1: 'image1_key', 2: 'image2_key' },
  receiving: { 1: 'niuke_image1_key', 2: 'niuke_image2_key' },
} as const;

function where(target: PhotoTarget): { sql: string; params: string[] } {
  return target.kind === 'product'
    ? { sql: 'shohin_cd = $1', params: [target.shohin_cd] }
    : { sql: 'niuke_dempyo_no = $1 AND niuke_no = $2', params: [target.niuke_dempyo_no, target.niuke_no] };
}

/** The target's two photo keys, locked for the change; null when there is no such product or receiving. */
export async function lockPhotoKeys(db: Queryable, target: PhotoTarget): Promise<{ 1: string | null; 2: string | null } | null> {
  const w = where(target);
  const c = COLUMN[target.kind];
  const { rows } = await db.query<{ k1: string | null; k2: string | null }>(
    `SELECT ${c[1]} AS k1, ${c[2]} AS k2 FROM ${TABLE[target.kind]} WHERE ${w.sql} FOR UPDATE`,
    w.params,
  );
  return rows.length ? { 1: rows[0].k1, 2: rows[0].k2 } : null;
}

export async function setPhotoKey(db: Queryable, target: PhotoTarget, photoNo: PhotoNo, key: string | null): Promise<void> {
  const w = where(target);
  await db.query(`UPDATE ${TABLE[target.kind]} SET ${COLUMN[target.kind][photoNo]} = $${w.params.length + 1} WHERE ${w.sql}`, [...w.params, key]);
}

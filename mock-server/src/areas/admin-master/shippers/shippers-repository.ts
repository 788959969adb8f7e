import type { Queryable } from '../../../db/types';
import { likePattern } from '../../../db/like-pattern';
import { orderBy } from '../common/sql';
import type { ShipperRow } from './shippers-schemas';

/** API field → column; every field of spec §3's Shipper. */
export const SHIPPER_COLUMNS: Record<string, string> = {
  SHUKKASHA_CD: 'shukkasha_cd',
  SHUKKASHA_KBN: 'shukkasha_kbn',
  SHUKKASHA_NM: 'shukkasha_nm',
  KNM: 'knm',
  RNM: 'rnm',
  KRNM: 'krnm',
  DAIHYOSHA_NM: 'daihyosha_nm',
  DAIHYOSHA_KNM: 'daihyosha_knm',
  ADDR: 'addr',
  ZIP_CD: 'zip_cd',
  TEL: 'tel',
  FAX: 'fax',
  SHUKKA_TANTOSHA_NM: 'shukka_tantosha_nm',
  TANTOSHA_MAIL: 'tantosha_mail',
  SUSPEND_FLG: 'suspend_flg',
  PAY_DANTAI_CD: 'pay_dantai_cd',
  PAY_DANTAI_NM: 'pay_dantai_nm',
  SANCHI_CD: 'sanchi_cd',
  SANCHI_NM: 'sanchi_nm',
  ITAKU_KAITSUKE_NM: 'itaku_kaitsuke_nm',
  ITAKU_KAITSUKE_CD: 'itaku_kaitsuke_cd',
};
const SELECT = `SELECT ${Object.entries(SHIPPER_COLUMNS)
  .map(([field, column]) => `${column} AS "${field}"`)
  .join(', ')}`;
const SORT: Record<string, string> = { SHUKKASHA_CD: 'shukkasha_cd', SHUKKASHA_NM: 'shukkasha_nm', KNM: 'knm', SANCHI_NM: 'sanchi_nm' };

export async function listShippers(
  db: Queryable,
  q: { query?: string; includeSuspended: boolean; per: number; offset: number; orderBy?: string; order?: 'asc' | 'desc' },
): Promise<(ShipperRow & { total: number })[]> {
  const { rows } = await db.query<ShipperRow & { total: number }>(
    `${SELECT}, count(*) OVER () AS total FROM shippers
      WHERE ($1::text IS NULL OR shukkasha_cd ILIKE $1 OR shukkasha_nm ILIKE $1 OR knm ILIKE $1 OR sanchi_nm ILIKE $1 OR addr ILIKE $1)
        AND ($2 OR NOT suspend_flg)
      ORDER BY ${orderBy(SORT, q.orderBy, q.order, 'shukkasha_cd')} LIMIT $3 OFFSET $4`,
    [likePattern(q.query), q.includeSuspended, q.per, q.offset],
  );
  return rows;
}

export async function findShipper(db: Queryable, code: string, forUpdate = false): Promise<ShipperRow | null> {
  const { rows } = await db.query<ShipperRow>(`${SELECT} FROM shippers WHERE shukkasha_cd = $1${forUpdate ? ' FOR UPDATE' : ''}`, [code]);
  return rows[0] ?? null;
}

export async function shipperReceivings(db: Queryable, code: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM receivings WHERE shukkasha_cd = $1', [code]);
  return rows[0].n;
}

export async function deleteShipper(db: Queryable, code: string): Promise<void> {
  await db.query('DELETE FROM shippers WHERE shukkasha_cd = $1', [code]);
}

import type { Queryable } from '../../../db/types';
import { RESERVATION_STATUS } from '../../../domain/values';
import { likePattern } from '../../../db/like-pattern';
import type { AdminReserve } from './reserve-schemas';

const STATUS = `CASE WHEN y.sale_id IS NOT NULL THEN '${RESERVATION_STATUS.fulfilled}' WHEN y.cancelled_at IS NOT NULL THEN '${RESERVATION_STATUS.cancelled}'
  ELSE '${RESERVATION_STATUS.open}' END`;

const COLUMNS = `y.yoyaku_no::int AS "YOYAKU_NO", to_char(y.sale_date, 'YYYY/MM/DD') AS "SALE_DATE",
  to_char(y.yoyaku_date AT TIME ZONE 'Asia/Tokyo', 'YYYY/MM/DD HH24:MI') AS "YOYAKU_DATE",
  b.baisan_cd AS "BAISAN_CD", pu.baisan_nm AS "BAISAN_NM", b.baisan_eda AS "BAISAN_EDA", y.shohin_cd AS "SHOHIN_CD",
  p.product_name AS "SHOHIN_NM", p.color AS "COLOR_NM", y.specification, y.biko AS "BIKO", y.quantity_per_package AS "IRI_SU",
  y.kuchi_su AS "KUCHI_SU", y.so_su AS "SO_SU", y.web_tanka AS "WEB_TANKA", ${STATUS} AS "STATUS", y.sale_id::int AS "SALE_ID"`;

const FROM = `FROM reservations y JOIN branches b ON b.id = y.branch_id JOIN purchasers pu ON pu.baisan_cd = b.baisan_cd
  JOIN products p ON p.shohin_cd = y.shohin_cd`;

const WHERE = `($1::text IS NULL OR b.baisan_cd ILIKE $1 OR pu.baisan_nm ILIKE $1 OR p.product_name ILIKE $1 OR y.biko ILIKE $1)
  AND ($2::date IS NULL OR y.sale_date = $2::date)
  AND ($3::text IS NULL OR b.baisan_cd = $3)
  AND ($4::text IS NULL OR b.baisan_eda = $4)
  AND ($5::text IS NULL OR ${STATUS} = $5)`;

export interface ReserveFilter {
  query?: string;
  saleDate?: string;
  baisanCd?: string;
  baisanEda?: string;
  status?: string;
}

export async function listReserves(db: Queryable, f: ReserveFilter, per: number, offset: number) {
  const values = [likePattern(f.query), f.saleDate ?? null, f.baisanCd || null, f.baisanEda || null, f.status ?? null];
  const [list, count] = await Promise.all([
    db.query<AdminReserve>(`SELECT ${COLUMNS} ${FROM} WHERE ${WHERE} ORDER BY y.sale_date DESC, y.yoyaku_no DESC LIMIT $6 OFFSET $7`, [...values, per, offset]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${FROM} WHERE ${WHERE}`, values),
  ]);
  return { rows: list.rows, total: count.rows[0].total };
}

/** The branch that made the reservation, or null. */
export async function reserveBranch(db: Queryable, yoyakuNo: number): Promise<number | null> {
  const { rows } = await db.query<{ branch_id: number }>('SELECT branch_id FROM reservations WHERE yoyaku_no = $1', [yoyakuNo]);
  return rows[0]?.branch_id ?? null;
}

export async function findReserve(db: Queryable, yoyakuNo: number): Promise<AdminReserve | null> {
  const { rows } = await db.query<AdminReserve>(`SELECT ${COLUMNS} ${FROM} WHERE y.yoyaku_no = $1`, [yoyakuNo]);
  return rows[0] ?? null;
}

export interface StoredReserve {
  yoyaku_no: number;
  branch_id: number;
  shohin_cd: string;
  kuchi_su: number;
  so_su: number;
  quantity_per_package: number;
  sale_id: number | null;
  cancelled_at: Date | null;
  sale_rate: number;
}

export async function lockReserve(tx: Queryable, yoyakuNo: number): Promise<StoredReserve | null> {
  const { rows } = await tx.query<StoredReserve>(
    `SELECT y.yoyaku_no::int, y.branch_id, y.shohin_cd, y.kuchi_su, y.so_su, y.quantity_per_package, y.sale_id::int, y.cancelled_at,
       b.sale_rate::float AS sale_rate
     FROM reservations y JOIN branches b ON b.id = y.branch_id WHERE y.yoyaku_no = $1 FOR UPDATE OF y`,
    [yoyakuNo],
  );
  return rows[0] ?? null;
}

export async function markFulfilled(tx: Queryable, yoyakuNo: number, saleId: number): Promise<void> {
  await tx.query('UPDATE reservations SET sale_id = $2 WHERE yoyaku_no = $1', [yoyakuNo, saleId]);
}

export async function markCancelled(tx: Queryable, yoyakuNo: number, at: Date): Promise<void> {
  await tx.query('UPDATE reservations SET cancelled_at = $2 WHERE yoyaku_no = $1', [yoyakuNo, at]);
}

/** The receiving's web price (0 without a lot). */
export async function lotPriceOfReceiving(db: Queryable, receivingId: number): Promise<number> {
  const { rows } = await db.query<{ unit_price: number }>('SELECT unit_price FROM web_items WHERE receiving_id = $1', [receivingId]);
  return rows[0]?.unit_price ?? 0;
}

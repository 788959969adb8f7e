import { RESERVATION_STATUS, type ReservationStatus } from '../../../domain/values';
import type { Queryable } from '../../../db/types';
import { LOT_JOINS } from '../web-item/web-item-repository';
import type { PurchaseDoneRow } from '../purchase/purchase-repository';

export interface NewReservation {
  branchId: number;
  webItemId: number;
  shohinCd: string;
  saleDate: string;
  yoyakuDate: Date;
  specification: string;
  quantityPerPackage: number;
  kuchiSu: number;
  soSu: number;
  webTanka: string;
  transactionUuid: string;
}

export async function insertReservation(tx: Queryable, r: NewReservation): Promise<number> {
  const { rows } = await tx.query<{ yoyaku_no: number }>(
    `INSERT INTO reservations (branch_id, web_item_id, shohin_cd, sale_date, yoyaku_date, specification,
       quantity_per_package, kuchi_su, so_su, web_tanka, transaction_uuid)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING yoyaku_no`,
    [r.branchId, r.webItemId, r.shohinCd, r.saleDate, r.yoyakuDate, r.specification, r.quantityPerPackage, r.kuchiSu, r.soSu, r.webTanka, r.transactionUuid],
  );
  return rows[0].yoyaku_no;
}

/** A next-order-done row: the buy-done row's fields without the sale's money (a reservation's unit price is text). */
export type NextOrderDoneRow = Omit<PurchaseDoneRow, 'price' | 'rate_tanka' | 'unit_price'> & { unit_price: string };

/** Next-order-done rows: the Purchase-done fields of one reservation transaction of the branch. */
export async function findNextOrderDoneRows(db: Queryable, branchId: number, transactionUuid: string): Promise<NextOrderDoneRow[]> {
  const { rows } = await db.query<NextOrderDoneRow>(
    `SELECT y.yoyaku_no AS id, w.id AS web_item_id, s.shukkasha_nm AS shipment_provider_name, p.product_name,
       r.niuke_no AS receiving_number, to_char(y.sale_date, 'YYYY/MM/DD') AS sale_date, r.category, p.color,
       y.specification, y.quantity_per_package, y.so_su - y.kuchi_su * y.quantity_per_package AS "HA_SU",
       y.kuchi_su AS "KUCHI_SU", y.so_su AS "SO_SU", w.remaining_quantity, w.max_quantity,
       y.web_tanka AS unit_price, w.remarks
     FROM reservations y JOIN web_items w ON w.id = y.web_item_id ${LOT_JOINS}
     WHERE y.transaction_uuid = $2 AND y.branch_id = $1 AND y.cancelled_at IS NULL
     ORDER BY y.yoyaku_no`,
    [branchId, transactionUuid],
  );
  return rows;
}

export interface NextReservationRow {
  YOYAKU_NO: number;
  web_item_id: number | null;
  purchase_date: string;
  yoyaku_date: Date;
  color: string;
  product_name: string;
  specification: string;
  quantity_per_package: number;
  quantity: number;
  SO_SU: number;
  unit_price: string;
  remarks: string;
  /** 予約中 (standing), 引当済 (the market made it a 注文 purchase) or 取消 (cancelled). */
  status: ReservationStatus;
}

/** The branch's reservations for sale dates from today on, with their outcome, soonest first. */
export async function listNextReservations(db: Queryable, branchId: number, today: string): Promise<NextReservationRow[]> {
  const { rows } = await db.query<NextReservationRow>(
    `SELECT y.yoyaku_no AS "YOYAKU_NO", y.web_item_id, to_char(y.sale_date, 'YYYY/MM/DD') AS purchase_date, y.yoyaku_date,
       p.color, p.product_name, y.specification, y.quantity_per_package, y.kuchi_su AS quantity, y.so_su AS "SO_SU",
       y.web_tanka AS unit_price, y.biko AS remarks,
       CASE WHEN y.sale_id IS NOT NULL THEN '${RESERVATION_STATUS.fulfilled}' WHEN y.cancelled_at IS NOT NULL THEN '${RESERVATION_STATUS.cancelled}'
            ELSE '${RESERVATION_STATUS.open}' END AS status
     FROM reservations y JOIN products p ON p.shohin_cd = y.shohin_cd
     WHERE y.branch_id = $1 AND y.sale_date >= $2::date
     ORDER BY y.sale_date, y.yoyaku_date, y.yoyaku_no`,
    [branchId, today],
  );
  return rows;
}

export interface OwnReservation {
  yoyaku_no: number;
  sale_date: string;
  cancelled: boolean;
}

/** One of the branch's own reservations, locked for a cancel; null when not the branch's. */
export async function findOwnReservationForUpdate(db: Queryable, branchId: number, yoyakuNo: number): Promise<OwnReservation | null> {
  const { rows } = await db.query<OwnReservation>(
    `SELECT yoyaku_no, to_char(sale_date, 'YYYY-MM-DD') AS sale_date, cancelled_at IS NOT NULL AS cancelled
     FROM reservations WHERE yoyaku_no = $1 AND branch_id = $2 FOR UPDATE`,
    [yoyakuNo, branchId],
  );
  return rows[0] ?? null;
}

export async function cancelReservation(db: Queryable, yoyakuNo: number, now: Date): Promise<void> {
  await db.query('UPDATE reservations SET cancelled_at = $2 WHERE yoyaku_no = $1', [yoyakuNo, now]);
}

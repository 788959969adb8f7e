import { buyerSaleSql, webSaleSql } from '../../../db/sale-kind-sql';
import type { Queryable } from '../../../db/types';
import { SALE_KBN } from '../../../domain/values';
import type { StockChange } from '../../../events/live-stock';
import type { OrderLine } from '../order-lines';
import { LOT_JOINS, PHOTO_PRESENT } from '../web-item/web-item-repository';

export interface NewWebSale {
  /** WEB (the default); 相対 for a negotiated purchase. */
  saleKbn?: (typeof SALE_KBN)['negotiated' | 'web'];
  saleDate: string;
  niukeSaleDate: string;
  branchId: number;
  receivingId: number;
  webItemId: number;
  kuchiSu: number;
  haSu: number;
  soSu: number;
  webTanka: number;
  rateTanka: number;
  discountTanka: number;
  price: number;
  transactionUuid: string;
  createdAt: Date;
}

/** One sale line of kind 4 (WEB); created_at comes from the Clock so the cancel window is testable. */
export async function insertWebSale(tx: Queryable, s: NewWebSale): Promise<number> {
  const { rows } = await tx.query<{ sale_id: number }>(
    `INSERT INTO sales (sale_date, niuke_sale_date, sale_kbn, branch_id, receiving_id, web_item_id, kuchi_su, ha_su,
       so_su, web_tanka, rate_tanka, discount_tanka, price, transaction_uuid, is_sokuho, created_at)
     VALUES ($1, $2, $15, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, true, $14) RETURNING sale_id`,
    [
      s.saleDate,
      s.niukeSaleDate,
      s.branchId,
      s.receivingId,
      s.webItemId,
      s.kuchiSu,
      s.haSu,
      s.soSu,
      s.webTanka,
      s.rateTanka,
      s.discountTanka,
      s.price,
      s.transactionUuid,
      s.createdAt,
      s.saleKbn ?? SALE_KBN.web,
    ],
    { prepare: true },
  );
  return rows[0].sale_id;
}

/** A line migration 010's web_buy_lines refused: the lot no longer fits, or its receiving is short. */
export class LineRefused extends Error {
  constructor(
    readonly webItemId: number,
    readonly receivingShort: boolean,
  ) {
    super(`web item ${webItemId}: ${receivingShort ? 'receiving stock is short' : 'no longer fits'}`);
  }
}

/** web_buy_lines refused the whole call: the branch needs the head branch's approval (/setting). */
export class ApprovalRequired extends Error {}

/** web_buy_lines found the Idempotency-Key taken (by a call that committed first or still runs). */
export class IdempotencyKeyTaken extends Error {}

/** An Idempotency-Key claimed with the purchase, its answer stored as it commits. */
export interface PurchaseKey {
  account_id: number;
  key: string;
  endpoint: string;
  request_hash: string;
  response: unknown;
}

/**
 * Checks the branch's approval, takes every line's stock and writes its sale line at the branch's
 * SALE_RATE, in one statement (migration 010); lines in lock order. On the Db itself it is its own
 * transaction and waits for the WAL flush; inside a transaction, that transaction must be opened
 * with releaseLocksBeforeFlush. With `idempotency` the key is claimed first and its answer stored.
 * Throws LineRefused, ApprovalRequired or IdempotencyKeyTaken. Bought lots leave the branch's cart.
 */
export async function buyWebLines(
  q: Queryable,
  a: { branchId: number; lines: readonly OrderLine[]; now: Date; transactionUuid: string; idempotency?: PurchaseKey },
  lone: boolean,
): Promise<StockChange[]> {
  try {
    const { rows } = await q.query<{ changes: StockChange[] }>(
      // The same statement empties the branch's cart lines of the lots it bought: they
      // go with the purchase, and stay when it is refused.
      `WITH bought AS (SELECT web_buy_lines($1, $2::jsonb, $3, $4, $5::jsonb) AS changes),
       emptied AS (DELETE FROM cart_items c USING bought
                   WHERE c.branch_id = $1 AND c.web_item_id IN (SELECT (l->>'id')::integer FROM jsonb_array_elements($2::jsonb) l))
       SELECT changes FROM bought`,
      [a.branchId, JSON.stringify(a.lines), a.now, a.transactionUuid, a.idempotency ? JSON.stringify(a.idempotency) : null],
      { prepare: true, flushAfter: lone },
    );
    return rows[0].changes;
  } catch (err) {
    const { code, detail } = err as { code?: string; detail?: string };
    if (code === 'WB001' || code === 'WB002') throw new LineRefused(Number(detail), code === 'WB002');
    if (code === 'WB003') throw new ApprovalRequired();
    if (code === 'WB004') throw new IdempotencyKeyTaken();
    throw err;
  }
}

export interface PurchaseDoneRow {
  id: number;
  web_item_id: number;
  shipment_provider_name: string;
  product_name: string;
  receiving_number: string;
  sale_date: string;
  category: string;
  color: string;
  specification: string;
  quantity_per_package: number;
  HA_SU: number;
  KUCHI_SU: number;
  SO_SU: number;
  remaining_quantity: number;
  max_quantity: number;
  unit_price: number;
  remarks: string;
  price: number;
  rate_tanka: number;
}

/** The branch's non-cancelled lines of one WEB transaction. */
export async function findPurchaseDoneRows(db: Queryable, branchId: number, transactionUuid: string): Promise<PurchaseDoneRow[]> {
  const { rows } = await db.query<PurchaseDoneRow>(
    `SELECT sa.sale_id AS id, w.id AS web_item_id, s.shukkasha_nm AS shipment_provider_name, p.product_name,
       r.niuke_no AS receiving_number, to_char(sa.sale_date, 'YYYY/MM/DD') AS sale_date, r.category, p.color,
       r.specification, w.quantity_per_package, sa.ha_su AS "HA_SU", sa.kuchi_su AS "KUCHI_SU", sa.so_su AS "SO_SU",
       w.remaining_quantity, w.max_quantity, sa.web_tanka AS unit_price, w.remarks, sa.price, sa.rate_tanka
     FROM sales sa JOIN web_items w ON w.id = sa.web_item_id ${LOT_JOINS}
     WHERE sa.transaction_uuid = $2 AND sa.branch_id = $1 AND ${buyerSaleSql('sa.sale_kbn')} AND sa.cancelled_at IS NULL
     ORDER BY sa.sale_id`,
    [branchId, transactionUuid],
  );
  return rows;
}

export async function transactionExists(db: Queryable, branchId: number, transactionUuid: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM sales WHERE transaction_uuid = $2 AND branch_id = $1 AND ${buyerSaleSql('sale_kbn')} LIMIT 1`, [
    branchId,
    transactionUuid,
  ]);
  return rows.length > 0;
}

export interface CancellableRow {
  transactionUUID: string;
  id: number;
  web_item_id: number;
  is_photo_present: boolean;
  shipment_provider_name: string;
  product_name: string;
  color: string;
  specification: string;
  remarks: string;
  quantity_per_package: number;
  quantity: number;
  unit_price: number;
  hasu: number;
  cost: number;
  created_at: Date;
}

/** The cancellable lines' SELECT; `byBranch` also answers each line's branch_id. */
const CANCELLABLE_SQL = (where: string, byBranch = false) =>
  `SELECT ${byBranch ? 'sa.branch_id, ' : ''}sa.transaction_uuid::text AS "transactionUUID", sa.sale_id AS id, w.id AS web_item_id,
     ${PHOTO_PRESENT} AS is_photo_present, s.shukkasha_nm AS shipment_provider_name, p.product_name, p.color,
     r.specification, w.remarks, w.quantity_per_package, sa.kuchi_su AS quantity, sa.web_tanka AS unit_price,
     sa.ha_su AS hasu, sa.price AS cost, sa.created_at
   FROM sales sa JOIN web_items w ON w.id = sa.web_item_id ${LOT_JOINS}
   WHERE ${where} AND ${webSaleSql('sa.sale_kbn')} AND sa.cancelled_at IS NULL
   ORDER BY sa.created_at DESC, sa.sale_id DESC`;

/** The branch's WEB lines bought at or after `since` and not cancelled, newest first. */
export async function listCancellable(db: Queryable, branchId: number, since: Date): Promise<CancellableRow[]> {
  const { rows } = await db.query<CancellableRow>(CANCELLABLE_SQL('sa.branch_id = $1 AND sa.created_at >= $2'), [branchId, since]);
  return rows;
}

/** Every branch's such lines (the shared listing's first build of a day), by branch. */
export async function listAllCancellable(db: Queryable, since: Date): Promise<Map<number, CancellableRow[]>> {
  const { rows } = await db.query<CancellableRow & { branch_id: number }>(CANCELLABLE_SQL('sa.created_at >= $1', true), [since]);
  const byBranch = new Map<number, CancellableRow[]>();
  for (const { branch_id, ...row } of rows) {
    if (!byBranch.has(branch_id)) byBranch.set(branch_id, []);
    byBranch.get(branch_id)!.push(row);
  }
  return byBranch;
}

export interface CancelledLine {
  web_item_id: number;
  kuchi_su: number;
  ha_su: number;
}

/**
 * Cancels one line only if it is the branch's, still standing and bought at or after `since`;
 * conditional like the purchase, so two cancels of one line cannot both return stock.
 */
export async function cancelWebSale(
  tx: Queryable,
  a: { saleId: number; transactionUuid: string; branchId: number; now: Date; since: Date },
): Promise<CancelledLine | null> {
  const { rows } = await tx.query<CancelledLine>(
    `UPDATE sales SET cancelled_at = $4
     WHERE sale_id = $1 AND transaction_uuid = $2 AND branch_id = $3 AND ${webSaleSql('sale_kbn')}
       AND cancelled_at IS NULL AND created_at >= $5
     RETURNING web_item_id, kuchi_su, ha_su`,
    [a.saleId, a.transactionUuid, a.branchId, a.now, a.since],
  );
  return rows[0] ?? null;
}

export async function findOwnWebSale(
  db: Queryable,
  a: { saleId: number; transactionUuid: string; branchId: number },
): Promise<{ cancelled_at: Date | null; created_at: Date } | null> {
  const { rows } = await db.query<{ cancelled_at: Date | null; created_at: Date }>(
    `SELECT cancelled_at, created_at FROM sales
     WHERE sale_id = $1 AND transaction_uuid = $2 AND branch_id = $3 AND ${webSaleSql('sale_kbn')}`,
    [a.saleId, a.transactionUuid, a.branchId],
  );
  return rows[0] ?? null;
}

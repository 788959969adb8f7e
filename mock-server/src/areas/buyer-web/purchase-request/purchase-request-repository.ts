import type { Queryable } from '../../../db/types';
import { PURCHASE_REQUEST_STATUS } from '../../../domain/values';

/** Statuses of a purchase request, as stored and answered. */
export const REQUEST_STATUS = PURCHASE_REQUEST_STATUS;
export type RequestStatus = (typeof REQUEST_STATUS)[keyof typeof REQUEST_STATUS];

export interface HeldLine {
  web_item_id: number;
  kuchi_su: number;
  ha_su: number;
  so_su: number;
  web_tanka: number;
  rate_tanka: number;
  discount_tanka: number;
  price: number;
}

export async function insertRequest(tx: Queryable, a: { branchId: number; accountId: number; now: Date; expiresAt: Date }): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO purchase_requests (branch_id, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [a.branchId, a.accountId, a.now, a.expiresAt],
  );
  return rows[0].id;
}

export async function insertHeldLine(tx: Queryable, requestId: number, l: HeldLine): Promise<void> {
  await tx.query(
    `INSERT INTO purchase_request_lines (request_id, web_item_id, kuchi_su, ha_su, so_su, web_tanka, rate_tanka, discount_tanka, price)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [requestId, l.web_item_id, l.kuchi_su, l.ha_su, l.so_su, l.web_tanka, l.rate_tanka, l.discount_tanka, l.price],
  );
}

/**
 * Packages that pending requests hold on a lot: this branch's and all branches'. Read after the
 * caller's conditional UPDATE took the lot's row lock, so concurrent requests of the lot are
 * counted one after the other (a new statement sees what the previous holder committed).
 */
export async function pendingHeldOnLot(tx: Queryable, lotId: number, branchId: number): Promise<{ branch_held: number; all_held: number }> {
  const { rows } = await tx.query<{ branch_held: number; all_held: number }>(
    `SELECT coalesce(sum(l.kuchi_su) FILTER (WHERE pr.branch_id = $2), 0)::int AS branch_held, coalesce(sum(l.kuchi_su), 0)::int AS all_held
       FROM purchase_request_lines l JOIN purchase_requests pr ON pr.id = l.request_id
      WHERE l.web_item_id = $1 AND pr.status = '承認待ち'`,
    [lotId, branchId],
  );
  return rows[0];
}

/** The requesting branch (and the account that asked) and the head branch, as the purchase rules see them now. */
export async function findRequestParties(
  tx: Queryable,
  id: number,
  headBranchId: number,
): Promise<{ branch_buy_permit: boolean; branch_suspended: boolean; head_buy_permit: boolean; head_suspended: boolean } | null> {
  const { rows } = await tx.query<{ branch_buy_permit: boolean; branch_suspended: boolean; head_buy_permit: boolean; head_suspended: boolean }>(
    `SELECT b.buy_permit_flg AS branch_buy_permit, (b.suspend_flg OR a.suspend_flg) AS branch_suspended,
            h.buy_permit_flg AS head_buy_permit, h.suspend_flg AS head_suspended
       FROM purchase_requests pr JOIN branches b ON b.id = pr.branch_id JOIN accounts a ON a.id = pr.account_id
       JOIN branches h ON h.id = $2
      WHERE pr.id = $1`,
    [id, headBranchId],
  );
  return rows[0] ?? null;
}

/** The request's lines in lock order (lot id). */
export async function findHeldLines(
  tx: Queryable,
  requestId: number,
): Promise<(HeldLine & { sale_date: string; receiving_id: number; niuke_sale_date: string })[]> {
  const { rows } = await tx.query<HeldLine & { sale_date: string; receiving_id: number; niuke_sale_date: string }>(
    `SELECT l.web_item_id, l.kuchi_su, l.ha_su, l.so_su, l.web_tanka, l.rate_tanka, l.discount_tanka, l.price,
       w.sale_date, w.receiving_id, r.sale_date AS niuke_sale_date
     FROM purchase_request_lines l JOIN web_items w ON w.id = l.web_item_id JOIN receivings r ON r.id = w.receiving_id
     WHERE l.request_id = $1 ORDER BY l.web_item_id`,
    [requestId],
  );
  return rows;
}

export interface Decided {
  id: number;
  branch_id: number;
  baisan_cd: string;
}

/** Who a request concerns: its branch and that branch's purchaser (null when it is gone). */
export async function findDecided(db: Queryable, id: number): Promise<Decided | null> {
  const { rows } = await db.query<Decided>(
    'SELECT pr.id, pr.branch_id, b.baisan_cd FROM purchase_requests pr JOIN branches b ON b.id = pr.branch_id WHERE pr.id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/**
 * The one decision a pending request can take: only while it is 承認待ち and, for the head
 * branch's decisions, before it expires; only for a branch of purchaser `baisanCd`. Concurrent
 * decisions (any process) wait for each other's row lock and all but one find it decided.
 */
export async function decideRequest(
  tx: Queryable,
  a: {
    id: number;
    baisanCd: string;
    headBranchId: number;
    status: RequestStatus;
    now: Date;
    decidedBy: number;
    comment: string;
    transactionUuid: string | null;
  },
): Promise<Decided | null> {
  const { rows } = await tx.query<Decided>(
    `UPDATE purchase_requests pr SET status = $3, decided_at = $4, decided_by = $5, comment = $6, transaction_uuid = $7
     FROM branches b
     WHERE pr.id = $1 AND b.id = pr.branch_id AND b.baisan_cd = $2 AND pr.branch_id <> $8 AND pr.status = '承認待ち' AND pr.expires_at > $4
     RETURNING pr.id, pr.branch_id, b.baisan_cd`,
    [a.id, a.baisanCd, a.status, a.now, a.decidedBy, a.comment, a.transactionUuid, a.headBranchId],
  );
  return rows[0] ?? null;
}

/** Pending requests past their time, locked (others sweeping at once skip them), made 期限切れ. */
export async function expireDueRequests(tx: Queryable, now: Date, onlyId?: number): Promise<Decided[]> {
  const { rows } = await tx.query<Decided>(
    `UPDATE purchase_requests pr SET status = '期限切れ', decided_at = $1
     FROM branches b
     WHERE b.id = pr.branch_id AND pr.id IN (
       SELECT id FROM purchase_requests WHERE status = '承認待ち' AND expires_at <= $1 AND ($2::integer IS NULL OR id = $2)
       ORDER BY id FOR UPDATE SKIP LOCKED)
     RETURNING pr.id, pr.branch_id, b.baisan_cd`,
    [now, onlyId ?? null],
  );
  return rows;
}

/** The lines of several requests in lot order, for giving their stock back. */
export async function heldLinesOf(tx: Queryable, ids: number[]): Promise<{ web_item_id: number; kuchi_su: number; ha_su: number }[]> {
  const { rows } = await tx.query<{ web_item_id: number; kuchi_su: number; ha_su: number }>(
    'SELECT web_item_id, kuchi_su, ha_su FROM purchase_request_lines WHERE request_id = ANY($1::integer[]) ORDER BY web_item_id, request_id',
    [ids],
  );
  return rows;
}

export async function findRequestState(
  db: Queryable,
  id: number,
): Promise<{ status: RequestStatus; expires_at: Date; baisan_cd: string; branch_id: number } | null> {
  const { rows } = await db.query<{ status: RequestStatus; expires_at: Date; baisan_cd: string; branch_id: number }>(
    'SELECT pr.status, pr.expires_at, b.baisan_cd, pr.branch_id FROM purchase_requests pr JOIN branches b ON b.id = pr.branch_id WHERE pr.id = $1',
    [id],
  );
  return rows[0] ?? null;
}

export interface RequestRow {
  request_id: number;
  status: RequestStatus;
  created_at: Date;
  expires_at: Date;
  decided_at: Date | null;
  comment: string;
  transactionUUID: string | null;
  branch_number: string;
  branch_name: string;
  items: {
    id: number;
    product_name: string;
    shipment_provider_name: string;
    color: string;
    specification: string;
    quantity_per_package: number;
    KUCHI_SU: number;
    HA_SU: number;
    SO_SU: number;
    unit_price: number;
    price: number;
    commission: number;
  }[];
  total: number;
}

/**
 * One page of requests, newest first: the branch's own (`branchId`), or every branch of the
 * purchaser but the head branch itself (`baisanCd`).
 */
export async function listRequests(
  db: Queryable,
  who: { branchId: number } | { baisanCd: string; exceptEda: string },
  page: { per: number; page: number; pendingOnly: boolean },
): Promise<RequestRow[]> {
  const where = 'branchId' in who ? 'pr.branch_id = $1' : 'b.baisan_cd = $1 AND b.baisan_eda <> $4';
  const params: unknown[] = ['branchId' in who ? who.branchId : who.baisanCd, page.per, (page.page - 1) * page.per];
  if (!('branchId' in who)) params.push(who.exceptEda);
  const { rows } = await db.query<RequestRow>(
    `SELECT pr.id AS request_id, pr.status, pr.created_at, pr.expires_at, pr.decided_at, pr.comment,
       pr.transaction_uuid::text AS "transactionUUID", b.baisan_eda AS branch_number, b.baisan_eda_nm AS branch_name,
       (SELECT json_agg(json_build_object('id', l.web_item_id, 'product_name', p.product_name, 'shipment_provider_name', s.shukkasha_nm,
               'color', p.color, 'specification', r.specification, 'quantity_per_package', w.quantity_per_package,
               'KUCHI_SU', l.kuchi_su, 'HA_SU', l.ha_su, 'SO_SU', l.so_su, 'unit_price', l.web_tanka, 'price', l.price,
               'commission', l.so_su * l.rate_tanka) ORDER BY l.web_item_id)
        FROM purchase_request_lines l JOIN web_items w ON w.id = l.web_item_id JOIN receivings r ON r.id = w.receiving_id
        JOIN products p ON p.shohin_cd = r.shohin_cd JOIN shippers s ON s.shukkasha_cd = r.shukkasha_cd
        WHERE l.request_id = pr.id) AS items,
       count(*) OVER () AS total
     FROM purchase_requests pr JOIN branches b ON b.id = pr.branch_id
     WHERE ${where} ${page.pendingOnly ? "AND pr.status = '承認待ち'" : ''}
     ORDER BY pr.id DESC LIMIT $2 OFFSET $3`,
    params,
  );
  return rows;
}

export async function accountLogin(db: Queryable, accountId: number): Promise<string> {
  const { rows } = await db.query<{ login_id: string }>('SELECT login_id FROM accounts WHERE id = $1', [accountId]);
  return rows[0]?.login_id ?? String(accountId);
}

/** The branch's cart lines of lots now in a request go with it, as with a purchase. */
export async function removeCartLines(tx: Queryable, branchId: number, ids: number[]): Promise<void> {
  await tx.query('DELETE FROM cart_items WHERE branch_id = $1 AND web_item_id = ANY($2::integer[])', [branchId, ids]);
}

/** The head branch (001) of a purchaser, or null when it has none. */
export async function headBranchOf(db: Queryable, baisanCd: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM branches WHERE baisan_cd = $1 AND baisan_eda = '001'`, [baisanCd]);
  return rows[0]?.id ?? null;
}

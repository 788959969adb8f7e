import type { Queryable } from '../../../db/types';
import { openNegotiationSql } from '../../../db/negotiation-status-sql';
import { LOT_JOINS } from '../web-item/web-item-repository';

export async function insertNegotiation(
  db: Queryable,
  n: { branchId: number; webItemId: number; kuchiSu: number; oldTanka: number; tanka: number; biko: string; now: Date },
): Promise<number> {
  const { rows } = await db.query<{ negotiation_no: number }>(
    `INSERT INTO negotiations (branch_id, web_item_id, kuchi_su, old_tanka, tanka, biko, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING negotiation_no`,
    [n.branchId, n.webItemId, n.kuchiSu, n.oldTanka, n.tanka, n.biko, n.now],
  );
  return rows[0].negotiation_no;
}

export interface BuyerNegotiationRow {
  negotiation_no: number;
  id: number;
  OLD_TANKA: number;
  TANKA: number;
  status: string;
  comment: string;
  KUCHI_SU: number;
  BIKO: string;
  shipment_provider_name: string;
  product_name: string;
  color: string;
  specification: string;
  quantity_per_package: number;
  sale_date: string;
  /** A 成立 negotiation already bought at its price (POST /users/negotiation/buy). */
  purchased: boolean;
  created_at: Date;
  updated_at: Date;
}

/** The negotiations' SELECT (newest first; `byBranch` adds each one's branch_id); `where` over n. */
const NEGOTIATIONS_SQL = (where: string, byBranch = false) =>
  `SELECT ${byBranch ? 'n.branch_id, ' : ''}n.negotiation_no, w.id, n.old_tanka AS "OLD_TANKA", n.tanka AS "TANKA", n.shodan_status AS status,
     n.comment, n.kuchi_su AS "KUCHI_SU", n.biko AS "BIKO", s.shukkasha_nm AS shipment_provider_name,
     p.product_name, p.color, r.specification, w.quantity_per_package,
     to_char(w.sale_date, 'YYYY/MM/DD') AS sale_date, (n.purchase_uuid IS NOT NULL OR n.sale_id IS NOT NULL) AS purchased, n.created_at, n.updated_at
   FROM negotiations n JOIN web_items w ON w.id = n.web_item_id ${LOT_JOINS}
   WHERE ${where}
   ORDER BY n.created_at DESC, n.negotiation_no DESC`;

const OPEN = openNegotiationSql('n.shodan_status');

/** The branch's negotiations, newest first; `openOnly` keeps 商談中 and 再商談 (the side panel). */
export async function listBranchNegotiations(db: Queryable, branchId: number, openOnly: boolean): Promise<BuyerNegotiationRow[]> {
  const { rows } = await db.query<BuyerNegotiationRow>(NEGOTIATIONS_SQL(`n.branch_id = $1 ${openOnly ? `AND ${OPEN}` : ''}`), [branchId]);
  return rows;
}

/**
 * Every branch's open negotiations (商談中, 再商談), by branch: the shared listing's first build of
 * a day reads them at once, so the opening's first side panel of each branch reads none.
 */
export async function listAllOpenNegotiations(db: Queryable): Promise<Map<number, BuyerNegotiationRow[]>> {
  const { rows } = await db.query<BuyerNegotiationRow & { branch_id: number }>(NEGOTIATIONS_SQL(OPEN, true));
  const byBranch = new Map<number, BuyerNegotiationRow[]>();
  for (const { branch_id, ...row } of rows) {
    const held = byBranch.get(branch_id);
    if (held) held.push(row);
    else byBranch.set(branch_id, [row]);
  }
  return byBranch;
}

/** Whether the branch already has an open (商談中 or 再商談) negotiation of the lot. */
export async function hasOpenNegotiation(db: Queryable, branchId: number, webItemId: number): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM negotiations WHERE branch_id = $1 AND web_item_id = $2 AND ${openNegotiationSql('shodan_status')} LIMIT 1`, [
    branchId,
    webItemId,
  ]);
  return rows.length > 0;
}

export interface OwnNegotiation {
  negotiation_no: number;
  web_item_id: number;
  kuchi_su: number;
  tanka: number;
  shodan_status: string;
  purchase_uuid: string | null;
  /** The sale that closed it (the market's 成立, or the buyer's purchase). */
  sale_id: number | null;
}

/** One of the branch's own negotiations, locked for the change that follows; null when not the branch's. */
export async function findOwnNegotiationForUpdate(db: Queryable, branchId: number, negotiationNo: number): Promise<OwnNegotiation | null> {
  const { rows } = await db.query<OwnNegotiation>(
    `SELECT negotiation_no, web_item_id, kuchi_su, tanka, shodan_status, purchase_uuid, sale_id
     FROM negotiations WHERE negotiation_no = $1 AND branch_id = $2 FOR UPDATE`,
    [negotiationNo, branchId],
  );
  return rows[0] ?? null;
}

/** The buyer's answer to a 再商談: agreed (成立 at the counter price) or a new wanted price (商談中). */
export async function answerNegotiation(db: Queryable, negotiationNo: number, answer: { status: '成立' | '商談中'; tanka: number; now: Date }): Promise<void> {
  await db.query('UPDATE negotiations SET shodan_status = $2, tanka = $3, updated_at = $4 WHERE negotiation_no = $1', [
    negotiationNo,
    answer.status,
    answer.tanka,
    answer.now,
  ]);
}

export async function markNegotiationBought(db: Queryable, negotiationNo: number, transactionUuid: string, saleId: number): Promise<void> {
  await db.query('UPDATE negotiations SET purchase_uuid = $2, sale_id = $3 WHERE negotiation_no = $1', [negotiationNo, transactionUuid, saleId]);
}

/** Who asked (the branch's name) and for what (the lot, its product's name), for the administrators' notification. */
export async function negotiationAsker(db: Queryable, negotiationNo: number): Promise<{ BAISAN_NM: string; product_name: string; web_item_id: number } | null> {
  const { rows } = await db.query<{ BAISAN_NM: string; product_name: string; web_item_id: number }>(
    `SELECT pu.baisan_nm AS "BAISAN_NM", p.product_name, n.web_item_id
       FROM negotiations n JOIN branches b ON b.id = n.branch_id JOIN purchasers pu ON pu.baisan_cd = b.baisan_cd
       JOIN web_items w ON w.id = n.web_item_id JOIN receivings r ON r.id = w.receiving_id JOIN products p ON p.shohin_cd = r.shohin_cd
      WHERE n.negotiation_no = $1`,
    [negotiationNo],
  );
  return rows[0] ?? null;
}

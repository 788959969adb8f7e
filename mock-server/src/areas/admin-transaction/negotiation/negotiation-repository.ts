import type { Queryable } from '../../../db/types';
import { openNegotiationSql } from '../../../db/negotiation-status-sql';
import { likePattern } from '../../../db/like-pattern';
import type { AdminNegotiation } from './negotiation-schemas';

type Row = Omit<AdminNegotiation, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

const COLUMNS = `n.negotiation_no::int, w.id, to_char(w.sale_date, 'YYYY/MM/DD') AS "SALE_DATE", sh.shukkasha_nm AS "SHUKKASHA_NM",
  b.baisan_cd AS "BAISAN_CD", b.baisan_eda AS "BAISAN_EDA", pu.baisan_nm AS "BAISAN_NM", p.product_name AS "SHOHIN_NM",
  p.color AS "COLOR_NM", r.specification, n.biko AS "BIKO", r.iri_su AS "IRI_SU", n.kuchi_su AS "KUCHI_SU",
  n.tanka AS "UNIT_PRICE", n.old_tanka AS "OLD_TANKA", w.unit_price AS "LOT_UNIT_PRICE", w.remaining_quantity,
  n.shodan_status AS "SHODAN_STATUS", n.comment AS "COMMENT", n.sale_id::int AS "SALE_ID", n.created_at, n.updated_at`;

const FROM = `FROM negotiations n
  JOIN web_items w ON w.id = n.web_item_id
  JOIN receivings r ON r.id = w.receiving_id
  JOIN products p ON p.shohin_cd = r.shohin_cd
  JOIN shippers sh ON sh.shukkasha_cd = r.shukkasha_cd
  JOIN branches b ON b.id = n.branch_id
  JOIN purchasers pu ON pu.baisan_cd = b.baisan_cd`;

const WHERE = `($1::text IS NULL OR n.shodan_status = $1)
  AND ($2::text IS NULL OR b.baisan_cd ILIKE $2 OR pu.baisan_nm ILIKE $2 OR p.product_name ILIKE $2 OR sh.shukkasha_nm ILIKE $2
       OR n.biko ILIKE $2 OR n.comment ILIKE $2)`;

const iso = (r: Row): AdminNegotiation => ({ ...r, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() });

/** Open ones (商談中, 再商談) first, then newest first. */
export async function listAdminNegotiations(db: Queryable, f: { status?: string; query?: string }, per: number, offset: number) {
  const values = [f.status ?? null, likePattern(f.query)];
  const [list, count] = await Promise.all([
    db.query<Row>(
      `SELECT ${COLUMNS} ${FROM} WHERE ${WHERE}
       ORDER BY (${openNegotiationSql('n.shodan_status')}) DESC, n.updated_at DESC, n.negotiation_no DESC LIMIT $3 OFFSET $4`,
      [...values, per, offset],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${FROM} WHERE ${WHERE}`, values),
  ]);
  return { rows: list.rows.map(iso), total: count.rows[0].total };
}

export async function findAdminNegotiation(db: Queryable, negotiationNo: number): Promise<AdminNegotiation | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} ${FROM} WHERE n.negotiation_no = $1`, [negotiationNo]);
  return rows[0] ? iso(rows[0]) : null;
}

export interface StoredNegotiation {
  negotiation_no: number;
  branch_id: number;
  web_item_id: number;
  kuchi_su: number;
  old_tanka: number;
  tanka: number;
  shodan_status: string;
  comment: string;
  sale_id: number | null;
}

export async function lockNegotiation(tx: Queryable, negotiationNo: number): Promise<StoredNegotiation | null> {
  const { rows } = await tx.query<StoredNegotiation>(
    `SELECT negotiation_no::int, branch_id, web_item_id, kuchi_su, old_tanka, tanka, shodan_status, comment, sale_id::int
     FROM negotiations WHERE negotiation_no = $1 FOR UPDATE`,
    [negotiationNo],
  );
  return rows[0] ?? null;
}

export async function saveNegotiation(
  tx: Queryable,
  n: { negotiationNo: number; status: string; kuchiSu: number; oldTanka: number; tanka: number; comment: string; saleId: number | null; at: Date },
): Promise<void> {
  await tx.query(
    `UPDATE negotiations SET shodan_status = $2, kuchi_su = $3, old_tanka = $4, tanka = $5, comment = $6, sale_id = $7, updated_at = $8
     WHERE negotiation_no = $1`,
    [n.negotiationNo, n.status, n.kuchiSu, n.oldTanka, n.tanka, n.comment, n.saleId, n.at],
  );
}

export interface LotPriceInfo {
  unit_price: number;
  iri_su: number;
  receiving_id: number;
  sale_date: string;
  sale_rate: number;
}

export async function findLotAndBranch(db: Queryable, webItemId: number, branchId: number): Promise<LotPriceInfo> {
  const { rows } = await db.query<LotPriceInfo>(
    `SELECT w.unit_price, r.iri_su, r.id AS receiving_id, to_char(w.sale_date, 'YYYY-MM-DD') AS sale_date,
       (SELECT sale_rate::float FROM branches WHERE id = $2) AS sale_rate
     FROM web_items w JOIN receivings r ON r.id = w.receiving_id WHERE w.id = $1`,
    [webItemId, branchId],
  );
  return rows[0];
}

import type { Queryable } from '../../../db/types';
import { likePattern } from '../../../db/like-pattern';
import { orderBy } from '../common/sql';
import type { PurchaserRow } from './purchasers-schemas';

/** Branch fields → branches columns (BAISAN_NM lives on purchasers). */
export const BRANCH_COLUMNS: Record<string, string> = {
  BAISAN_EDA_NM: 'baisan_eda_nm',
  BAISAN_EDA_KNM: 'baisan_eda_knm',
  BAISAN_EDA_RNM: 'baisan_eda_rnm',
  ADDR: 'addr',
  TEL: 'tel',
  FAX: 'fax',
  ZIP_CD: 'zip_cd',
  MAIL_ADDR: 'mail_addr',
  SALE_RATE: 'sale_rate',
  BUY_PERMIT_FLG: 'buy_permit_flg',
  SUSPEND_FLG: 'suspend_flg',
};

const SELECT = `SELECT b.baisan_cd AS "BAISAN_CD", p.baisan_nm AS "BAISAN_NM", b.baisan_eda AS "BAISAN_EDA", b.baisan_eda_nm AS "BAISAN_EDA_NM",
       b.baisan_eda_knm AS "BAISAN_EDA_KNM", b.baisan_eda_rnm AS "BAISAN_EDA_RNM", b.addr AS "ADDR", b.tel AS "TEL", b.fax AS "FAX",
       b.zip_cd AS "ZIP_CD", b.mail_addr AS "MAIL_ADDR", b.sale_rate::float8 AS "SALE_RATE", b.buy_permit_flg AS "BUY_PERMIT_FLG",
       b.suspend_flg AS "SUSPEND_FLG", coalesce(a.is_admin, false) AS is_admin, coalesce(a.login_id, '') AS login_id,
       coalesce(a.is_first_login, false) AS is_first_login`;
const FROM = 'FROM branches b JOIN purchasers p ON p.baisan_cd = b.baisan_cd LEFT JOIN accounts a ON a.branch_id = b.id';
const SORT: Record<string, string> = { BAISAN_CD: 'b.baisan_cd', BAISAN_NM: 'p.baisan_nm', BAISAN_EDA_NM: 'b.baisan_eda_nm', SALE_RATE: 'b.sale_rate' };

export async function listPurchasers(
  db: Queryable,
  q: { query?: string; includeSuspended: boolean; per: number; offset: number; orderBy?: string; order?: 'asc' | 'desc' },
): Promise<(PurchaserRow & { total: number })[]> {
  const { rows } = await db.query<PurchaserRow & { total: number }>(
    `${SELECT}, count(*) OVER () AS total ${FROM}
      WHERE ($1::text IS NULL OR b.baisan_cd ILIKE $1 OR p.baisan_nm ILIKE $1 OR b.baisan_eda_nm ILIKE $1 OR b.baisan_eda_knm ILIKE $1
             OR b.tel ILIKE $1 OR b.mail_addr ILIKE $1 OR a.login_id ILIKE $1)
        AND ($2 OR NOT b.suspend_flg)
      ORDER BY ${orderBy(SORT, q.orderBy, q.order, 'b.baisan_cd, b.baisan_eda')} LIMIT $3 OFFSET $4`,
    [likePattern(q.query), q.includeSuspended, q.per, q.offset],
  );
  return rows;
}

export async function findPurchaser(
  db: Queryable,
  cd: string,
  eda: string,
  forUpdate = false,
): Promise<(PurchaserRow & { branch_id: number; account_id: number | null }) | null> {
  const { rows } = await db.query<PurchaserRow & { branch_id: number; account_id: number | null }>(
    `${SELECT}, b.id AS branch_id, a.id AS account_id ${FROM} WHERE b.baisan_cd = $1 AND b.baisan_eda = $2${forUpdate ? ' FOR UPDATE OF b' : ''}`,
    [cd, eda],
  );
  return rows[0] ?? null;
}

export async function purchaserName(db: Queryable, cd: string): Promise<string | null> {
  const { rows } = await db.query<{ baisan_nm: string }>('SELECT baisan_nm FROM purchasers WHERE baisan_cd = $1', [cd]);
  return rows[0]?.baisan_nm ?? null;
}

export async function insertPurchaser(db: Queryable, cd: string, name: string): Promise<void> {
  await db.query('INSERT INTO purchasers (baisan_cd, baisan_nm) VALUES ($1, $2)', [cd, name]);
}

export async function renamePurchaser(db: Queryable, cd: string, name: string): Promise<void> {
  await db.query('UPDATE purchasers SET baisan_nm = $2 WHERE baisan_cd = $1', [cd, name]);
}

export async function loginIdTaken(db: Queryable, loginId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM accounts WHERE login_id = $1', [loginId]);
  return rows.length > 0;
}

export async function insertBranchAccount(db: Queryable, branchId: number, loginId: string, passwordHash: string, email: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO accounts (login_id, password_hash, branch_id, is_first_login, password_changed_at, email, created_at)
     VALUES ($1, $2, $3, true, $4, $5, $4)`,
    [loginId, passwordHash, branchId, now, email],
  );
}

export async function branchIdOf(db: Queryable, cd: string, eda: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM branches WHERE baisan_cd = $1 AND baisan_eda = $2', [cd, eda]);
  return rows[0].id;
}

/** A new initial password: the next sign-in must change it; every session ends. */
export async function resetAccountPassword(db: Queryable, accountId: number, passwordHash: string, now: Date): Promise<void> {
  await db.query('UPDATE accounts SET password_hash = $2, is_first_login = true, password_changed_at = $3 WHERE id = $1', [accountId, passwordHash, now]);
}

export async function setAccountEmail(db: Queryable, accountId: number, email: string): Promise<void> {
  await db.query('UPDATE accounts SET email = $2 WHERE id = $1', [accountId, email]);
}

export async function revokeSessions(db: Queryable, accountId: number, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE account_id = $1 AND revoked_at IS NULL', [accountId, now]);
}

/** Sales, reservations and negotiations of the branch: any of them keeps it from being deleted. */
export async function branchTrades(db: Queryable, branchId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM sales WHERE branch_id = $1) + (SELECT count(*) FROM reservations WHERE branch_id = $1)
          + (SELECT count(*) FROM negotiations WHERE branch_id = $1) AS n`,
    [branchId],
  );
  return Number(rows[0].n);
}

/** Deletes the branch and its account; the purchaser too once it has no branch left. */
export async function deleteBranch(db: Queryable, branchId: number, cd: string): Promise<void> {
  await db.query('DELETE FROM accounts WHERE branch_id = $1', [branchId]);
  await db.query('DELETE FROM branches WHERE id = $1', [branchId]);
  await db.query('DELETE FROM purchasers p WHERE baisan_cd = $1 AND NOT EXISTS (SELECT 1 FROM branches b WHERE b.baisan_cd = p.baisan_cd)', [cd]);
}

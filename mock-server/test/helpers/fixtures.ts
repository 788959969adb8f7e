import { hashPassword } from '../../src/passwords/password-hash';
import type { Queryable } from '../../src/db/types';

export interface FixtureAccount {
  loginId: string;
  password: string;
  isAdmin?: boolean;
  /** Purchaser code (4 digits) and branch number (3 digits); admins may have none. */
  baisanCd?: string;
  eda?: string;
  buyPermit?: boolean;
  firstLogin?: boolean;
  passwordChangedAt?: Date;
  email?: string;
  suspended?: boolean;
}

const hashes = new Map<string, Promise<string>>();
/** One hash per distinct password per test file: scrypt at OWASP's cost is slow on purpose. */
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/** Inserts an account (and its purchaser and branch when given) straight into the database. */
export async function createAccount(db: Queryable, a: FixtureAccount): Promise<{ accountId: number; branchId: number | null }> {
  let branchId: number | null = null;
  if (a.baisanCd) {
    await db.query(`INSERT INTO purchasers (baisan_cd, baisan_nm) VALUES ($1, $2) ON CONFLICT (baisan_cd) DO NOTHING`, [
      a.baisanCd,
      `テスト買参人${a.baisanCd}`,
    ]);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO branches (baisan_cd, baisan_eda, baisan_eda_nm, mail_addr, buy_permit_flg)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [a.baisanCd, a.eda ?? '001', `テスト支店${a.eda ?? '001'}`, a.email ?? '', a.buyPermit ?? true],
    );
    branchId = rows[0].id;
  }
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO accounts (login_id, password_hash, branch_id, is_admin, is_first_login, password_changed_at, email, suspend_flg)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      a.loginId,
      await hashOf(a.password),
      branchId,
      a.isAdmin ?? false,
      a.firstLogin ?? false,
      a.passwordChangedAt ?? new Date(),
      a.email ?? '',
      a.suspended ?? false,
    ],
  );
  return { accountId: rows[0].id, branchId };
}

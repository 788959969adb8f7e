import type { Queryable } from '../../db/types';

/** An account with what sign-in and the session answer need. */
export interface AccountRow {
  id: number;
  login_id: string;
  password_hash: string;
  is_admin: boolean;
  is_first_login: boolean;
  password_changed_at: Date;
  password_prompt_snoozed_until: Date | null;
  email: string;
  suspended: boolean;
  branch_id: number | null;
  baisan_cd: string | null;
  baisan_eda: string | null;
  baisan_eda_nm: string | null;
  buy_permit_flg: boolean | null;
}

/** The AccountRow columns (accounts a, branches b); callers add the WHERE. */
export const SELECT_ACCOUNT = `
  SELECT a.id, a.login_id, a.password_hash, a.is_admin, a.is_first_login, a.password_changed_at,
         a.password_prompt_snoozed_until, a.email,
         (a.suspend_flg OR coalesce(b.suspend_flg, false)) AS suspended,
         b.id AS branch_id, b.baisan_cd, b.baisan_eda, b.baisan_eda_nm, b.buy_permit_flg
    FROM accounts a LEFT JOIN branches b ON b.id = a.branch_id`;

export async function findAccountById(db: Queryable, id: number): Promise<AccountRow | null> {
  const { rows } = await db.query<AccountRow>(`${SELECT_ACCOUNT} WHERE a.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Active accounts whose own address (or, when they have none, their branch's) is `email`. */
export async function findActiveAccountsByEmail(db: Queryable, email: string): Promise<AccountRow[]> {
  const { rows } = await db.query<AccountRow>(
    `${SELECT_ACCOUNT}
      WHERE lower(CASE WHEN a.email <> '' THEN a.email ELSE coalesce(b.mail_addr, '') END) = lower($1)
        AND NOT a.suspend_flg AND NOT coalesce(b.suspend_flg, false)
      ORDER BY a.id`,
    [email],
  );
  return rows;
}

/** A password the user chose: no longer a first login, the 3-month prompt starts again. */
export async function setPassword(db: Queryable, accountId: number, passwordHash: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE accounts SET password_hash = $2, password_changed_at = $3, is_first_login = false,
            password_prompt_snoozed_until = NULL
      WHERE id = $1`,
    [accountId, passwordHash, at],
  );
}

export async function snoozePasswordPrompt(db: Queryable, accountId: number, until: Date): Promise<void> {
  await db.query('UPDATE accounts SET password_prompt_snoozed_until = $2 WHERE id = $1', [accountId, until]);
}

/** Important, not suspended, currently running news this account has not read yet. */
export async function unreadImportantNewsIds(db: Queryable, accountId: number, now: Date): Promise<number[]> {
  const { rows } = await db.query<{ information_cd: number }>(
    `SELECT n.information_cd FROM news n
      WHERE n.important_flg AND NOT n.suspend_flg AND n.start_date <= $2 AND n.end_date >= $2
        AND (n.category_id IS NULL OR NOT EXISTS (SELECT 1 FROM news_categories c WHERE c.id = n.category_id AND c.suspend_flg))
        AND NOT EXISTS (SELECT 1 FROM news_reads r WHERE r.account_id = $1 AND r.information_cd = n.information_cd)
      ORDER BY n.start_date DESC, n.information_cd DESC`,
    [accountId, now],
    { prepare: true },
  );
  return rows.map((r) => r.information_cd);
}

export async function countAccounts(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM accounts');
  return Number(rows[0].n);
}

/** A new administrator (create-admin); null when the login id is taken. */
export async function insertAdministrator(db: Queryable, a: { loginId: string; passwordHash: string; email: string; at: Date }): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO accounts (login_id, password_hash, is_admin, is_first_login, password_changed_at, email, created_at)
     VALUES ($1, $2, true, false, $3, $4, $3) ON CONFLICT (login_id) DO NOTHING RETURNING id`,
    [a.loginId, a.passwordHash, a.at, a.email],
  );
  return rows[0]?.id ?? null;
}

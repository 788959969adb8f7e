import type { Queryable } from '../../../db/types';

export interface SessionRow {
  session_id: number;
  last_used_at: Date;
  absolute_expires_at: Date;
  revoked_at: Date | null;
  rotated_grace_until: Date | null;
  account_id: number;
  login_id: string;
  is_admin: boolean;
  is_first_login: boolean;
  suspended: boolean;
  branch_id: number | null;
  baisan_cd: string | null;
  baisan_eda: string | null;
  buy_permit_flg: boolean | null;
}

export async function insertSession(db: Queryable, accountId: number, tokenHash: string, now: Date, absoluteExpiresAt: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO sessions (account_id, token_hash, created_at, last_used_at, absolute_expires_at)
     VALUES ($1, $2, $3, $3, $4) RETURNING id`,
    [accountId, tokenHash, now, absoluteExpiresAt],
  );
  return rows[0].id;
}

export async function findSessionByTokenHash(db: Queryable, tokenHash: string): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(
    `SELECT s.id AS session_id, s.last_used_at, s.absolute_expires_at, s.revoked_at, s.rotated_grace_until,
            a.id AS account_id, a.login_id, a.is_admin, a.is_first_login,
            (a.suspend_flg OR coalesce(b.suspend_flg, false)) AS suspended,
            b.id AS branch_id, b.baisan_cd, b.baisan_eda, b.buy_permit_flg
       FROM sessions s JOIN accounts a ON a.id = s.account_id LEFT JOIN branches b ON b.id = a.branch_id
      WHERE s.token_hash = $1`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function touchSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET last_used_at = $2 WHERE id = $1 AND last_used_at < $2', [sessionId, now]);
}

/** Starts the grace period of a rotated session; a second rotation does not extend it. */
export async function markRotated(db: Queryable, sessionId: number, graceUntil: Date): Promise<void> {
  await db.query('UPDATE sessions SET rotated_grace_until = coalesce(rotated_grace_until, $2) WHERE id = $1', [sessionId, graceUntil]);
}

/**
 * Signing out ends this session, the ones it was rotated from that are still in grace, and,
 * when the token shown was itself already rotated (a request still carrying the old token),
 * the sessions refreshed from it: otherwise its successor would outlive the sign-out.
 * A successor is recognised by what rotation gives it: the same account and the same absolute
 * expiry, created after it.
 */
export async function revokeSessionFamily(db: Queryable, sessionId: number, accountId: number, now: Date): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = $3
      WHERE revoked_at IS NULL AND account_id = $2
        AND (id = $1 OR rotated_grace_until > $3
             OR id > $1 AND absolute_expires_at = (SELECT absolute_expires_at FROM sessions WHERE id = $1 AND rotated_grace_until IS NOT NULL))`,
    [sessionId, accountId, now],
  );
}

/** After a password change every other session of the account ends. */
export async function revokeAccountSessions(db: Queryable, accountId: number, now: Date, exceptSessionId: number | null = null): Promise<void> {
  await db.query(
    'UPDATE sessions SET revoked_at = $2 WHERE account_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $3',
    [accountId, now, exceptSessionId],
  );
}

/** Drops sessions that can never be used again, so the table does not grow without end. */
export async function deleteDeadSessions(db: Queryable, accountId: number, now: Date): Promise<void> {
  await db.query(
    `DELETE FROM sessions WHERE account_id = $1
        AND (absolute_expires_at < $2 OR revoked_at < $2 OR rotated_grace_until < $2)`,
    [accountId, now],
  );
}

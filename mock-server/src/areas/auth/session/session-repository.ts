import { perHandle, statementBatcher } from '../../../db/statement-batcher';
import type { Queryable } from '../../../db/types';

export interface SessionRow {
  session_id: number;
  family_id: number;
  rotated_at: Date | null;
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

/** A new token of a family that exists (a refresh). */
export async function insertSession(
  db: Queryable,
  accountId: number,
  tokenHash: string,
  now: Date,
  absoluteExpiresAt: Date,
  familyId: number,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO sessions (account_id, token_hash, created_at, last_used_at, absolute_expires_at, family_id)
     VALUES ($1, $2, $3, $3, $4, $5) RETURNING id`,
    [accountId, tokenHash, now, absoluteExpiresAt, familyId],
  );
  return rows[0].id;
}

/**
 * A sign-in's session, the first of its family (family_id = its own id, taken first so the row
 * is written once). The account's sessions that can never be used again go in the same
 * statement, so the table does not grow without end.
 */
export async function insertFirstSession(db: Queryable, accountId: number, tokenHash: string, now: Date, absoluteExpiresAt: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `WITH dead AS (DELETE FROM sessions WHERE account_id = $1
                      AND (absolute_expires_at < $3 OR revoked_at < $3 OR rotated_grace_until < $3)),
          n AS (SELECT nextval('sessions_id_seq') AS id)
     INSERT INTO sessions (id, account_id, token_hash, created_at, last_used_at, absolute_expires_at, family_id)
     SELECT n.id, $1, $2::text, $3, $3, $4::timestamptz, n.id FROM n RETURNING id`,
    [accountId, tokenHash, now, absoluteExpiresAt],
    { prepare: true },
  );
  return rows[0].id;
}

/** The sessions of tokens asked at once, read in one statement (db/statement-batcher.ts). */
const sessionsByHash = perHandle((db: Queryable) =>
  statementBatcher(async (hashes: string[]) => {
    const { rows } = await db.query<SessionRow & { token_hash: string }>(
      `SELECT s.token_hash, s.id AS session_id, coalesce(s.family_id, s.id) AS family_id, s.rotated_at, s.last_used_at, s.absolute_expires_at, s.revoked_at, s.rotated_grace_until,
            a.id AS account_id, a.login_id, a.is_admin, a.is_first_login,
            (a.suspend_flg OR coalesce(b.suspend_flg, false)) AS suspended,
            b.id AS branch_id, b.baisan_cd, b.baisan_eda, b.buy_permit_flg
       FROM sessions s JOIN accounts a ON a.id = s.account_id LEFT JOIN branches b ON b.id = a.branch_id
      WHERE s.token_hash = ANY($1::text[])`,
      [hashes],
      { prepare: true },
    );
    const byHash = new Map(rows.map(({ token_hash, ...row }) => [token_hash, row as SessionRow]));
    return hashes.map((hash) => byHash.get(hash) ?? null);
  }),
);

export function findSessionByTokenHash(db: Queryable, tokenHash: string): Promise<SessionRow | null> {
  return sessionsByHash(db, tokenHash);
}

export async function touchSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET last_used_at = $2 WHERE id = $1 AND last_used_at < $2', [sessionId, now], { prepare: true });
}

/**
 * Marks a session as refreshed, starts its grace period and keeps the salt its new token is
 * derived with. False when it had already been refreshed.
 */
export async function markRotated(db: Queryable, sessionId: number, now: Date, graceUntil: Date, salt: string): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE sessions SET rotated_at = $2, rotated_grace_until = $3, refresh_salt = $4 WHERE id = $1 AND rotated_at IS NULL', [
    sessionId,
    now,
    graceUntil,
    salt,
  ]);
  return rowCount > 0;
}

/** The salt the session's first refresh derived its new token with (null: never refreshed). */
export async function findRefreshSalt(db: Queryable, sessionId: number): Promise<string | null> {
  const { rows } = await db.query<{ refresh_salt: string | null }>('SELECT refresh_salt FROM sessions WHERE id = $1', [sessionId]);
  return rows[0]?.refresh_salt ?? null;
}

/** Ends every token of a family: the sign-in and all its refreshes. */
export async function revokeFamily(db: Queryable, familyId: number, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE (family_id = $1 OR (id = $1 AND family_id IS NULL)) AND revoked_at IS NULL', [familyId, now]);
}

/** Whether some token of the family can still be used (an open stream stays open while it can). */
export async function familyIsAlive(db: Queryable, familyId: number, now: Date, idleSince: Date): Promise<boolean> {
  const { rows } = await db.query<{ alive: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM sessions s JOIN accounts a ON a.id = s.account_id LEFT JOIN branches b ON b.id = a.branch_id
        WHERE s.family_id = $1 AND s.revoked_at IS NULL AND s.absolute_expires_at > $2 AND s.last_used_at > $3
          AND (s.rotated_grace_until IS NULL OR s.rotated_grace_until > $2)
          AND NOT a.suspend_flg AND NOT coalesce(b.suspend_flg, false)) AS alive`,
    [familyId, now, idleSince],
  );
  return rows[0].alive;
}

/**
 * Ends every session of an account (password change: all but the caller's; suspension: all).
 * Open streams notice within one heartbeat (familyIsAlive); `endAccountSessions` in
 * session-service also closes this process's streams at once.
 */
export async function revokeAccountSessions(db: Queryable, accountId: number, now: Date, exceptSessionId: number | null = null): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = $2 WHERE account_id = $1 AND revoked_at IS NULL
        AND family_id IS DISTINCT FROM (SELECT family_id FROM sessions WHERE id = $3)`,
    [accountId, now, exceptSessionId],
  );
}

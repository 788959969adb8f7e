import type { AppConfig } from '../../../config';
import type { Db, Queryable } from '../../../db/types';
import { writeSystemLog } from '../../../logs/system-log';
import { authLogTexts } from '../messages';
import { hashToken, newToken } from '../tokens';
import type { AuthUser } from '../types';
import { deleteDeadSessions, findSessionByTokenHash, insertSession, markRotated, revokeSessionFamily, touchSession } from './session-repository';

type Policy = AppConfig['session'];

/** The caller of a valid session, with what the auth hook needs beyond AuthUser. */
export interface SessionUser extends AuthUser {
  isFirstLogin: boolean;
  absoluteExpiresAt: Date;
}

/** last_used_at is written at most this often, so every request is not a write. */
const TOUCH_EVERY_MS = 15_000;

export async function startSession(db: Queryable, accountId: number, now: Date, policy: Policy): Promise<{ token: string; sessionId: number }> {
  await deleteDeadSessions(db, accountId, now);
  const token = newToken();
  const sessionId = await insertSession(db, accountId, hashToken(token), now, new Date(now.getTime() + policy.absoluteMs));
  return { token, sessionId };
}

/**
 * The user behind a token, or null when the token is unknown, revoked, idle too long, past
 * its absolute lifetime, rotated longer ago than the grace period, or its account or branch
 * is suspended.
 */
export async function authenticate(db: Db, token: string, now: Date, policy: Policy): Promise<SessionUser | null> {
  const row = await findSessionByTokenHash(db, hashToken(token));
  if (!row || row.suspended || row.revoked_at) return null;
  const t = now.getTime();
  if (t >= row.absolute_expires_at.getTime()) return null;
  if (t - row.last_used_at.getTime() > policy.idleMs) return null;
  if (row.rotated_grace_until && t > row.rotated_grace_until.getTime()) return null;
  if (t - row.last_used_at.getTime() > TOUCH_EVERY_MS) await touchSession(db, row.session_id, now);
  return {
    accountId: row.account_id,
    loginId: row.login_id,
    isAdmin: row.is_admin,
    branchId: row.branch_id,
    baisanCd: row.baisan_cd,
    baisanEda: row.baisan_eda,
    buyPermit: row.buy_permit_flg === true,
    sessionId: row.session_id,
    isFirstLogin: row.is_first_login,
    absoluteExpiresAt: row.absolute_expires_at,
  };
}

/**
 * Refresh: a new token for the same session lifetime (the absolute expiry carries over, so
 * refreshing cannot keep a session alive for ever). The old token keeps working for the grace
 * period, so requests already sent with it do not fail.
 */
export async function rotateSession(db: Db, user: SessionUser, now: Date, policy: Policy): Promise<string> {
  return db.transaction(async (tx) => {
    const token = newToken();
    await insertSession(tx, user.accountId, hashToken(token), now, user.absoluteExpiresAt);
    await markRotated(tx, user.sessionId, new Date(now.getTime() + policy.refreshGraceMs));
    return token;
  });
}

/** Sign-out: the session and its rotated family end; the system log records it. */
export async function signOut(db: Db, user: SessionUser, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSessionFamily(tx, user.sessionId, user.accountId, now);
    await writeSystemLog(tx, user.loginId, authLogTexts.signedOut, now);
  });
}

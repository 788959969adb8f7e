import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../../config';
import type { Db, Queryable } from '../../../db/types';
import { ApiError } from '../../../http/api-error';
import { writeSystemLog } from '../../../logs/system-log';
import { authLogTexts, authMessages } from '../messages';
import { hashToken, newToken } from '../tokens';
import type { AuthUser } from '../../../http/current-user';
import {
  findRefreshSalt,
  findSessionByTokenHash,
  insertFirstSession,
  insertSession,
  markRotated,
  revokeAccountSessions,
  revokeFamily,
  touchSession,
  type SessionRow,
} from './session-repository';
import type { OpenStreams } from './open-streams';
import type { SessionCache } from './session-cache';

type Policy = AppConfig['session'];

/** The caller of a valid session, with what the auth hook needs beyond AuthUser. */
export interface SessionUser extends AuthUser {
  isFirstLogin: boolean;
  absoluteExpiresAt: Date;
}

/** last_used_at is written at most this often, so every request is not a write. */
const TOUCH_EVERY_MS = 15_000;

export async function startSession(db: Queryable, accountId: number, now: Date, policy: Policy): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const sessionId = await insertFirstSession(db, accountId, hashToken(token), now, new Date(now.getTime() + policy.absoluteMs));
  return { token, sessionId };
}

/**
 * The user behind a token, or null when the token is unknown, revoked, idle too long, past
 * its absolute lifetime, rotated longer ago than the grace period, or its account or branch
 * is suspended. With a cache, a recent lookup is reused (session-cache.ts keeps revocation
 * immediate); a cached row that fails a check is read again before the token is refused.
 */
export function authenticate(db: Db, token: string, now: Date, policy: Policy, cache?: SessionCache): Promise<SessionUser | null> {
  return authenticateHash(db, hashToken(token), now, policy, cache);
}

/** authenticate() by the stored hash of the token (a stream ticket remembers only the hash). */
export async function authenticateHash(db: Db, tokenHash: string, now: Date, policy: Policy, cache?: SessionCache): Promise<SessionUser | null> {
  const cached = cache?.get(tokenHash);
  if (cached && usable(cached, now, policy)) return userOf(db, cached, now);
  const row = cache ? await cache.load(tokenHash, () => findSessionByTokenHash(db, tokenHash)) : await findSessionByTokenHash(db, tokenHash);
  if (!row || !usable(row, now, policy)) {
    cache?.forget(tokenHash);
    return null;
  }
  return userOf(db, row, now);
}

function usable(row: SessionRow, now: Date, policy: Policy): boolean {
  if (row.suspended || row.revoked_at) return false;
  const t = now.getTime();
  if (t >= row.absolute_expires_at.getTime()) return false;
  if (t - row.last_used_at.getTime() > policy.idleMs) return false;
  return !(row.rotated_grace_until && t > row.rotated_grace_until.getTime());
}

/**
 * The user of a session the cache holds, when it passes every check above and needs no
 * last_used_at write; else null, and authenticate() decides with the database. For callers
 * that must not wait (the read cache's edge answer, http/read-cache/read-cache-edge.ts).
 */
export function cachedSessionUser(tokenHash: string, now: Date, policy: Policy, cache: SessionCache): SessionUser | null {
  const row = cache.get(tokenHash);
  return row && usable(row, now, policy) && !touchDue(row, now) ? sessionUserOf(row) : null;
}

const touchDue = (row: SessionRow, now: Date) => now.getTime() - row.last_used_at.getTime() > TOUCH_EVERY_MS;

async function userOf(db: Db, row: SessionRow, now: Date): Promise<SessionUser> {
  if (touchDue(row, now)) {
    // The cached row (same object) moves first, so the idle clock and the next touch stay right
    // and the calls a page sends at once with this row write once, not once each.
    const before = row.last_used_at;
    row.last_used_at = now;
    try {
      await touchSession(db, row.session_id, now);
    } catch (err) {
      row.last_used_at = before;
      throw err;
    }
  }
  return sessionUserOf(row);
}

function sessionUserOf(row: SessionRow): SessionUser {
  return {
    accountId: row.account_id,
    loginId: row.login_id,
    isAdmin: row.is_admin,
    branchId: row.branch_id,
    baisanCd: row.baisan_cd,
    baisanEda: row.baisan_eda,
    buyPermit: row.buy_permit_flg === true,
    sessionId: row.session_id,
    familyId: row.family_id,
    isFirstLogin: row.is_first_login,
    absoluteExpiresAt: row.absolute_expires_at,
  };
}

/**
 * The token a refresh of `token` answers: derived from it and the random salt its first
 * refresh stored, so every refresh of one token within its grace period answers the same new
 * token, in any process, while no token is ever stored (only hashes are).
 */
function refreshedToken(salt: string, token: string): string {
  return createHmac('sha256', salt).update(token).digest('base64url');
}

/**
 * Refresh: a new token for the same session lifetime (the absolute expiry carries over, so
 * refreshing cannot keep a session alive for ever). The old token keeps working for the grace
 * period, so requests already sent with it do not fail. Refreshing the same token again within
 * that period (another tab, a retry) answers the same new token (idempotent, so tabs sharing one session never sign each other out); a refresh
 * after it (someone else holds a copy) ends the whole family, the legitimate holder included,
 * and answers 401 (reuse detection, OAuth 2.0 Security BCP §4.14; see `endReusedFamily`).
 */
export async function rotateSession(db: Db, user: SessionUser, token: string, now: Date, policy: Policy, streams: OpenStreams): Promise<string> {
  const salt = newToken();
  const fresh = await db.transaction(async (tx) => {
    if (!(await markRotated(tx, user.sessionId, now, new Date(now.getTime() + policy.refreshGraceMs), salt))) return null;
    const next = refreshedToken(salt, token);
    await insertSession(tx, user.accountId, hashToken(next), now, user.absoluteExpiresAt, user.familyId);
    return next;
  });
  if (fresh) return fresh;
  // Already refreshed. The auth hook let this token through, so it is within its grace period:
  // the same answer as the first refresh, as long as that token is still of this sign-in.
  const firstSalt = await findRefreshSalt(db, user.sessionId);
  const next = firstSalt ? refreshedToken(firstSalt, token) : null;
  const successor = next ? await findSessionByTokenHash(db, hashToken(next)) : null;
  if (next && successor && successor.family_id === user.familyId && !successor.revoked_at && now.getTime() < successor.absolute_expires_at.getTime())
    return next;
  await endFamily(db, user.familyId, user.loginId, now, streams);
  throw new ApiError(401, authMessages.sessionExpired, { code: 'token_reused', field: 'token' });
}

async function endFamily(db: Db, familyId: number, loginId: string, now: Date, streams: OpenStreams): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeFamily(tx, familyId, now);
    await writeSystemLog(tx, loginId, authLogTexts.tokenReused, now);
  });
  streams.closeFamily(familyId);
}

/**
 * Reuse detection after the grace period: a refresh with a token that was refreshed longer
 * ago than that (the auth hook refuses it) means someone else holds a copy, so every token of
 * the sign-in ends. Called by the auth hook for /users/refresh only; does nothing for a token
 * that is unknown, already ended, or expired for another reason.
 */
export async function endReusedFamily(db: Db, token: string, now: Date, streams: OpenStreams): Promise<void> {
  const row = await findSessionByTokenHash(db, hashToken(token));
  if (!row || row.revoked_at || !row.rotated_grace_until || now.getTime() <= row.rotated_grace_until.getTime()) return;
  if (now.getTime() >= row.absolute_expires_at.getTime()) return;
  await endFamily(db, row.family_id, row.login_id, now, streams);
}

/** Sign-out: every token of the sign-in ends and its open streams close; the system log records it. */
export async function signOut(db: Db, user: SessionUser, now: Date, streams: OpenStreams): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeFamily(tx, user.familyId, now);
    await writeSystemLog(tx, user.loginId, authLogTexts.signedOut, now);
  });
  streams.closeFamily(user.familyId);
}

/**
 * Ends every session of an account and closes its open streams in this process (other
 * processes' streams close at their next heartbeat). For suspension (admin-master) and
 * anything else that must throw an account out: call it after the change committed, or pass
 * the transaction and close the streams with `streams.closeAccount` after commit.
 */
export async function endAccountSessions(db: Queryable, accountId: number, now: Date, streams: OpenStreams): Promise<void> {
  await revokeAccountSessions(db, accountId, now);
  streams.closeAccount(accountId);
}

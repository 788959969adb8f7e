import type { AppConfig } from '../../../config';
import type { Queryable } from '../../../db/types';
import { countRecentFailures, deleteAttempt, deleteFailuresBefore, deleteFailuresOf, insertAttempt } from './login-throttle-repository';

type Throttle = AppConfig['throttle'];

/** A sign-in attempt counted before its password is checked. */
export interface Attempt {
  id: number;
  /** Seconds to wait before trying again; 0 when this attempt may go ahead. */
  waitSeconds: number;
}

/**
 * Failed sign-ins are counted per login id and per address over a sliding window. Past the
 * limit further attempts are refused (429) before the password is even checked, so guessing
 * is slow both against one account and from one machine against many.
 *
 * The attempt is written as a failure *before* the slow password check and only forgiven when
 * the password turns out right: checking first and recording after would let many requests
 * sent at once all pass the check while none has been recorded yet. Only attempts that came
 * before this one (lower id) count against it, so exactly `perLogin` guesses go through.
 */
export async function claimAttempt(db: Queryable, loginId: string, address: string, now: Date, limits: Throttle): Promise<Attempt> {
  const id = await insertAttempt(db, loginId, address, now);
  const r = await countRecentFailures(db, loginId, address, new Date(now.getTime() - limits.windowMs), id);
  const waits: number[] = [];
  if (r.by_login >= limits.perLogin && r.oldest_login) waits.push(r.oldest_login.getTime() + limits.windowMs - now.getTime());
  if (r.by_address >= limits.perAddress && r.oldest_address) waits.push(r.oldest_address.getTime() + limits.windowMs - now.getTime());
  if (!waits.length) return { id, waitSeconds: 0 };
  // A refused attempt checked no password, so it does not count as a failure itself.
  await deleteAttempt(db, id);
  return { id, waitSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
}

/** The attempt's password was wrong: it stays counted. Old rows, which can never count again, go. */
export async function keepFailure(db: Queryable, now: Date, limits: Throttle): Promise<void> {
  await deleteFailuresBefore(db, new Date(now.getTime() - 4 * limits.windowMs));
}

/** A successful sign-in forgives this attempt and the account's earlier failures. */
export async function clearFailures(db: Queryable, loginId: string, attemptId: number): Promise<void> {
  await deleteFailuresOf(db, loginId, attemptId);
}

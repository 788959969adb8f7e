import type { AppConfig } from '../config';
import type { Queryable } from '../db/types';

type Throttle = AppConfig['throttle'];

/**
 * Failed sign-ins are counted per login id and per address over a sliding window. Past the
 * limit further attempts are refused (429) before the password is even checked, so guessing
 * is slow both against one account and from one machine against many.
 * Returns the seconds to wait, or 0 when the attempt may go ahead.
 */
export async function secondsUntilAllowed(db: Queryable, loginId: string, address: string, now: Date, limits: Throttle): Promise<number> {
  const since = new Date(now.getTime() - limits.windowMs);
  const { rows } = await db.query<{ by_login: number; by_address: number; oldest_login: Date | null; oldest_address: Date | null }>(
    `SELECT count(*) FILTER (WHERE login_id = $1) AS by_login,
            count(*) FILTER (WHERE address = $2) AS by_address,
            min(failed_at) FILTER (WHERE login_id = $1) AS oldest_login,
            min(failed_at) FILTER (WHERE address = $2) AS oldest_address
       FROM login_failures
      WHERE (login_id = $1 OR address = $2) AND failed_at > $3`,
    [loginId, address, since],
  );
  const r = rows[0];
  const waits: number[] = [];
  if (r.by_login >= limits.perLogin && r.oldest_login) waits.push(r.oldest_login.getTime() + limits.windowMs - now.getTime());
  if (r.by_address >= limits.perAddress && r.oldest_address) waits.push(r.oldest_address.getTime() + limits.windowMs - now.getTime());
  return waits.length ? Math.max(1, Math.ceil(Math.max(...waits) / 1000)) : 0;
}

export async function recordFailure(db: Queryable, loginId: string, address: string, now: Date, limits: Throttle): Promise<void> {
  await db.query('INSERT INTO login_failures (login_id, address, failed_at) VALUES ($1, $2, $3)', [loginId.slice(0, 200), address, now]);
  // Old rows can never count again.
  await db.query('DELETE FROM login_failures WHERE failed_at < $1', [new Date(now.getTime() - 4 * limits.windowMs)]);
}

/** A successful sign-in forgives the account's earlier failures (not the address's). */
export async function clearFailures(db: Queryable, loginId: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE login_id = $1', [loginId]);
}

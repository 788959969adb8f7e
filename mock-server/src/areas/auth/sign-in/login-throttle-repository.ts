import type { Queryable } from '../../../db/types';

/** The login_failures table: failed (or not yet checked) sign-in attempts. */
export interface RecentFailures {
  by_login: number;
  by_address: number;
  oldest_login: Date | null;
  oldest_address: Date | null;
}

const loginKey = (loginId: string) => loginId.slice(0, 200);

export async function insertAttempt(db: Queryable, loginId: string, address: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO login_failures (login_id, address, failed_at) VALUES ($1, $2, $3) RETURNING id', [
    loginKey(loginId),
    address,
    now,
  ]);
  return rows[0].id;
}

/** Failures by this login id and by this address after `since`, only those before attempt `beforeId`. */
export async function countRecentFailures(db: Queryable, loginId: string, address: string, since: Date, beforeId: number): Promise<RecentFailures> {
  const { rows } = await db.query<RecentFailures>(
    `SELECT count(*) FILTER (WHERE login_id = $1) AS by_login,
            count(*) FILTER (WHERE address = $2) AS by_address,
            min(failed_at) FILTER (WHERE login_id = $1) AS oldest_login,
            min(failed_at) FILTER (WHERE address = $2) AS oldest_address
       FROM login_failures
      WHERE (login_id = $1 OR address = $2) AND failed_at > $3 AND id < $4`,
    [loginKey(loginId), address, since, beforeId],
  );
  return rows[0];
}

export async function deleteAttempt(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE id = $1', [id]);
}

export async function deleteFailuresBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE failed_at < $1', [before]);
}

/** The account's failures and this attempt. */
export async function deleteFailuresOf(db: Queryable, loginId: string, attemptId: number): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE login_id = $1 OR id = $2', [loginKey(loginId), attemptId]);
}

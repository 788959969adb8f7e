import type { Queryable } from '../../../db/types';

/** The login_failures table: failed sign-ins, by login id and address. */
export interface RecentFailures {
  /** This login id from this address. */
  by_pair: number;
  last_pair: Date | null;
  /** Any login id from this address. */
  by_address: number;
  oldest_address: Date | null;
}

const loginKey = (loginId: string) => loginId.slice(0, 200);

export async function insertFailure(db: Queryable, loginId: string, address: string, now: Date): Promise<void> {
  await db.query('INSERT INTO login_failures (login_id, address, failed_at) VALUES ($1, $2, $3)', [loginKey(loginId), address, now]);
}

/** Failures of this login id from this address, and of this address, after `since`. */
export async function countRecentFailures(db: Queryable, loginId: string, address: string, since: Date): Promise<RecentFailures> {
  const { rows } = await db.query<RecentFailures>(
    `SELECT count(*) FILTER (WHERE login_id = $1) AS by_pair,
            max(failed_at) FILTER (WHERE login_id = $1) AS last_pair,
            count(*) AS by_address,
            min(failed_at) AS oldest_address
       FROM login_failures
      WHERE address = $2 AND failed_at > $3`,
    [loginKey(loginId), address, since],
  );
  return rows[0];
}

export async function deleteFailuresBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE failed_at < $1', [before]);
}

/** A successful sign-in forgives this login id's failures from this address (only). */
export async function deletePairFailures(db: Queryable, loginId: string, address: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE login_id = $1 AND address = $2', [loginKey(loginId), address]);
}

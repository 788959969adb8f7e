import type { Queryable } from '../../../db/types';
import { SELECT_ACCOUNT, type AccountRow } from '../account-repository';

/** The login_failures table: failed sign-ins, by login id and address. */
export interface RecentFailures {
  /** This login id from any address, after `loginSince`. */
  by_login: number;
  last_login: Date | null;
  /** This login id from this address, after `since`. */
  by_pair: number;
  last_pair: Date | null;
  /** Any login id from this address, after `since`. */
  by_address: number;
  last_address: Date | null;
  /** Some failure of this pair is stored, of any age (what a success would forgive). */
  pair_stored: boolean;
}

const loginKey = (loginId: string) => loginId.slice(0, 200);

export async function insertFailure(db: Queryable, loginId: string, address: string, now: Date): Promise<void> {
  await db.query('INSERT INTO login_failures (login_id, address, failed_at) VALUES ($1, $2, $3)', [loginKey(loginId), address, now]);
}

const RECENT_FAILURES = `
  SELECT l.by_login, l.last_login, a.by_pair, a.last_pair, a.by_address, a.last_address,
         EXISTS (SELECT 1 FROM login_failures WHERE login_id = $1 AND address = $2) AS pair_stored
    FROM (SELECT count(*) AS by_login, max(failed_at) AS last_login
            FROM login_failures WHERE login_id = $1 AND failed_at > $4) l,
         (SELECT count(*) FILTER (WHERE login_id = $1) AS by_pair,
                 max(failed_at) FILTER (WHERE login_id = $1) AS last_pair,
                 count(*) AS by_address,
                 max(failed_at) AS last_address
            FROM login_failures WHERE address = $2 AND failed_at > $3) a`;

/**
 * Failures of this login id (any address, after `loginSince`), of the pair and of this address
 * (after `since`), and the account of the login id (null: none), in one round trip.
 */
export async function countFailuresFindAccount(
  db: Queryable,
  loginId: string,
  address: string,
  since: Date,
  loginSince: Date,
): Promise<{ failures: RecentFailures; account: AccountRow | null }> {
  const { rows } = await db.query<RecentFailures & { [K in keyof AccountRow]: AccountRow[K] | null }>(
    `SELECT f.*, acc.* FROM (${RECENT_FAILURES}) f LEFT JOIN (${SELECT_ACCOUNT} WHERE a.login_id = $5) acc ON true`,
    [loginKey(loginId), address, since, loginSince, loginId],
    { prepare: true },
  );
  const { by_login, last_login, by_pair, last_pair, by_address, last_address, pair_stored, ...account } = rows[0];
  return {
    failures: { by_login, last_login, by_pair, last_pair, by_address, last_address, pair_stored },
    account: account.id === null ? null : (account as AccountRow),
  };
}

export async function deleteFailuresBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE failed_at < $1', [before]);
}

/** A successful sign-in forgives this login id's failures from this address (only). */
export async function deletePairFailures(db: Queryable, loginId: string, address: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE login_id = $1 AND address = $2', [loginKey(loginId), address]);
}

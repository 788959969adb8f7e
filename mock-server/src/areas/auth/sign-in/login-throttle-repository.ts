import type { Queryable } from '../../../db/types';
import { SELECT_ACCOUNT, type AccountRow } from '../account-repository';

/**
 * The login_failures table: failed sign-ins, by login id and address; a failure made with a
 * valid device token names the token (`device`) and counts on its budget only.
 */
export interface RecentFailures {
  /** This login id from any address, after `loginSince` (failures with a device token not counted). */
  by_login: number;
  last_login: Date | null;
  /** This login id from this address, after `since`. */
  by_pair: number;
  last_pair: Date | null;
  /** Any login id from this address, after `since`. */
  by_address: number;
  last_address: Date | null;
  /** Some failure of this pair (without a device token) is stored, of any age (what a success without one would forgive). */
  pair_stored: boolean;
  /** Some failure with the device token is stored, of any age (what a success with it would forgive). */
  device_stored: boolean;
  /** The device token presented is valid for this login id's account (null: none presented). */
  device_valid: boolean;
  /** Failures made with this device token, after `loginSince`. */
  by_device: number;
  last_device: Date | null;
}

const loginKey = (loginId: string) => loginId.slice(0, 200);

/** `device`: the hash of the valid device token the attempt presented, else null. */
export async function insertFailure(db: Queryable, loginId: string, address: string, device: string | null, now: Date): Promise<void> {
  await db.query('INSERT INTO login_failures (login_id, address, device, failed_at) VALUES ($1, $2, $3, $4)', [loginKey(loginId), address, device, now]);
}

// $6: the presented device token's hash ('' when none: no row has it).
const RECENT_FAILURES = `
  SELECT l.by_login, l.last_login, a.by_pair, a.last_pair, a.by_address, a.last_address, d.by_device, d.last_device,
         EXISTS (SELECT 1 FROM login_failures WHERE login_id = $1 AND address = $2 AND device IS NULL) AS pair_stored,
         EXISTS (SELECT 1 FROM login_failures WHERE login_id = $1 AND device = $6) AS device_stored
    FROM (SELECT count(*) AS by_login, max(failed_at) AS last_login
            FROM login_failures WHERE login_id = $1 AND failed_at > $4 AND device IS NULL) l,
         (SELECT count(*) FILTER (WHERE login_id = $1) AS by_pair,
                 max(failed_at) FILTER (WHERE login_id = $1) AS last_pair,
                 count(*) AS by_address,
                 max(failed_at) AS last_address
            FROM login_failures WHERE address = $2 AND failed_at > $3 AND device IS NULL) a,
         (SELECT count(*) AS by_device, max(failed_at) AS last_device
            FROM login_failures WHERE device = $6 AND login_id = $1 AND failed_at > $4) d`;

/**
 * Failures of this login id (any address, after `loginSince`), of the pair and of this address
 * (after `since`), of the device token, whether that token is valid for the login id's account
 * at `now`, and the account (null: none), in one round trip. `deviceHash`: '' when none was presented.
 */
export async function countFailuresFindAccount(
  db: Queryable,
  loginId: string,
  address: string,
  since: Date,
  loginSince: Date,
  deviceHash: string,
  now: Date,
): Promise<{ failures: RecentFailures; account: AccountRow | null }> {
  const { rows } = await db.query<Omit<RecentFailures, 'device_valid'> & { device_valid: boolean | null } & { [K in keyof AccountRow]: AccountRow[K] | null }>(
    `SELECT f.*, acc.*,
            (SELECT true FROM device_tokens d WHERE d.token_hash = $6 AND d.account_id = acc.id AND d.expires_at > $7) AS device_valid
       FROM (${RECENT_FAILURES}) f LEFT JOIN (${SELECT_ACCOUNT} WHERE a.login_id = $5) acc ON true`,
    [loginKey(loginId), address, since, loginSince, loginId, deviceHash, now],
    { prepare: true },
  );
  const { by_login, last_login, by_pair, last_pair, by_address, last_address, pair_stored, device_stored, device_valid, by_device, last_device, ...account } =
    rows[0];
  return {
    failures: {
      ...{ by_login, last_login, by_pair, last_pair, by_address, last_address, pair_stored, device_stored },
      ...{ device_valid: device_valid === true, by_device, last_device },
    },
    account: account.id === null ? null : (account as AccountRow),
  };
}

export async function deleteFailuresBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE failed_at < $1', [before]);
}

/**
 * A successful sign-in forgives this login id's failures with its device token, or without one
 * those from this address (only): a success with a token never forgives a stranger's failures.
 */
export async function deletePairFailures(db: Queryable, loginId: string, address: string, device: string | null): Promise<void> {
  if (device) await db.query('DELETE FROM login_failures WHERE login_id = $1 AND device = $2', [loginKey(loginId), device]);
  else await db.query('DELETE FROM login_failures WHERE login_id = $1 AND address = $2 AND device IS NULL', [loginKey(loginId), address]);
}

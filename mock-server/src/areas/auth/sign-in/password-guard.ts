import type { AppConfig } from '../../../config';
import type { Queryable } from '../../../db/types';
import type { AccountRow } from '../account-repository';
import { hashToken, newToken } from '../tokens';
import { insertDeviceToken } from './device-token-repository';
import { claimCheck, clearFailures, recordFailure } from './login-throttle';
import { countFailuresFindAccount } from './login-throttle-repository';

/** How long a device token stays valid from the sign-in that gave it. */
const DEVICE_TOKEN_DAYS = 180;
const DEVICE_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** What a password check behind the throttle found: the seconds to wait (429), or the outcome. */
export type Guarded = { waitSeconds: number; ok?: undefined } | { waitSeconds: 0; ok: boolean; account: AccountRow | null; trustedDevice: boolean };

/**
 * One password check of `loginId` behind the sign-in throttle (login-throttle.ts), with the
 * failures read in the same statement as the account: a wrong password is counted (on the device
 * token's budget when `deviceToken` is valid for the account), a right one forgives. Sign-in and
 * the in-app password change both go through it, so they share one budget.
 */
export async function guardedPasswordCheck(
  db: Queryable,
  limits: AppConfig['throttle'],
  a: { loginId: string; address: string; deviceToken: string | undefined; now: Date },
  verify: (account: AccountRow | null) => Promise<boolean>,
): Promise<Guarded> {
  const deviceHash = a.deviceToken && DEVICE_TOKEN_SHAPE.test(a.deviceToken) ? hashToken(a.deviceToken) : '';
  const found: { account: AccountRow | null } = { account: null };
  const claim = await claimCheck(a.loginId, a.now, limits, deviceHash, async (since, loginSince) => {
    const read = await countFailuresFindAccount(db, a.loginId, a.address, since, loginSince, deviceHash, a.now);
    found.account = read.account;
    return read.failures;
  });
  if (!claim.done) return { waitSeconds: claim.waitSeconds };
  try {
    const ok = await verify(found.account);
    if (ok) await clearFailures(db, a.loginId, a.address, claim);
    else await recordFailure(db, a.loginId, a.address, claim, a.now, limits);
    return { waitSeconds: 0, ok, account: found.account, trustedDevice: claim.device !== null };
  } finally {
    claim.done();
  }
}

/** The device token a successful sign-in answers: the one presented when it is valid, else a new one. */
export async function deviceTokenAfterSignIn(db: Queryable, accountId: number, presented: string | undefined, trusted: boolean, now: Date): Promise<string> {
  if (trusted && presented) return presented;
  const token = newToken();
  await insertDeviceToken(db, { tokenHash: hashToken(token), accountId, now, expiresAt: new Date(now.getTime() + DEVICE_TOKEN_DAYS * 86_400_000) });
  return token;
}

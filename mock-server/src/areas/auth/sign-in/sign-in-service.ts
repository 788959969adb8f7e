import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/types';
import { ApiError } from '../../../http/api-error';
import { writeSystemLog } from '../../../logs/system-log';
import { unreadImportantNewsIds, type AccountRow } from '../account-repository';
import { authLogTexts, authMessages } from '../messages';
import { hashPassword, verifyPassword } from '../../../passwords/password-hash';
import { startSession } from '../session/session-service';
import type { SignInAnswer } from './sign-in-schemas';
import { deviceTokenAfterSignIn, guardedPasswordCheck } from './password-guard';
import { HashBusyError } from '../../../passwords/hash-pool';
import { upgradeHashIfNeeded } from '../password/rehash';

/** Every hashing worker is busy and the queue is full: try again in a moment (503 + Retry-After). */
export class SignInBusyError extends ApiError {
  readonly retryAfterSeconds = 2;
  constructor() {
    super(503, authMessages.signInBusy, { code: 'sign_in_busy' });
  }
}

export class ThrottledError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, authMessages.throttled, { code: 'throttled', field: 'id' });
  }
}

/** Months after which the password change is suggested (spec §9: older than 3 months). */
const PASSWORD_MAX_AGE_MONTHS = 3;

export function passwordIsOld(account: Pick<AccountRow, 'password_changed_at' | 'password_prompt_snoozed_until'>, now: Date): boolean {
  const limit = new Date(account.password_changed_at.getTime());
  limit.setUTCMonth(limit.getUTCMonth() + PASSWORD_MAX_AGE_MONTHS);
  if (now.getTime() < limit.getTime()) return false;
  return !account.password_prompt_snoozed_until || account.password_prompt_snoozed_until.getTime() <= now.getTime();
}

// Verifying against a throwaway hash when the id is unknown makes a wrong id take as long
// as a wrong password, so the answer time does not tell which ids exist.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-0'));

/**
 * `deviceToken`: the one this browser was given at an earlier sign-in of the account, if any;
 * when valid, only its own failures can delay this sign-in (login-throttle.ts).
 */
export async function signIn(
  db: Db,
  config: AppConfig,
  a: { loginId: string; password: string; deviceToken?: string; address: string; now: Date },
): Promise<SignInAnswer> {
  const { loginId, password, address, now } = a;
  let account: AccountRow;
  let trustedDevice: boolean;
  try {
    const checked = await guardedPasswordCheck(db, config.throttle, { loginId, address, deviceToken: a.deviceToken, now }, async (found) =>
      found ? (await verifyPassword(password, found.password_hash)) && !found.suspended : (await verifyPassword(password, await getDummyHash()), false),
    );
    if (checked.ok === undefined) throw new ThrottledError(checked.waitSeconds);
    if (!checked.ok || !checked.account) throw new ApiError(401, authMessages.badCredentials, { code: 'bad_credentials', field: 'id' });
    account = checked.account;
    trustedDevice = checked.trustedDevice;
    await upgradeHashIfNeeded(db, account.id, password, account.password_hash);
  } catch (err) {
    if (err instanceof HashBusyError) throw new SignInBusyError();
    throw err;
  }

  const { token } = await startSession(db, account.id, now, config.session);
  const deviceToken = await deviceTokenAfterSignIn(db, account.id, a.deviceToken, trustedDevice, now);
  await writeSystemLog(db, account.login_id, authLogTexts.signedIn, now);
  return {
    token,
    requires_password_change: !account.is_first_login && passwordIsOld(account, now),
    branch_number: account.baisan_eda,
    branch_name: account.baisan_eda_nm,
    baisan_cd: account.baisan_cd,
    is_admin: account.is_admin,
    is_first_login: account.is_first_login,
    news_ids: account.is_admin ? [] : await unreadImportantNewsIds(db, account.id, now),
    BUY_PERMIT_FLG: account.buy_permit_flg === true,
    device_token: deviceToken,
  };
}

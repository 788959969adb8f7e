import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/types';
import { ApiError } from '../../../http/api-error';
import { writeSystemLog } from '../../../logs/system-log';
import { findAccountById, setPassword, snoozePasswordPrompt } from '../account-repository';
import { authLogTexts, authMessages } from '../messages';
import { revokeAccountSessions } from '../session/session-repository';
import type { SessionUser } from '../session/session-service';
import { hashPassword, verifyPassword } from '../../../passwords/password-hash';
import { checkNewPassword } from '../../../passwords/password-rules';
import { guardedPasswordCheck } from '../sign-in/password-guard';

/** How long 次回変更する puts off the 3-month password prompt. */
const SNOOZE_DAYS = 30;

/** Too many wrong current passwords of this account: 429 + Retry-After, as a sign-in would be. */
export class PasswordChangeThrottledError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, authMessages.passwordChangeThrottled, { code: 'throttled', field: 'body.current_password' });
  }
}

/** Who asks, for the throttle: the client's address and this browser's device token (ADR 0041). */
export interface PasswordChangeCaller {
  address: string;
  deviceToken: string | undefined;
}

/**
 * The account sets its own password: at the first login, or later in app by proving the
 * current one (the 3-month prompt's 今回変更する). Its other sessions end. The current password
 * is checked behind the sign-in throttle with the sign-in's budgets (a stolen session cannot
 * guess it faster than a sign-in could).
 */
export async function changeOwnPassword(
  db: Db,
  limits: AppConfig['throttle'],
  user: SessionUser,
  caller: PasswordChangeCaller,
  change: { password: string; currentPassword: string | undefined },
  now: Date,
): Promise<void> {
  const { password, currentPassword } = change;
  const account = await findAccountById(db, user.accountId);
  if (!account) throw new ApiError(401, authMessages.sessionExpired, { code: 'session_expired', field: 'Authorization' });
  if (!account.is_first_login) {
    if (!currentPassword) throw new ApiError(400, authMessages.currentPasswordRequired, { code: 'current_password_required', field: 'body.current_password' });
    const checked = await guardedPasswordCheck(db, limits, { loginId: account.login_id, address: caller.address, deviceToken: caller.deviceToken, now }, () =>
      verifyPassword(currentPassword, account.password_hash),
    );
    if (checked.ok === undefined) throw new PasswordChangeThrottledError(checked.waitSeconds);
    if (!checked.ok) throw new ApiError(400, authMessages.currentPasswordWrong, { code: 'current_password_wrong', field: 'body.current_password' });
  }
  checkNewPassword(password, account.login_id);
  if (await verifyPassword(password, account.password_hash))
    throw new ApiError(400, authMessages.passwordUnchanged, { code: 'password_unchanged', field: 'body.password' });
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await setPassword(tx, account.id, passwordHash, now);
    await revokeAccountSessions(tx, account.id, now, user.sessionId);
    await writeSystemLog(tx, account.login_id, authLogTexts.passwordChanged, now);
  });
}

/** 次回変更する: the 3-month password prompt waits SNOOZE_DAYS more. */
export async function snoozePasswordChange(db: Db, user: SessionUser, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await snoozePasswordPrompt(tx, user.accountId, new Date(now.getTime() + SNOOZE_DAYS * 86_400_000));
    await writeSystemLog(tx, user.loginId, authLogTexts.passwordPromptSnoozed, now);
  });
}

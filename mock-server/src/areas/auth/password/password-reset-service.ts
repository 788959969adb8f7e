import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/types';
import { ApiError } from '../../../http/api-error';
import { writeSystemLog } from '../../../logs/system-log';
import type { Mailer } from '../../../mail/mailer';
import { findAccountById, findActiveAccountsByEmail, setPassword } from '../account-repository';
import { authLogTexts, authMessages, resetMailText } from '../messages';
import { revokeAccountSessions } from '../session/session-repository';
import { hashToken, newToken } from '../tokens';
import { hashPassword } from '../../../passwords/password-hash';
import { checkNewPassword } from '../../../passwords/password-rules';
import { countResetTokensSince, findResetTokenAccount, insertResetToken, useAllResetTokens, useResetToken } from './reset-token-repository';

/** At most this many reset mails per account within the token lifetime (no mail bombing). */
const MAX_RESET_MAILS = 3;

/**
 * Mails a single-use link to every active account registered with `email`. The caller
 * answers the same whether or not any account matched; the mails are sent in the background
 * so the answer time does not reveal it either.
 */
export async function requestPasswordReset(db: Db, config: AppConfig, mailer: Mailer, email: string, now: Date, log: (err: unknown) => void): Promise<void> {
  const accounts = await findActiveAccountsByEmail(db, email);
  for (const account of accounts) {
    if ((await countResetTokensSince(db, account.id, new Date(now.getTime() - config.resetTokenTtlMs))) >= MAX_RESET_MAILS) continue;
    const token = newToken();
    await insertResetToken(db, account.id, hashToken(token), new Date(now.getTime() + config.resetTokenTtlMs), now);
    // In the fragment: browsers never send it, so the token reaches no server or proxy log.
    const link = `${config.publicUrl}/email/verify#token=${encodeURIComponent(token)}`;
    const minutes = Math.round(config.resetTokenTtlMs / 60_000);
    mailer.send({ to: email, subject: authMessages.resetMailSubject, text: resetMailText(account.login_id, link, minutes) }).catch(log);
    await writeSystemLog(db, account.login_id, authLogTexts.resetMailSent, now);
  }
}

/** email/verify: the token is used up in the same transaction that sets the password; returns the account id. */
export async function completePasswordReset(db: Db, token: string, password: string, now: Date): Promise<number> {
  const tokenHash = hashToken(token);
  const accountId = await findResetTokenAccount(db, tokenHash, now);
  const account = accountId === null ? null : await findAccountById(db, accountId);
  if (!account || account.suspended) throw new ApiError(400, authMessages.resetTokenInvalid, { code: 'reset_token_invalid', field: 'token' });
  // Checked before the token is spent, so a rejected password does not burn the link.
  checkNewPassword(password, account.login_id);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (!(await useResetToken(tx, tokenHash, now))) throw new ApiError(400, authMessages.resetTokenInvalid, { code: 'reset_token_invalid', field: 'token' });
    await useAllResetTokens(tx, account.id, now);
    await setPassword(tx, account.id, passwordHash, now);
    await revokeAccountSessions(tx, account.id, now);
    await writeSystemLog(tx, account.login_id, authLogTexts.passwordReset, now);
  });
  return account.id;
}

import type { AppConfig } from '../config';
import type { Db } from '../db/types';
import { ApiError } from '../http/api-error';
import { writeSystemLog } from '../logs/system-log';
import type { Mailer } from '../mail/mailer';
import { findAccountById, findActiveAccountsByEmail, setPassword } from './account-repository';
import { authMessages, resetMailText } from './messages';
import { hashPassword } from './password';
import { checkNewPassword } from './password-rules';
import { revokeAccountSessions } from './session-repository';
import { hashToken, newToken } from './tokens';

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
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*) AS n FROM password_reset_tokens WHERE account_id = $1 AND created_at > $2',
      [account.id, new Date(now.getTime() - config.resetTokenTtlMs)],
    );
    if (rows[0].n >= MAX_RESET_MAILS) continue;
    const token = newToken();
    await db.query('INSERT INTO password_reset_tokens (account_id, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)', [
      account.id,
      hashToken(token),
      new Date(now.getTime() + config.resetTokenTtlMs),
      now,
    ]);
    const link = `${config.publicUrl}/email/verify?token=${encodeURIComponent(token)}`;
    const minutes = Math.round(config.resetTokenTtlMs / 60_000);
    mailer
      .send({ to: email, subject: authMessages.resetMailSubject, text: resetMailText(account.login_id, link, minutes) })
      .catch(log);
    await writeSystemLog(db, account.login_id, 'パスワード再設定メール送信', now);
  }
}

/** email/verify: the token is used up in the same transaction that sets the password. */
export async function completePasswordReset(db: Db, token: string, password: string, now: Date): Promise<void> {
  const tokenHash = hashToken(token);
  const { rows } = await db.query<{ account_id: number }>(
    'SELECT account_id FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
    [tokenHash, now],
  );
  const account = rows[0] ? await findAccountById(db, rows[0].account_id) : null;
  if (!account || account.suspended) throw new ApiError(400, 'token: invalid, used or expired', authMessages.resetTokenInvalid);
  // Checked before the token is spent, so a rejected password does not burn the link.
  checkNewPassword(password, account.login_id);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const used = await tx.query(
      'UPDATE password_reset_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id',
      [tokenHash, now],
    );
    if (used.rowCount !== 1) throw new ApiError(400, 'token: invalid, used or expired', authMessages.resetTokenInvalid);
    // Other links sent earlier die with this one.
    await tx.query('UPDATE password_reset_tokens SET used_at = $2 WHERE account_id = $1 AND used_at IS NULL', [account.id, now]);
    await setPassword(tx, account.id, passwordHash, now);
    await revokeAccountSessions(tx, account.id, now);
    await writeSystemLog(tx, account.login_id, 'パスワード再設定', now);
  });
}

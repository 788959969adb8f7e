import type { FastifyInstance } from 'fastify';
import { findAccountById, setPassword } from '../../auth/account-repository';
import { currentUser } from '../../auth/auth-hook';
import { authMessages } from '../../auth/messages';
import { hashPassword, verifyPassword } from '../../auth/password';
import { completePasswordReset, requestPasswordReset } from '../../auth/password-reset';
import { checkNewPassword } from '../../auth/password-rules';
import { revokeAccountSessions } from '../../auth/session-repository';
import { ApiError } from '../../http/api-error';
import { errors } from '../../http/schemas';
import { writeSystemLog } from '../../logs/system-log';
import { checkBodyToken } from './body-token';
import { changePasswordBody, messageAnswer, resetPasswordBody, verifyEmailBody } from './schemas';

const tags = ['auth'];

export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/users/change-password',
    { schema: { tags, summary: 'Set a new password: at the first login, or in app with the current password', security: [{ bearer: [] }], body: changePasswordBody, response: { 200: messageAnswer, ...errors(400, 401, 403) } } },
    async (request) => {
      checkBodyToken(request);
      const user = currentUser(request);
      const { password, current_password: current } = request.body as { password: string; current_password?: string };
      const account = await findAccountById(app.db, user.accountId);
      if (!account) throw new ApiError(401, 'Authorization: the account no longer exists', authMessages.sessionExpired);
      // After the first login, the signed-in user changes their own password by proving the current one.
      if (!account.is_first_login) {
        if (!current) throw new ApiError(400, 'body.current_password: required after the first login', authMessages.currentPasswordRequired);
        if (!(await verifyPassword(current, account.password_hash))) {
          throw new ApiError(400, 'body.current_password: does not match', authMessages.currentPasswordWrong);
        }
      }
      checkNewPassword(password, account.login_id);
      if (await verifyPassword(password, account.password_hash)) throw new ApiError(400, 'body.password: same as the current password', authMessages.passwordUnchanged);
      const passwordHash = await hashPassword(password);
      const now = app.clock.now();
      await app.db.transaction(async (tx) => {
        await setPassword(tx, account.id, passwordHash, now);
        await revokeAccountSessions(tx, account.id, now, user.sessionId);
        await writeSystemLog(tx, account.login_id, 'パスワード変更', now);
      });
      return { message: authMessages.passwordChanged };
    },
  );

  app.post(
    '/users/reset-password',
    { config: { public: true }, schema: { tags, summary: 'Mail a password reset link (same answer whether or not the address is known)', body: resetPasswordBody, response: { 200: messageAnswer, ...errors(400) } } },
    async (request) => {
      const { email } = request.body as { email: string };
      await requestPasswordReset(app.db, app.config, app.mailer, email, app.clock.now(), (err) => request.log.error({ err }, 'reset mail failed'));
      return { message: authMessages.resetMailSent };
    },
  );

  app.post(
    '/users/email/verify',
    { config: { public: true }, schema: { tags, summary: 'Set a new password with the token of the reset mail (single use)', body: verifyEmailBody, response: { 200: messageAnswer, ...errors(400) } } },
    async (request) => {
      const { password, token } = request.body as { password: string; token: string };
      await completePasswordReset(app.db, token, password, app.clock.now());
      return { message: authMessages.passwordChanged };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { errorResponses, MessageAnswer, typed } from '../../../http/contract';
import { sessionUserOf } from '../auth-hook';
import { checkBodyToken } from '../body-token';
import { authMessages } from '../messages';
import { TokenOnlyBody } from '../session/session-schemas';
import { ChangePasswordBody, ResetPasswordBody, VerifyEmailBody } from './password-schemas';
import { completePasswordReset, requestPasswordReset } from './password-reset-service';
import { changeOwnPassword, PasswordChangeThrottledError, snoozePasswordChange } from './password-service';
import type { AuthDeps } from '../deps';

const tags = ['auth'];
const security = [{ bearer: [] }];

/** The password calls: first-login change, 次回変更する, reset mail and setting it by the mail's token. */
export function passwordRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const api = typed(app);
  api.post(
    '/users/change-password',
    {
      schema: {
        tags,
        summary: 'Set a new password: at the first login, or in app with the current password (throttled as sign-in is)',
        security,
        body: ChangePasswordBody,
        response: { 200: MessageAnswer, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      checkBodyToken(request, request.body.token);
      const { password, current_password, device_token } = request.body;
      try {
        await changeOwnPassword(
          deps.db,
          deps.config.throttle,
          sessionUserOf(request),
          { address: request.ip, deviceToken: device_token },
          { password, currentPassword: current_password },
          deps.clock.now(),
        );
      } catch (err) {
        if (err instanceof PasswordChangeThrottledError) reply.header('Retry-After', String(err.retryAfterSeconds));
        throw err;
      }
      return { message: authMessages.passwordChanged };
    },
  );

  api.post(
    '/users/extends_password',
    {
      schema: {
        tags,
        summary: 'Put off the 3-month password change prompt (snooze)',
        security,
        body: TokenOnlyBody,
        response: { 200: MessageAnswer, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      checkBodyToken(request, request.body.token);
      await snoozePasswordChange(deps.db, sessionUserOf(request), deps.clock.now());
      return { message: authMessages.passwordPromptSnoozed };
    },
  );

  api.post(
    '/users/reset-password',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Mail a password reset link (same answer whether or not the address is known)',
        body: ResetPasswordBody,
        response: { 200: MessageAnswer, ...errorResponses(400) },
      },
    },
    async (request) => {
      // After the answer: its time must not tell whether the address is registered.
      const { email } = request.body;
      const now = deps.clock.now();
      const log = (err: unknown) => request.log.error({ err }, 'reset mail failed');
      deps.background.run(() => requestPasswordReset(deps.db, deps.config, deps.mailer, email, now, log), log);
      return { message: authMessages.resetMailSent };
    },
  );

  api.post(
    '/users/email/verify',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Set a new password with the token of the reset mail (single use)',
        body: VerifyEmailBody,
        response: { 200: MessageAnswer, ...errorResponses(400) },
      },
    },
    async (request) => {
      const accountId = await completePasswordReset(deps.db, request.body.token, request.body.password, deps.clock.now());
      deps.openStreams.closeAccount(accountId);
      return { message: authMessages.passwordChanged };
    },
  );
}

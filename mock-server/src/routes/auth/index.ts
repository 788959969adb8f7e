import type { FastifyInstance } from 'fastify';
import { snoozePasswordPrompt } from '../../auth/account-repository';
import { currentUser } from '../../auth/auth-hook';
import { authMessages } from '../../auth/messages';
import { revokeSessionFamily } from '../../auth/session-repository';
import { rotateSession } from '../../auth/sessions';
import { signIn, ThrottledError } from '../../auth/sign-in';
import { errors } from '../../http/schemas';
import { writeSystemLog } from '../../logs/system-log';
import { checkBodyToken } from './body-token';
import { passwordRoutes } from './password-routes';
import { messageAnswer, signInAnswer, signInBody, tokenAnswer, tokenOnlyBody } from './schemas';

const tags = ['auth'];
/** How long 次回変更する puts off the 3-month password prompt. */
const SNOOZE_DAYS = 30;

/** Spec §7 "Auth": the seven /users endpoints of sign-in, session and password. */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/users/signin',
    { config: { public: true }, schema: { tags, summary: 'Sign in with login id and password', body: signInBody, response: { 200: signInAnswer, ...errors(400, 401, 429) } } },
    async (request, reply) => {
      const { id, password } = request.body as { id: string; password: string };
      try {
        return await signIn(app.db, app.config, id, password, request.ip, app.clock.now());
      } catch (err) {
        if (err instanceof ThrottledError) reply.header('Retry-After', String(err.retryAfterSeconds));
        throw err;
      }
    },
  );

  app.post(
    '/users/refresh',
    { schema: { tags, summary: 'Rotate the session token (the old one stays valid for a short grace period)', security: [{ bearer: [] }], body: tokenOnlyBody, response: { 200: tokenAnswer, ...errors(400, 401) } } },
    async (request) => {
      checkBodyToken(request);
      return { token: await rotateSession(app.db, currentUser(request), app.clock.now(), app.config.session) };
    },
  );

  app.post(
    '/users/signout',
    { schema: { tags, summary: 'End the session', security: [{ bearer: [] }], body: tokenOnlyBody, response: { 200: messageAnswer, ...errors(400, 401) } } },
    async (request) => {
      checkBodyToken(request);
      const user = currentUser(request);
      const now = app.clock.now();
      await revokeSessionFamily(app.db, user.sessionId, user.accountId, now);
      await writeSystemLog(app.db, user.loginId, 'ログアウト', now);
      return { message: authMessages.signedOut };
    },
  );

  app.post(
    '/users/extends_password',
    { schema: { tags, summary: '次回変更する: put off the 3-month password change prompt', security: [{ bearer: [] }], body: tokenOnlyBody, response: { 200: messageAnswer, ...errors(400, 401) } } },
    async (request) => {
      checkBodyToken(request);
      const user = currentUser(request);
      const now = app.clock.now();
      await snoozePasswordPrompt(app.db, user.accountId, new Date(now.getTime() + SNOOZE_DAYS * 86_400_000));
      await writeSystemLog(app.db, user.loginId, 'パスワード変更を延期', now);
      return { message: authMessages.passwordPromptSnoozed };
    },
  );

  await passwordRoutes(app);
}

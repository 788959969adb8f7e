import type { FastifyInstance } from 'fastify';
import { authDeps } from './deps';
import { passwordRoutes } from './password/password-routes';
import { sessionRoutes } from './session/session-routes';
import { signInRoutes } from './sign-in/sign-in-routes';
import { streamRoutes } from './stream/stream-routes';

/**
 * The auth area (spec §7 "Auth"): the seven /users endpoints of sign-in, session and password,
 * and the signed-in user's event stream (GET /users/web/stream and its ticket: live stock and
 * market events; it belongs to a sign-in). Who may call what is decided once, in auth-hook.ts,
 * installed by app.ts for every route.
 */
export default async function authArea(app: FastifyInstance): Promise<void> {
  const deps = authDeps(app);
  signInRoutes(app, deps);
  sessionRoutes(app, deps);
  passwordRoutes(app, deps);
  streamRoutes(app, deps);
}

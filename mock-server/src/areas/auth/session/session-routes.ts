import type { FastifyInstance } from 'fastify';
import { errorResponses, MessageAnswer, typed } from '../../../http/contract';
import { sessionUserOf } from '../auth-hook';
import { checkBodyToken } from '../body-token';
import { bearerToken } from '../tokens';
import { authMessages } from '../messages';
import { TokenAnswer, TokenOnlyBody } from './session-schemas';
import { rotateSession, signOut } from './session-service';
import type { AuthDeps } from '../deps';

const tags = ['auth'];
const security = [{ bearer: [] }];

/** POST /users/refresh and /users/signout. */
export function sessionRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const api = typed(app);
  api.post(
    '/users/refresh',
    {
      schema: {
        tags,
        summary: 'Rotate the session token (the old one stays valid 30 s; refreshing it again then answers the same new token; after that it ends the sign-in)',
        security,
        body: TokenOnlyBody,
        response: { 200: TokenAnswer, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      checkBodyToken(request, request.body.token);
      const token = bearerToken(request.headers.authorization) ?? '';
      return {
        token: await rotateSession(deps.db, sessionUserOf(request), token, deps.clock.now(), deps.config.session, deps.openStreams),
      };
    },
  );

  api.post(
    '/users/signout',
    { schema: { tags, summary: 'End the session', security, body: TokenOnlyBody, response: { 200: MessageAnswer, ...errorResponses(400, 401) } } },
    async (request) => {
      checkBodyToken(request, request.body.token);
      await signOut(deps.db, sessionUserOf(request), deps.clock.now(), deps.openStreams);
      return { message: authMessages.signedOut };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { errorResponses, typed } from '../../../http/contract';
import { SignInAnswer, SignInBody } from './sign-in-schemas';
import { SignInBusyError, signIn, ThrottledError } from './sign-in-service';
import type { AuthDeps } from '../deps';

const tags = ['auth'];

/** POST /users/signin (open): a 429 (throttled) or 503 (hashing saturated) carries Retry-After. */
export function signInRoutes(app: FastifyInstance, deps: AuthDeps): void {
  typed(app).post(
    '/users/signin',
    {
      config: { public: true },
      schema: { tags, summary: 'Sign in with login id and password', body: SignInBody, response: { 200: SignInAnswer, ...errorResponses(400, 401, 429, 503) } },
    },
    async (request, reply) => {
      try {
        const { id, password, device_token } = request.body;
        return await signIn(deps.db, deps.config, { loginId: id, password, deviceToken: device_token, address: request.ip, now: deps.clock.now() });
      } catch (err) {
        if (err instanceof ThrottledError || err instanceof SignInBusyError) reply.header('Retry-After', String(err.retryAfterSeconds));
        throw err;
      }
    },
  );
}

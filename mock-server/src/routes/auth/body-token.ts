import type { FastifyRequest } from 'fastify';
import { authMessages } from '../../auth/messages';
import { bearerToken } from '../../auth/tokens';
import { ApiError } from '../../http/api-error';

/** A body token, when sent, must be the bearer token itself. */
export function checkBodyToken(request: FastifyRequest): void {
  const sent = (request.body as { token?: string } | undefined)?.token;
  if (sent !== undefined && sent !== bearerToken(request.headers.authorization)) {
    throw new ApiError(401, 'body.token: does not match the Authorization token', authMessages.tokenMismatch);
  }
}

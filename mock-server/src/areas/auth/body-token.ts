import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { authMessages } from './messages';
import { bearerToken } from './tokens';

/** A body token, when sent, must be the bearer token itself. */
export function checkBodyToken(request: FastifyRequest, sent: string | undefined): void {
  if (sent !== undefined && sent !== bearerToken(request.headers.authorization)) {
    throw new ApiError(401, authMessages.tokenMismatch, { code: 'token_mismatch', field: 'body.token' });
  }
}

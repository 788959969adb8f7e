import type { FastifyRequest } from 'fastify';
import { authMessages } from '../areas/auth/messages';
import { ApiError } from './api-error';

/** Who is calling, set on request.user by the auth hook (areas/auth/auth-hook.ts) for every non-open route. */
export interface AuthUser {
  accountId: number;
  loginId: string;
  isAdmin: boolean;
  /** null only for an administrator without a branch. */
  branchId: number | null;
  baisanCd: string | null;
  /** Branch number such as '001' (the head branch). */
  baisanEda: string | null;
  buyPermit: boolean;
  sessionId: number;
  /** The sign-in this token descends from (every refresh keeps it). */
  familyId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** The signed-in user inside a non-public route (the auth hook guarantees it is set). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new ApiError(401, authMessages.noToken, { code: 'no_token', field: 'Authorization' });
  return request.user;
}

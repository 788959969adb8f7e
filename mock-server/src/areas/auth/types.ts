/** Who is calling, set on request.user by the auth hook for every non-open route. */
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

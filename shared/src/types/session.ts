import type { ApiAnswer } from '../api/contract';

/**
 * The sign-in response of spec §3 "Session / sign-in response" (POST /users/signin), as the
 * server's contract declares it: an administrator without a branch has null branch fields.
 */
export type SignInResponse = ApiAnswer<'/users/signin', 'post'>;

export type RefreshResponse = ApiAnswer<'/users/refresh', 'post'>;

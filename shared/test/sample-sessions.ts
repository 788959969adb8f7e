import type { SessionState } from '../src/session/session-slice';

/** A signed-in session for tests; override what the test is about (e.g. { is_admin: true }). */
export function signedInSession(overrides: Partial<SessionState> = {}): SessionState {
  return {
    token: 'test-token',
    requires_password_change: false,
    branch_number: '001',
    branch_name: '本店',
    baisan_cd: '1001',
    is_admin: false,
    is_first_login: false,
    news_ids: [],
    BUY_PERMIT_FLG: true,
    ...overrides,
  };
}

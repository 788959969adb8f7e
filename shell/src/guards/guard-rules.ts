/**
 * The guard rules of spec §2 as one pure function: given where the user wants to go and who
 * they are, where must they go instead (or null to let them through). The order matters and
 * is the spec's: no session first, then the forced password change, then unread important
 * news, then the permission rules. The server enforces the same rules on its API; these are
 * the navigation side.
 */
import {
  CHANGE_PASSWORD_PATH,
  importantNewsIdOf,
  importantNewsPath,
  isAdminPath,
  isOpenPath,
  isSettingPath,
  isWebPath,
  WEB_CLOSED_PATH,
} from '../routes/paths';

export interface GuardSession {
  token: string | null;
  is_admin: boolean;
  is_first_login: boolean;
  news_ids: number[];
  branch_number: string;
  BUY_PERMIT_FLG: boolean;
}

export function guardRedirect(pathname: string, session: GuardSession): string | null {
  if (isOpenPath(pathname)) return null;
  if (!session.token) return '/login';

  if (session.is_first_login) return pathname === CHANGE_PASSWORD_PATH ? null : CHANGE_PASSWORD_PATH;
  // Any signed-in user may change their own password (the 3-month prompt's 今回変更する).
  if (pathname === CHANGE_PASSWORD_PATH) return null;

  if (session.news_ids.length > 0) {
    const shown = importantNewsIdOf(pathname);
    if (shown === null || !session.news_ids.includes(shown)) return importantNewsPath(session.news_ids[0]);
    return null;
  }

  if (isAdminPath(pathname) && !session.is_admin) return '/';
  if (isSettingPath(pathname) && session.branch_number !== '001') return '/';
  // Told why, not silently sent away.
  if (isWebPath(pathname) && !session.BUY_PERMIT_FLG) return WEB_CLOSED_PATH;
  return null;
}

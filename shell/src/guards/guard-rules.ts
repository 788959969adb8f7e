/**
 * The guard rules of spec §2 as one pure function: given where the user wants to go and who
 * they are, where must they go instead (or null to let them through). The order matters and
 * is the spec's: no session first, then the forced password change, then unread important
 * news, then the permission rules. The server enforces the same rules on its API; these are
 * the navigation side.
 */
import { CHANGE_PASSWORD_PATH, importantNewsIdOf, importantNewsPath, isAdminPath, isOpenPath, isSettingPath, isWebPath } from '../routes/paths';

export interface GuardSession {
  token: string | null;
  is_admin: boolean;
  is_first_login: boolean;
  news_ids: number[];
  branch_number: string;
  BUY_PERMIT_FLG: boolean;
}

/** Why the user was sent elsewhere, said on the page they land on (RedirectNotice). */
export type GuardNotice = 'webNotPermitted';

export interface GuardDecision {
  to: string;
  notice?: GuardNotice;
}

export function guardDecision(pathname: string, session: GuardSession): GuardDecision | null {
  if (isOpenPath(pathname)) return null;
  if (!session.token) return { to: '/login' };

  if (session.is_first_login) return pathname === CHANGE_PASSWORD_PATH ? null : { to: CHANGE_PASSWORD_PATH };
  // Spec §2: /change-password is for a first login only (a later change is on /reset-password).
  if (pathname === CHANGE_PASSWORD_PATH) return { to: '/' };

  if (session.news_ids.length > 0) {
    const shown = importantNewsIdOf(pathname);
    if (shown === null || !session.news_ids.includes(shown)) return { to: importantNewsPath(session.news_ids[0]) };
    return null;
  }

  if (isAdminPath(pathname) && !session.is_admin) return { to: '/' };
  if (isSettingPath(pathname) && session.branch_number !== '001') return { to: '/' };
  // Spec §2: to /, and told why there rather than silently sent away.
  if (isWebPath(pathname) && !session.BUY_PERMIT_FLG) return { to: '/', notice: 'webNotPermitted' };
  return null;
}

/** Where the user must go instead, or null to let them through. */
export function guardRedirect(pathname: string, session: GuardSession): string | null {
  return guardDecision(pathname, session)?.to ?? null;
}

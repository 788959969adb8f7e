import { signedOutSession, type SessionState } from './session-slice';

/** Where the session survives a reload (spec §3: "The session is persisted"). */
export const SESSION_STORAGE_KEY = 'flower-market.session';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Access denied (privacy mode): the session just lives as long as the page.
  }
}

export function loadSession(): SessionState {
  const raw = storage()?.getItem(SESSION_STORAGE_KEY);
  if (!raw) return signedOutSession;
  try {
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    if (typeof parsed.token !== 'string' || parsed.token === '') return signedOutSession;
    return { ...signedOutSession, ...parsed, news_ids: Array.isArray(parsed.news_ids) ? parsed.news_ids : [] };
  } catch {
    return signedOutSession; // A corrupt entry means signed out, not a crash at start-up.
  }
}

export function saveSession(session: SessionState): void {
  const target = storage();
  if (!target) return;
  try {
    if (session.token === null) target.removeItem(SESSION_STORAGE_KEY);
    else target.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Quota or access errors must not break the app; the in-memory session still works.
  }
}

import type { Store } from '@reduxjs/toolkit';
import { tokenRefreshed, type SessionState } from './session-slice';
import { loadSession, SESSION_STORAGE_KEY } from './session-storage';

/**
 * Tabs of one browser share the session in localStorage, so they share its token:
 * one refresh per token, whatever the tabs. A refresh runs under a lock every tab of the origin
 * shares (Web Locks API); inside it a tab first looks whether another tab has already stored a
 * newer token of the same sign-in and takes that one instead of refreshing again. Every tab
 * also follows the token the others store (the `storage` event), so none keeps using a token
 * rotated away. Without Web Locks (old browsers, tests) the refresh runs unlocked, as before;
 * the server answers a repeated refresh within its grace period with the same token.
 */
const REFRESH_LOCK = 'flower-market.token-refresh';

export function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  return locks && typeof locks.request === 'function' ? (locks.request(REFRESH_LOCK, work) as Promise<T>) : work();
}

/** Whether two sessions are the same signed-in user (a token of another user's sign-in is never taken over). */
export function sameSignIn(a: SessionState, b: SessionState): boolean {
  return a.token !== null && b.token !== null && a.is_admin === b.is_admin && a.baisan_cd === b.baisan_cd && a.branch_number === b.branch_number;
}

/** The token another tab has stored for this same sign-in, when it is not `current`. */
export function newerStoredToken(session: SessionState): string | null {
  const stored = loadSession();
  return stored.token !== null && stored.token !== session.token && sameSignIn(stored, session) ? stored.token : null;
}

/** Follows the token other tabs store for the same sign-in. Answers the unsubscribe. */
export function followOtherTabs(store: Store<{ session: SessionState }>): () => void {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY || !event.newValue) return;
    const session = store.getState().session;
    const newer = newerStoredToken(session);
    if (newer) store.dispatch(tokenRefreshed(newer, session.token ?? undefined));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

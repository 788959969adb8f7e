import { makeStore } from '../store/make-store';
import { selectPasswordSuggestionOpen } from '../store/selectors';
import { sessionTimedOut } from '../ui/ui-slice';
import { endSession } from './end-session';
import { firstLoginDone, importantNewsRead, passwordPromptHandled, signedIn, tokenRefreshed, type SessionState } from './session-slice';
import { SESSION_STORAGE_KEY } from './session-storage';

const signIn = {
  token: 'tok-1',
  requires_password_change: false,
  branch_number: '002',
  branch_name: '支店',
  baisan_cd: '1001',
  is_admin: false,
  is_first_login: false,
  news_ids: [7, 9],
  BUY_PERMIT_FLG: true,
  device_token: 'device-1',
};

const stored = (): SessionState | null => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');

describe('session persistence', () => {
  it('keeps the user signed in across a reload', () => {
    makeStore().dispatch(signedIn(signIn));
    const afterReload = makeStore();
    // The device token is not the session's: it is kept apart, per login id, beyond sign-out.
    const { device_token: _device, ...session } = signIn;
    expect(afterReload.getState().session).toEqual(session);
  });

  it('persists each change: refreshed token, read important news, first login done', () => {
    const store = makeStore();
    store.dispatch(signedIn({ ...signIn, is_first_login: true }));
    store.dispatch(tokenRefreshed('tok-2'));
    store.dispatch(importantNewsRead(7));
    store.dispatch(firstLoginDone());
    expect(stored()).toMatchObject({ token: 'tok-2', news_ids: [9], is_first_login: false });
    expect(makeStore().getState().session.token).toBe('tok-2');
  });

  it('forgets the session, its cached data and the timeout modal on sign-out', () => {
    const store = makeStore();
    store.dispatch(signedIn(signIn));
    store.dispatch(sessionTimedOut());
    store.dispatch(endSession());
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().ui.sessionTimeoutOpen).toBe(false);
    expect(makeStore().getState().session.token).toBeNull();
  });

  it('starts signed out when the stored session is corrupt', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(makeStore().getState().session.token).toBeNull();
  });

  it('stores flags as booleans whatever form the server sends them in', () => {
    const store = makeStore();
    store.dispatch(signedIn({ ...signIn, is_admin: 1, BUY_PERMIT_FLG: '0' } as unknown as typeof signIn));
    expect(store.getState().session).toMatchObject({ is_admin: true, BUY_PERMIT_FLG: false });
  });

  it('does not bring a session back when a late refresh answers after sign-out', () => {
    const store = makeStore();
    store.dispatch(signedIn(signIn));
    store.dispatch(endSession());
    store.dispatch(tokenRefreshed('late'));
    expect(store.getState().session.token).toBeNull();
  });

  it("does not let a late refresh of the previous user's token replace the new user's", () => {
    const store = makeStore();
    store.dispatch(signedIn({ ...signIn, token: 'second-user' }));
    store.dispatch(tokenRefreshed('first-user-refreshed', 'first-user'));
    expect(store.getState().session.token).toBe('second-user');
  });
});

describe('password-change suggestion (spec §4)', () => {
  it('is offered when the password is old, and not again after 次回変更する', () => {
    const store = makeStore();
    store.dispatch(signedIn({ ...signIn, requires_password_change: true }));
    expect(selectPasswordSuggestionOpen(store.getState())).toBe(true);
    store.dispatch(passwordPromptHandled());
    expect(selectPasswordSuggestionOpen(store.getState())).toBe(false);
    expect(selectPasswordSuggestionOpen(makeStore().getState())).toBe(false);
  });

  it('is not offered on a first login, which forces the change anyway', () => {
    const store = makeStore();
    store.dispatch(signedIn({ ...signIn, requires_password_change: true, is_first_login: true }));
    expect(selectPasswordSuggestionOpen(store.getState())).toBe(false);
  });
});

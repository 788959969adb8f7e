import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SignInResponse } from '../types/session';

/**
 * The persisted session: the sign-in fields of spec §3, with token null when signed out. The
 * device token is not the session's: it outlives sign-out (shared/src/session/device-tokens.ts).
 */
export interface SessionState extends Omit<SignInResponse, 'token' | 'branch_number' | 'branch_name' | 'baisan_cd' | 'device_token'> {
  token: string | null;
  /** '' for an administrator without a branch (the answer's null). */
  branch_number: string;
  branch_name: string;
  baisan_cd: string;
}

export const signedOutSession: SessionState = {
  token: null,
  requires_password_change: false,
  branch_number: '',
  branch_name: '',
  baisan_cd: '',
  is_admin: false,
  is_first_login: false,
  news_ids: [],
  BUY_PERMIT_FLG: false,
};

// Servers in the wild send flags as true/1/'1'; the store keeps booleans only.
const flag = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

/** Accepts a sign-in answer as the server sent it and returns the stored session. */
export function sessionFromSignIn(answer: SignInResponse): SessionState {
  return {
    token: String(answer.token),
    requires_password_change: flag(answer.requires_password_change),
    branch_number: answer.branch_number ?? '',
    branch_name: answer.branch_name ?? '',
    baisan_cd: answer.baisan_cd ?? '',
    is_admin: flag(answer.is_admin),
    is_first_login: flag(answer.is_first_login),
    news_ids: Array.isArray(answer.news_ids) ? answer.news_ids.map(Number) : [],
    BUY_PERMIT_FLG: flag(answer.BUY_PERMIT_FLG),
  };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: signedOutSession,
  reducers: {
    signedIn: (_state, action: PayloadAction<SignInResponse>) => sessionFromSignIn(action.payload),
    tokenRefreshed: {
      /** `previous`: the token the refresh was asked with, when known. */
      prepare: (token: string, previous?: string) => ({ payload: { token, previous } }),
      reducer: (state, action: PayloadAction<{ token: string; previous?: string }>) => {
        // A refresh answering after sign-out (or after someone else signed in) must not
        // resurrect or overwrite a session.
        if (state.token === null) return;
        if (action.payload.previous !== undefined && action.payload.previous !== state.token) return;
        state.token = action.payload.token;
      },
    },
    signedOut: () => signedOutSession,
    /** The first-login password change succeeded. */
    firstLoginDone: (state) => {
      state.is_first_login = false;
      state.requires_password_change = false;
    },
    /** 次回変更する (or a completed change): stop offering the 3-month prompt. */
    passwordPromptHandled: (state) => {
      state.requires_password_change = false;
    },
    /** A new important news arrived on the market stream: the guard shows it on the next navigation. */
    importantNewsArrived: (state, action: PayloadAction<number>) => {
      if (state.token !== null && !state.is_admin && !state.news_ids.includes(action.payload)) state.news_ids.push(action.payload);
    },
    importantNewsRead: (state, action: PayloadAction<number>) => {
      state.news_ids = state.news_ids.filter((id) => id !== action.payload);
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectToken: (state) => state.token,
    selectIsSignedIn: (state) => state.token !== null,
    selectIsAdmin: (state) => state.token !== null && state.is_admin,
    selectIsFirstLogin: (state) => state.token !== null && state.is_first_login,
    selectCanBuy: (state) => state.token !== null && state.BUY_PERMIT_FLG,
    selectIsHeadBranch: (state) => state.token !== null && state.branch_number === '001',
    /** The important news the guard sends the user to, or null when all are read. */
    selectFirstUnreadImportantNewsId: (state) => (state.token !== null && state.news_ids.length > 0 ? state.news_ids[0] : null),
  },
});

export const { signedIn, tokenRefreshed, signedOut, firstLoginDone, passwordPromptHandled, importantNewsArrived, importantNewsRead } = sessionSlice.actions;
export const {
  selectSession,
  selectToken,
  selectIsSignedIn,
  selectIsAdmin,
  selectIsFirstLogin,
  selectCanBuy,
  selectIsHeadBranch,
  selectFirstUnreadImportantNewsId,
} = sessionSlice.selectors;

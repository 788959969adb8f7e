import { createSlice } from '@reduxjs/toolkit';
import { passwordPromptHandled, signedIn, signedOut } from '../session/session-slice';

/** Global modal flags the shell renders; any part of the app may open them by action. */
export interface UiState {
  /** A call answered 401: the session-failed modal is open. */
  sessionTimeoutOpen: boolean;
  /**
   * The password-change suggestion was put aside for this page visit (今回変更する navigates
   * to /reset-password). Whether it is offered at all comes from session.requires_password_change.
   */
  passwordSuggestionDismissed: boolean;
}

export const initialUiState: UiState = { sessionTimeoutOpen: false, passwordSuggestionDismissed: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    sessionTimedOut: (state) => {
      state.sessionTimeoutOpen = true;
    },
    sessionTimeoutClosed: (state) => {
      state.sessionTimeoutOpen = false;
    },
    passwordSuggestionDismissed: (state) => {
      state.passwordSuggestionDismissed = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, () => initialUiState)
      .addCase(signedOut, () => initialUiState)
      .addCase(passwordPromptHandled, (state) => {
        state.passwordSuggestionDismissed = true;
      });
  },
  selectors: {
    selectSessionTimeoutOpen: (state) => state.sessionTimeoutOpen,
    selectPasswordSuggestionDismissed: (state) => state.passwordSuggestionDismissed,
  },
});

export const { sessionTimedOut, sessionTimeoutClosed, passwordSuggestionDismissed } = uiSlice.actions;
export const { selectSessionTimeoutOpen, selectPasswordSuggestionDismissed } = uiSlice.selectors;

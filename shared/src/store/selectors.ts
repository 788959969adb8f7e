import type { RootState } from './make-store';

/** Spec §4: offer the password-change suggestion unless first login forces a change anyway. */
export function selectPasswordSuggestionOpen(state: RootState): boolean {
  const { session, ui } = state;
  return session.token !== null && session.requires_password_change && !session.is_first_login && !ui.passwordSuggestionDismissed;
}

import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api/base-api';
import { sessionTimeoutClosed } from '../ui/ui-slice';
import { signedOut } from './session-slice';

/**
 * Signs out locally: clears the persisted session, closes the session-failed modal and drops
 * every cached answer, so the next user never sees the previous user's data.
 */
export function endSession(): ThunkAction<void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    dispatch(signedOut());
    dispatch(sessionTimeoutClosed());
    dispatch(api.util.resetApiState());
  };
}

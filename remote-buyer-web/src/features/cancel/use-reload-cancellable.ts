import { useCallback } from 'react';
import { api, useAppStore } from 'shared';

/**
 * Reads GET /users/cancellable again, for a countdown that has reached zero. Through the list's
 * tag, not the query's refetch(): a countdown mounted with an answer already expired (read on an
 * earlier page, by the shell's warning) fires before its parent's query has subscribed, and
 * refetch() throws then, which broke the whole side panel. (The store's dispatch: the shell
 * shares useAppStore with this remote already.)
 */
export function useReloadCancellable(): () => void {
  const store = useAppStore();
  return useCallback(() => {
    store.dispatch(api.util.invalidateTags(['Cancellable']));
  }, [store]);
}

import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/base-api';
import { sessionSlice } from '../session/session-slice';
import { followOtherTabs } from '../session/cross-tab';
import { loadSession, saveSession } from '../session/session-storage';
import { uiSlice } from '../ui/ui-slice';

/**
 * Reducers that remotes add at run time. A remote declares its own:
 *   declare module 'shared' { interface LazyLoadedSlices { [mySlice.reducerPath]: MyState } }
 * and injects it with `mySlice.injectInto(rootReducer)` (or `rootReducer.inject(mySlice)`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, sessionSlice, uiSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Parameters<typeof rootReducer>[0];

/**
 * The one store: the shell makes it at start-up, tests make one each. Without a preloaded
 * session it restores the persisted one, and saves the session whenever it changes.
 */
export function makeStore(preloadedState?: PreloadedState) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: loadSession(), ...preloadedState },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });

  // Tabs share the persisted session: follow the token other tabs refresh.
  if (!preloadedState?.session) followOtherTabs(store);

  let saved = store.getState().session;
  store.subscribe(() => {
    const session = store.getState().session;
    if (session !== saved) {
      saved = session;
      saveSession(session);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { makeStore, signedIn, type AppStore } from 'shared';
import { authApi } from '../api/auth-api';
import { App } from '../app';
import type { Credentials } from '../pages/login-form';
import { prefetchRemoteAt } from '../runtime/remote-prefetch';
import { applyShellConfig, shellRoot } from './shell-root';

let store: AppStore | undefined;

/** The one store, made when the app first starts or the first sign-in page first needs it. */
function appStore(): AppStore {
  store ??= makeStore();
  return store;
}

function renderApp(): void {
  shellRoot().render(
    <StrictMode>
      <App store={appStore()} />
    </StrictMode>,
  );
}

/** A visit that starts anywhere but /login: the whole app. */
export async function startApp(): Promise<void> {
  if (!(await applyShellConfig())) return;
  // The remote this page shows starts loading now, not once the frame around it has rendered.
  prefetchRemoteAt(window.location.pathname, appStore());
  // In a transition, React renders in slices: the remote this page shows keeps loading between
  // them (its manifest, entry and chunks are requested as their answers arrive, not after the
  // whole frame has rendered).
  startTransition(renderApp);
}

/** The first sign-in page hands the page over: the app shows `path`, pushed or replacing /login. */
export function enterApp(path: string, { replace }: { replace: boolean }): void {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  // At once, as a navigation inside the app would: the new address never shows the old page.
  flushSync(renderApp);
}

/**
 * The first sign-in page's submit, as the app's own sign-in page does it: through the api
 * slice, then on to / (the guard decides where next). False when the server refused.
 */
export async function signInAndEnter(credentials: Credentials): Promise<boolean> {
  const { dispatch } = appStore();
  const request = dispatch(authApi.endpoints.signIn.initiate(credentials));
  const answer = await request;
  request.reset();
  if ('error' in answer) return false;
  dispatch(signedIn(answer.data));
  enterApp('/', { replace: true });
  return true;
}

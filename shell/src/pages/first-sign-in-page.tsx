import type { MouseEvent } from 'react';
import { reportApiError, UiProviders } from 'shared';
import { LoginForm, type Credentials } from './login-form';

// The app behind sign-in: store, router, api slice. The same chunks as any other first page.
const loadApp = () => import('../start/app-start');

/** A click the browser should handle itself: another tab or window, a download, not the main button. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * /login as the first page of a visit: the same form, drawn from a small bundle (React, the
 * theme and the form) without the store, router and api slice. The app loads on the first
 * keystroke (or the submit, or 'forgot password') and then takes the page over.
 */
export function FirstSignInPage() {
  const signIn = async (credentials: Credentials) => {
    try {
      const app = await loadApp();
      return await app.signInAndEnter(credentials);
    } catch (error) {
      // The app's files could not be fetched: said like any call that cannot reach the server.
      reportApiError({ status: 'FETCH_ERROR', error: String(error) });
      return false;
    }
  };

  const openResetPassword = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || isModifiedClick(event)) return;
    event.preventDefault();
    loadApp().then(
      (app) => app.enterApp('/reset-password', { replace: false }),
      () => window.location.assign('/reset-password'),
    );
  };

  return (
    <UiProviders>
      <LoginForm
        signIn={signIn}
        resetPasswordLink={{ href: '/reset-password', onClick: openResetPassword }}
        onFirstInput={() => void loadApp().catch(() => undefined)}
      />
    </UiProviders>
  );
}

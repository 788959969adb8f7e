import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, selectPasswordSuggestionOpen, selectSessionTimeoutOpen, useAppSelector, type AppStore } from 'shared';
import { AppRoutes } from './routes/app-routes';

// The global modals load the first time they open: the sign-in page does not carry Dialog.
const SessionTimeoutModal = lazy(() => import('./modals/session-timeout-modal').then((m) => ({ default: m.SessionTimeoutModal })));
const PasswordSuggestionModal = lazy(() => import('./modals/password-suggestion-modal').then((m) => ({ default: m.PasswordSuggestionModal })));

/** Mounts its modal from the first time it opens on (so it can close with its transition). */
function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

function GlobalModals() {
  const sessionTimeoutOpen = useAppSelector(selectSessionTimeoutOpen);
  const passwordSuggestionOpen = useAppSelector(selectPasswordSuggestionOpen);
  return (
    <>
      <OnceOpened open={sessionTimeoutOpen}>
        <SessionTimeoutModal />
      </OnceOpened>
      <OnceOpened open={passwordSuggestionOpen}>
        <PasswordSuggestionModal />
      </OnceOpened>
    </>
  );
}

/** The whole front end: one store, theme, toasts, confirm dialog, router, global modals. */
export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
        <GlobalModals />
      </BrowserRouter>
    </AppProviders>
  );
}

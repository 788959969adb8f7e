import { BrowserRouter } from 'react-router-dom';
import { AppProviders, type AppStore } from 'shared';
import { PasswordSuggestionModal } from './modals/password-suggestion-modal';
import { SessionTimeoutModal } from './modals/session-timeout-modal';
import { AppRoutes } from './routes/app-routes';

/** The whole front end: one store, theme, toasts, confirm dialog, router, global modals. */
export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
        <SessionTimeoutModal />
        <PasswordSuggestionModal />
      </BrowserRouter>
    </AppProviders>
  );
}

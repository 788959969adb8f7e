import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../store/make-store';
import { ConfirmProvider } from './confirm/confirm-provider';
import { UiProviders } from './ui-providers';

/**
 * Everything a screen of any remote relies on, except the router (the shell owns its
 * BrowserRouter; tests use a MemoryRouter): the store, the theme, toasts and the confirm dialog.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <UiProviders>
        <ConfirmProvider>{children}</ConfirmProvider>
      </UiProviders>
    </Provider>
  );
}

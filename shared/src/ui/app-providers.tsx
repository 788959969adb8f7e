import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../store/make-store';
import { theme } from '../theme/theme';
import { ConfirmProvider } from './confirm/confirm-provider';
import { ToastProvider } from './toast-provider';

/**
 * Everything a screen of any remote relies on, except the router (the shell owns its
 * BrowserRouter; tests use a MemoryRouter): the store, the theme, toasts and the confirm dialog.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </ToastProvider>
      </ThemeProvider>
    </Provider>
  );
}

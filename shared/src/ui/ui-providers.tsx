import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from '../theme/theme';
import { ToastProvider } from './toast-provider';

/**
 * The theme, the baseline styles and toasts: what a page needs before any store exists (the
 * shell's sign-in page is shown before the store, router and api slice have loaded).
 */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}

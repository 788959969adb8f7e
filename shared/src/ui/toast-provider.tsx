import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect, type ReactNode } from 'react';
import { TOAST_AUTO_HIDE_MS } from '../constants';
import { connectNotifier } from './notify';

/** Routes notifySuccess/notifyError to notistack while mounted. */
export function NotifierBridge() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => connectNotifier((text, variant) => enqueueSnackbar(text, { variant })), [enqueueSnackbar]);
  return null;
}

/** The toast area of spec §2: toasts close by themselves after 2000 ms. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider autoHideDuration={TOAST_AUTO_HIDE_MS} maxSnack={5} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <NotifierBridge />
      {children}
    </SnackbarProvider>
  );
}

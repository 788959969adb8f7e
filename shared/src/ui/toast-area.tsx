import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { TOAST_AUTO_HIDE_MS } from '../constants';
import { connectNotifier } from './notify';

/** Routes notifySuccess/notifyError to notistack while mounted. */
function NotifierBridge() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => connectNotifier((text, variant) => enqueueSnackbar(text, { variant })), [enqueueSnackbar]);
  return null;
}

/** Toasts close by themselves after 2000 ms (spec §2), at most five at a time, top centre. */
export function ToastArea() {
  return (
    <SnackbarProvider autoHideDuration={TOAST_AUTO_HIDE_MS} maxSnack={5} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <NotifierBridge />
    </SnackbarProvider>
  );
}

import Button from '@mui/material/Button';
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { useEffect } from 'react';
import { TOAST_AUTO_HIDE_MS } from '../constants';
import { connectNotifier, type ToastAction } from './notify';

/** Routes notifySuccess/notifyError to notistack while mounted; a toast's action is a button on it. */
function NotifierBridge() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(
    () =>
      connectNotifier((text, variant, action?: ToastAction) =>
        enqueueSnackbar(text, {
          variant,
          action: action
            ? (key: SnackbarKey) => (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    closeSnackbar(key);
                    action.onClick();
                  }}
                >
                  {action.label}
                </Button>
              )
            : undefined,
        }),
      ),
    [enqueueSnackbar, closeSnackbar],
  );
  return null;
}

/** Toasts close by themselves after 2000 ms (spec §2; the pointer on one holds it), at most five at a time, top centre. */
export function ToastArea() {
  return (
    <SnackbarProvider autoHideDuration={TOAST_AUTO_HIDE_MS} maxSnack={5} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <NotifierBridge />
    </SnackbarProvider>
  );
}

import type { AlertProps } from '@mui/material/Alert';
import { lazy, Suspense } from 'react';

// MUI's Alert brings IconButton and its icons: the sign-in and reset pages (and the remote area)
// show one only after something went wrong, so it loads then.
const Alert = lazy(() => import('@mui/material/Alert'));

/** MUI's Alert, loaded when first shown. */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}

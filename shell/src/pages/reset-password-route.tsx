import { lazy, Suspense } from 'react';
import { selectToken, useAppSelector } from 'shared';
import { AppLayout } from '../layout/app-layout';

/** The signed-out visitor's e-mail form; it loads when first shown, not with every signed-in page. */
const ResetPasswordPage = lazy(() => import('./reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));

/** The page AppLayout shows at /reset-password for a signed-in user; it loads when first shown. */
export const SignedInPasswordChange = lazy(() => import('./change-password-page').then((m) => ({ default: m.ChangePasswordPage })));

/**
 * /reset-password (spec §2, §4): a signed-out visitor gets the e-mail form; a signed-in user
 * (the 3-month prompt's 今回変更する) gets the in-app change form inside the signed-in frame.
 */
export function ResetPasswordRoute() {
  const token = useAppSelector(selectToken);
  return token ? (
    <AppLayout />
  ) : (
    <Suspense fallback={null}>
      <ResetPasswordPage />
    </Suspense>
  );
}

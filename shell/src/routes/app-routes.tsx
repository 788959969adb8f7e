import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteGuard } from '../guards/route-guard';
import { AppLayout } from '../layout/app-layout';
import { HomeRedirect } from '../pages/home-redirect';
import { ResetPasswordRoute, SignedInPasswordChange } from '../pages/reset-password-route';
import { RemoteArea } from '../runtime/remote-area';
import { REMOTE_PATHS } from './paths';

// The pages other than the remotes' load when first shown: those behind sign-in or a mailed link,
// and the app's own sign-in page (a signed-in buyer's /web never needs it).
// The signed-in frame comes with the app: a visit to /login starts without the app at all.
const LoginPage = lazy(() => import('../pages/login-page').then((m) => ({ default: m.LoginPage })));
const ChangePasswordPage = lazy(() => import('../pages/change-password-page').then((m) => ({ default: m.ChangePasswordPage })));
const ImportantNewsPage = lazy(() => import('../pages/important-news-page').then((m) => ({ default: m.ImportantNewsPage })));
const EmailVerifyPage = lazy(() => import('../pages/email-verify-page').then((m) => ({ default: m.EmailVerifyPage })));
const NotFoundPage = lazy(() => import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** Which page or remote serves which path (design rule D5 "Who serves which path", docs/requirements.md). */
export function AppRoutes() {
  return (
    <RouteGuard>
      <Routes>
        <Route
          path="/login"
          element={
            <Suspense fallback={null}>
              <LoginPage />
            </Suspense>
          }
        />
        <Route path="/reset-password" element={<ResetPasswordRoute />}>
          <Route index element={<SignedInPasswordChange />} />
        </Route>
        <Route
          path="/email/verify"
          element={
            <Suspense fallback={null}>
              <EmailVerifyPage />
            </Suspense>
          }
        />
        <Route element={<AppLayout />}>
          <Route index element={<HomeRedirect />} />
          <Route path="/change-password" element={<ChangePasswordPage />} />
          <Route path="/news/important/:id" element={<ImportantNewsPage />} />
          {REMOTE_PATHS.map(({ remote, paths }) => (
            // A pathless route whose element is the remote's own <Routes>: the remote
            // matches the full address, the shell only decides which prefixes reach it.
            <Route key={remote} element={<RemoteArea remote={remote} />}>
              {paths.map((path) => (
                // The element is the parent's (the remote); null says so to react-router.
                <Route key={path} path={path} element={null} />
              ))}
            </Route>
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteGuard>
  );
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectSession, useAppSelector } from 'shared';
import { guardRedirect } from './guard-rules';

/** Renders its children only where guardRedirect lets the user through. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const session = useAppSelector(selectSession);
  const target = guardRedirect(pathname, session);
  if (target !== null && target !== pathname) return <Navigate to={target} replace />;
  return <>{children}</>;
}

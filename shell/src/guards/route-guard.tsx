import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectSession, useAppSelector } from 'shared';
import { guardDecision } from './guard-rules';
import { noticeState } from './redirect-notice-state';

/** Renders its children only where the guard rules let the user through. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const session = useAppSelector(selectSession);
  const decision = guardDecision(pathname, session);
  if (decision !== null && decision.to !== pathname) return <Navigate to={decision.to} replace state={noticeState(decision.notice)} />;
  return <>{children}</>;
}

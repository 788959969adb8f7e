import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from 'shared';

type Props = {
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  emptyText: string;
  onRetry?: () => void;
  children: ReactNode;
};

/** Loading, error and empty states in Japanese (shared's), the same on every buyer web screen. */
export function QueryState({ isLoading, isError, isEmpty, emptyText, onRetry, children }: Props) {
  if (isLoading) return <LoadingState />;
  if (isError) return <ErrorState onRetry={onRetry} />;
  if (isEmpty) return <EmptyState text={emptyText} />;
  return <>{children}</>;
}

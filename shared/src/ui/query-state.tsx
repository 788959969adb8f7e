import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './states';

/** The part of an RTK Query hook's result that QueryState reads. */
export interface QueryResultLike<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  result: QueryResultLike<T>;
  /** When given and true for the data, the empty state is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  loadingText?: string;
  emptyText?: string;
  errorText?: string;
  children: (data: T) => ReactNode;
}

/**
 * The one way a page shows an RTK Query result: loading on the first load, the error with a
 * retry button, the empty state, or its children with the data. A refetch keeps the old data
 * on screen (no flicker to the loading state while a filter changes).
 *
 *   <QueryState result={useGetAdminLinksQuery(args)} isEmpty={(page) => page.datas.length === 0}>
 *     {(page) => <LinkTable page={page} />}
 *   </QueryState>
 */
export function QueryState<T>({ result, isEmpty, loadingText, emptyText, errorText, children }: QueryStateProps<T>) {
  const { data, isLoading, isError, refetch } = result;
  if (isError) return <ErrorState text={errorText} onRetry={() => void refetch()} />;
  if (isLoading || data === undefined) return <LoadingState text={loadingText} />;
  if (isEmpty?.(data)) return <EmptyState text={emptyText} />;
  return <>{children(data)}</>;
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
// Through its shared name: the same instance as the page's (core.ts).
import { EmptyState, ErrorNotice } from '@dcic/shared/core';

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch'>;
  /** Shown while the first answer is on its way (a skeleton that reserves the space). */
  loading?: ReactNode;
  /** When true for the data, the empty state is shown instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The one way a page shows a request: the skeleton while it loads, the error with a retry when it
 * failed (never an empty list that hides a failure), the empty state, or the data.
 */
export function QueryState<T>({ query, loading = null, isEmpty, empty, children }: QueryStateProps<T>) {
  if (query.isError) return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) return <>{loading}</>;
  if (isEmpty?.(query.data)) return <>{empty ?? <EmptyState />}</>;
  return <>{children(query.data)}</>;
}

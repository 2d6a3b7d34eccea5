import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';

/**
 * A query's answer as a part of a page shows it: the failure with a retry, a skeleton while it is
 * on its way, then `children` with the data.
 */
export function QueryState<T>({
  query,
  errorTitle,
  height,
  children,
}: {
  /** A query's result (`useQuery`), whatever its error type. */
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  errorTitle: string;
  /** The skeleton's height, near the part's own so the page does not jump. */
  height: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return query.data === undefined ? <Skeleton variant="rounded" height={height} /> : children(query.data);
}

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
  keepData = false,
  children,
}: {
  /** A query's result (`useQuery`), whatever its error type. */
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  errorTitle: string;
  /** The skeleton's height, near the part's own so the page does not jump. */
  height: number;
  /**
   * A failed refetch leaves the answer it had on screen (a part that refetches on its own, such as
   * a result or a match that is still moving); the failure shows only when there is nothing to show.
   */
  keepData?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && !(keepData && query.data !== undefined)) {
    return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return query.data === undefined ? <Skeleton variant="rounded" height={height} /> : children(query.data);
}

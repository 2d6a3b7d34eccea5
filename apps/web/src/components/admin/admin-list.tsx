import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorState } from '../errors/error-state';
import { PagePagination } from '../page-pagination';
import { ListSkeleton } from './list-skeleton';

/** What a list needs of its TanStack query (a page of items and their total). */
export interface AdminListQuery<T> {
  data: { items: readonly T[]; total: number } | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

interface AdminListProps<T> {
  query: AdminListQuery<T>;
  errorTitle: string;
  emptyText: string;
  /** How many rows stand in while the first page loads. */
  skeletonRows?: number;
  /** How many match, said (politely, to screen readers too) above the rows or the empty text. */
  countText?: (total: number) => string;
  countTestId?: string;
  /** Rows as lines under dividers, for a list inside a panel (the money desk's tabs), not cards apart. */
  divided?: boolean;
  /** The test id of the rows' list. */
  listTestId?: string;
  /** One row of the list, an `AdminRow`. */
  renderItem: (item: T) => ReactNode;
  /** The pages below the list (none while there is only one). */
  pages?: { count: number; page: number; onChange: (page: number) => void };
}

/**
 * The table of the admin console, every list of it: a skeleton while the first page loads, the
 * error with a retry when there is nothing to show, the empty text, or the rows (dimmed while the
 * next page loads), and the pages below. A failed refetch keeps the page already shown.
 */
export function AdminList<T>(props: AdminListProps<T>) {
  const { pages } = props;
  return (
    <>
      <AdminListBody {...props} />
      {pages ? <PagePagination count={pages.count} page={pages.page} onChange={pages.onChange} /> : null}
    </>
  );
}

function AdminListBody<T>(props: AdminListProps<T>) {
  const { query, errorTitle, emptyText, skeletonRows, countText, renderItem } = props;
  if (query.isError && !query.data) {
    return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending || !query.data) return <ListSkeleton rows={skeletonRows} />;
  const { items, total } = query.data;
  return (
    <>
      {countText ? (
        <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid={props.countTestId}>
          {countText(total)}
        </Typography>
      ) : null}
      {total === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography color="text.secondary">{emptyText}</Typography>
        </Paper>
      ) : (
        <Box
          component="ul"
          aria-busy={query.isPlaceholderData || undefined}
          data-testid={props.listTestId}
          sx={{
            m: 0,
            p: 0,
            display: 'grid',
            gap: props.divided ? 0 : 1.5,
            opacity: query.isPlaceholderData ? 0.6 : 1,
          }}
        >
          {items.map(renderItem)}
        </Box>
      )}
    </>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/errors/error-state';
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
  /** One row of the list, an `AdminRow`. */
  renderItem: (item: T) => ReactNode;
}

/**
 * A paged list of the admin console: a skeleton while the first page loads, the error with a
 * retry when there is nothing to show, the empty text, or the rows (dimmed while the next page
 * loads). A failed refetch keeps the page already shown.
 */
export function AdminList<T>(props: AdminListProps<T>) {
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
          sx={{ m: 0, p: 0, display: 'grid', gap: 1.5, opacity: query.isPlaceholderData ? 0.6 : 1 }}
        >
          {items.map(renderItem)}
        </Box>
      )}
    </>
  );
}

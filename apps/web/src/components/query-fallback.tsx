import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ErrorState } from './errors/error-state';

interface QueryFallbackProps {
  /** The section's query (TanStack Query's result: pending, failed or done). */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** What failed, as the error's title. */
  errorTitle: string;
  /** The heights of the placeholders drawn while it loads, one rounded skeleton each. */
  skeletons: readonly number[];
}

/** What a section shows instead of its data: placeholders while its query loads, the error with a retry once it failed. */
export function QueryFallback({ query, errorTitle, skeletons }: QueryFallbackProps) {
  if (query.isError) {
    return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.isPending) return null;
  return (
    <Stack spacing={1}>
      {skeletons.map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

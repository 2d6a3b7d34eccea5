import { ErrorState } from './error-state';

/** A query as the error needs it (TanStack Query's result). */
interface RetriableQuery {
  error: unknown;
  refetch: () => unknown;
}

/**
 * A part that needs several queries and one of them failed: the first failure, and one retry that
 * asks all of them again.
 */
export function QueriesErrorState({ title, queries }: { title: string; queries: readonly RetriableQuery[] }) {
  return (
    <ErrorState
      title={title}
      error={queries.find((query) => query.error)?.error ?? null}
      onRetry={() => {
        for (const query of queries) void query.refetch();
      }}
    />
  );
}

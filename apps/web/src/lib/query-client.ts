import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

const FIVE_MINUTES = 5 * 60 * 1000;

/** A 4xx will not change on a retry (except a timeout or a rate limit), so it is not retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof ApiError && error.status !== null && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

/** For a query whose 4xx (not found, bad id, private) will not change: never retried; others twice. */
export const retryUnlessClientError = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status !== null && error.status < 500) && failureCount < 2;

/** Query defaults (docs/product-rules.md#requests): no refetch on focus, one retry, fresh for five minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        staleTime: FIVE_MINUTES,
      },
      mutations: { retry: false },
    },
  });
}

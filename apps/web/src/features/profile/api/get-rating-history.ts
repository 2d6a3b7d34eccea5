import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RatingHistory } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { retryUnlessClientError } from './get-player';
import { profileKeys } from './profile-keys';

/** GET /users/{id}/rating-history: the rating after each rated game, oldest first. */
export async function getRatingHistory(id: string, signal?: AbortSignal): Promise<RatingHistory> {
  const response = await apiClient.get<RatingHistory>(`/users/${encodeURIComponent(id)}/rating-history`, {
    signal,
  });
  return response.data;
}

export function ratingHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: profileKeys.ratingHistory(id),
    queryFn: ({ signal }) => getRatingHistory(id, signal),
    retry: retryUnlessClientError,
  });
}

export function useRatingHistory(id: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...ratingHistoryQueryOptions(id ?? ''),
    enabled: Boolean(id) && options.enabled !== false,
  });
}

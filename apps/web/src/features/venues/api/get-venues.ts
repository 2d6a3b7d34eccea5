import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueListQuery, VenueListResponse } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { venueKeys } from './venue-keys';

/** GET /venues: one page of venues matching the search and filters. */
export async function getVenues(query: VenueListQuery, signal?: AbortSignal): Promise<VenueListResponse> {
  const response = await apiClient.get<VenueListResponse>('/venues', { params: query, signal });
  return response.data;
}

export function venuesQueryOptions(query: VenueListQuery) {
  return queryOptions({
    queryKey: venueKeys.list(query),
    queryFn: ({ signal }) => getVenues(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The venue list; the previous page stays on screen while the next one loads. */
export function useVenues(query: VenueListQuery) {
  return useQuery(venuesQueryOptions(query));
}

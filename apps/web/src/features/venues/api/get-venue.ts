import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Venue, VenueListResponse } from '@oyna/shared';
import { apiQuery } from '../../../lib/api-client';
import { venueKeys } from '../../../api/venue-keys';

/** GET /venues/{id}: one venue, or an `ApiError` with status 404 and code `venue_not_found`. */
export const venueQueryOptions = (id: number) => apiQuery<Venue>(venueKeys.detail(id), `/venues/${id}`);

/** A venue already shown in a loaded list, so its page can render before its own request ends. */
function venueFromLists(queryClient: QueryClient, id: number): Venue | undefined {
  for (const [, list] of queryClient.getQueriesData<VenueListResponse>({ queryKey: venueKeys.lists() })) {
    const venue = list?.items.find((item) => item.id === id);
    if (venue) return venue;
  }
  return undefined;
}

export function useVenue(id: number, options: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    ...venueQueryOptions(id),
    enabled: options.enabled ?? true,
    placeholderData: () => venueFromLists(queryClient, id),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { Venue, VenueListResponse } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

const PAGE_SIZE = 100;

/** Every venue (GET /venues, page by page), for the venue filter and the organizer's picker. */
export async function getVenueOptions(signal?: AbortSignal): Promise<Venue[]> {
  const venues: Venue[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await apiClient.get<VenueListResponse>('/venues', {
      params: { page, page_size: PAGE_SIZE },
      signal,
    });
    venues.push(...data.items);
    if (data.items.length === 0 || venues.length >= data.total) return venues;
  }
}

export function useVenueOptions() {
  return useQuery({
    queryKey: gameKeys.venueOptions(),
    queryFn: ({ signal }) => getVenueOptions(signal),
    staleTime: 60 * 60 * 1000,
  });
}

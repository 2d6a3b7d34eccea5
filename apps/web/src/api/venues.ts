import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Venue, VenueListQuery, VenueListResponse } from '@oyna/shared';
import { apiGet } from '../lib/api-client';
import { venueKeys } from './venue-keys';

/** GET /venues: one page of venues matching the search and filters. */
export const getVenues = (query: VenueListQuery, signal?: AbortSignal) =>
  apiGet<VenueListResponse>('/venues', signal, query);

export const venuesQueryOptions = (query: VenueListQuery) =>
  queryOptions({
    queryKey: venueKeys.list(query),
    queryFn: ({ signal }) => getVenues(query, signal),
    placeholderData: keepPreviousData,
  });

/** The venue list; the previous page stays on screen while the next one loads. */
export const useVenues = (query: VenueListQuery) => useQuery(venuesQueryOptions(query));

const OPTIONS_PAGE_SIZE = 100;

/** Every venue (GET /venues, page by page), for the games' venue filter and the organizer's picker. */
export async function getVenueOptions(signal?: AbortSignal): Promise<Venue[]> {
  const venues: Venue[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await getVenues({ page, page_size: OPTIONS_PAGE_SIZE }, signal);
    venues.push(...items);
    if (items.length === 0 || venues.length >= total) return venues;
  }
}

export const venueOptionsQueryOptions = () =>
  queryOptions({
    queryKey: venueKeys.options(),
    queryFn: ({ signal }) => getVenueOptions(signal),
    staleTime: 60 * 60 * 1000,
  });

/** Every venue, asked for once `enabled` (a picker on screen). */
export const useVenueOptions = (enabled = true) => useQuery({ ...venueOptionsQueryOptions(), enabled });

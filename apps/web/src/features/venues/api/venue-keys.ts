import type { VenueListQuery } from '@oyna/shared';

/** Query keys of the venues feature; `all` invalidates every venue query at once. */
export const venueKeys = {
  all: ['venues'] as const,
  lists: () => [...venueKeys.all, 'list'] as const,
  list: (query: VenueListQuery) => [...venueKeys.lists(), query] as const,
  detail: (id: number) => [...venueKeys.all, 'detail', id] as const,
};

import type { VenueListQuery } from '@oyna/shared';

/** Query keys of venues (the venues pages, and every venue for the games filter and the organizer). */
export const venueKeys = {
  all: ['venues'] as const,
  lists: () => [...venueKeys.all, 'list'] as const,
  list: (query: VenueListQuery) => [...venueKeys.lists(), query] as const,
  detail: (id: number) => [...venueKeys.all, 'detail', id] as const,
  options: () => [...venueKeys.all, 'options'] as const,
};

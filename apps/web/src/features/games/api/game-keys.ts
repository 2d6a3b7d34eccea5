import type { GameListQuery } from '@oyna/shared';

/** Query keys of the games feature; `all` invalidates every game query at once. */
export const gameKeys = {
  all: ['games'] as const,
  lists: () => [...gameKeys.all, 'list'] as const,
  list: (query: GameListQuery) => [...gameKeys.lists(), query] as const,
  detail: (id: string) => [...gameKeys.all, 'detail', id] as const,
  roster: (id: string) => [...gameKeys.all, 'roster', id] as const,
  teams: (id: string) => [...gameKeys.all, 'teams', id] as const,
  result: (id: string) => [...gameKeys.all, 'result', id] as const,
  venueOptions: () => [...gameKeys.all, 'venue-options'] as const,
};

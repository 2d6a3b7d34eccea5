import type { GameListQuery, OrganizedGamesQuery } from '@oyna/shared';

/**
 * Query keys of everything about games, shared by the games, organizer, sides and results features:
 * `all` invalidates every game query at once (after a booking).
 */
export const gameKeys = {
  all: ['games'] as const,
  lists: () => [...gameKeys.all, 'list'] as const,
  list: (query: GameListQuery) => [...gameKeys.lists(), query] as const,
  /** The games I run (the organizer feature); under the lists, so creating or editing a game refreshes it. */
  organized: (query: OrganizedGamesQuery) => [...gameKeys.lists(), 'organized', query] as const,
  /** The games I referee (the referees feature); a list, so a booking or an assignment refreshes it. */
  refereed: (scope: 'upcoming' | 'past', page: number) =>
    [...gameKeys.lists(), 'refereed', scope, page] as const,
  detail: (id: string) => [...gameKeys.all, 'detail', id] as const,
  roster: (id: string) => [...gameKeys.all, 'roster', id] as const,
  allSides: () => [...gameKeys.all, 'sides'] as const,
  sides: (id: string) => [...gameKeys.allSides(), id] as const,
  result: (id: string) => [...gameKeys.all, 'result', id] as const,
};

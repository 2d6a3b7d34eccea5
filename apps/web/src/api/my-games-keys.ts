import type { MyGamesQuery } from '@oyna/shared';

/**
 * Query keys of `GET /users/me/games` (my games page, the profile's past games): a booking and a
 * recorded result refresh `all`.
 */
export const myGamesKeys = {
  all: ['my-games'] as const,
  list: (query: MyGamesQuery) => [...myGamesKeys.all, query] as const,
};

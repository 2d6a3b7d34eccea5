import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MyGamesQuery, MyGamesResponse } from '@oyna/shared';
import { apiQuery } from '../lib/api-client';
import { myGamesKeys } from './my-games-keys';

/** GET /users/me/games: my booked games, upcoming (soonest first) or past (latest first). */
export const myGamesQueryOptions = (query: MyGamesQuery) =>
  apiQuery<MyGamesResponse>(myGamesKeys.list(query), '/users/me/games', {
    params: query,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

/** One page of my games; the previous page stays on screen while the next one loads. */
export const useMyGames = (query: MyGamesQuery) => useQuery(myGamesQueryOptions(query));

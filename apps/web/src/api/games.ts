import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GameListQuery, GameListResponse } from '@oyna/shared';
import { apiQuery } from '../lib/api-client';
import { gameKeys } from './game-keys';

/** Places change all the time: a list on screen is refreshed this often and on focus. */
export const GAME_LIST_REFRESH_MS = 30_000;

/** GET /games: one page of games matching the search and filters, with my price. */
export const gamesQueryOptions = (query: GameListQuery) =>
  apiQuery<GameListResponse>(gameKeys.list(query), '/games', {
    params: query,
    placeholderData: keepPreviousData,
    staleTime: GAME_LIST_REFRESH_MS,
    refetchInterval: GAME_LIST_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

/** The game list; the previous page stays on screen while the next one loads. */
export const useGames = (query: GameListQuery) => useQuery(gamesQueryOptions(query));

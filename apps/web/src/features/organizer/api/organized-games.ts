import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrganizedGamesQuery, OrganizedGamesResponse } from '@oyna/shared';
import { gameKeys } from '../../../api/game-keys';
import { apiQuery } from '../../../lib/api-client';

/** GET /users/me/organized-games: one view of the games I run, with how many each view holds. */
export const useOrganizedGames = (query: OrganizedGamesQuery) =>
  useQuery(
    apiQuery<OrganizedGamesResponse>(gameKeys.organized(query), '/users/me/organized-games', {
      params: query,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
      refetchOnWindowFocus: true,
    }),
  );

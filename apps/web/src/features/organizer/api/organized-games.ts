import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizedGamesQuery, OrganizedGamesResponse } from '@oyna/shared';
import { gameKeys } from '../../../api/game-keys';
import { apiClient } from '../../../lib/api-client';

/** GET /users/me/organized-games: one view of the games I run, with how many each view holds. */
export async function getOrganizedGames(
  query: OrganizedGamesQuery,
  signal?: AbortSignal,
): Promise<OrganizedGamesResponse> {
  const response = await apiClient.get<OrganizedGamesResponse>('/users/me/organized-games', {
    params: query,
    signal,
  });
  return response.data;
}

export function useOrganizedGames(query: OrganizedGamesQuery) {
  return useQuery(
    queryOptions({
      queryKey: gameKeys.organized(query),
      queryFn: ({ signal }) => getOrganizedGames(query, signal),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
      refetchOnWindowFocus: true,
    }),
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameResult } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { gameKeys } from '../../../api/game-keys';

/** GET /games/{id}/result: the score, scorers, rating changes and the vote; null before it is recorded. */
export async function getGameResult(gameId: string, signal?: AbortSignal): Promise<GameResult | null> {
  try {
    const response = await apiClient.get<GameResult>(`/games/${gameId}/result`, { signal });
    return response.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.code === 'result_not_recorded')
      return null;
    throw error;
  }
}

export function gameResultQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: gameKeys.result(gameId),
    queryFn: ({ signal }) => getGameResult(gameId, signal),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

export function useGameResult(gameId: string, enabled: boolean) {
  return useQuery({ ...gameResultQueryOptions(gameId), enabled });
}

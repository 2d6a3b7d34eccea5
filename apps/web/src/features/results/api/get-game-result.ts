import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameResult } from '@oyna/shared';
import { apiGet } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { gameKeys } from '../../../api/game-keys';

/** GET /games/{id}/result: the score, scorers, rating changes and the vote; null before it is recorded. */
async function getGameResult(gameId: string, signal?: AbortSignal): Promise<GameResult | null> {
  try {
    return await apiGet<GameResult>(`/games/${gameId}/result`, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.code === 'result_not_recorded')
      return null;
    throw error;
  }
}

export const gameResultQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: gameKeys.result(gameId),
    queryFn: ({ signal }) => getGameResult(gameId, signal),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    retry: false,
  });

export const useGameResult = (gameId: string, enabled: boolean) =>
  useQuery({ ...gameResultQueryOptions(gameId), enabled });

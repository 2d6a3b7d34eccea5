import { useQuery } from '@tanstack/react-query';
import type { GameDetail } from '@oyna/shared';
import { apiQuery } from '../lib/api-client';
import { gameKeys } from './game-keys';

/** GET /games/{id}: the game with its venue, players, my booking and my price. */
export const gameQueryOptions = (id: string) =>
  apiQuery<GameDetail>(gameKeys.detail(id), `/games/${id}`, {
    // The places arrive live over SSE; the rest (players, my booking) is refreshed on focus.
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });

export const useGame = (id: string) => useQuery(gameQueryOptions(id));

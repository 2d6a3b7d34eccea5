import { useQuery } from '@tanstack/react-query';
import type { GameSides } from '@oyna/shared';
import { apiQuery } from '../lib/api-client';
import { gameKeys } from './game-keys';

/** GET /games/{id}/sides: the saved sides (players of the game and its organizer; 403 for others). */
export const gameSidesQueryOptions = (gameId: string) =>
  apiQuery<GameSides>(gameKeys.sides(gameId), `/games/${gameId}/sides`, {
    staleTime: 15_000,
    // A 403 (not a player of this game) or 404 will not change by asking again.
    retry: false,
  });

export const useGameSides = (gameId: string, enabled: boolean) =>
  useQuery({ ...gameSidesQueryOptions(gameId), enabled });

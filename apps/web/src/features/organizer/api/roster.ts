import { useMutation, useQuery } from '@tanstack/react-query';
import type { AttendanceMark, GameRoster } from '@oyna/shared';
import { apiPatch, apiQuery } from '../../../lib/api-client';
import { gameKeys } from '../../../api/game-keys';

/** GET /games/{id}/registrations: bookings with payment and attendance (the game's organizer). */
export const useRoster = (gameId: string) =>
  useQuery(
    apiQuery<GameRoster>(gameKeys.roster(gameId), `/games/${gameId}/registrations`, {
      staleTime: 15_000,
      refetchOnWindowFocus: true,
    }),
  );

export type RosterChange = { paid: true } | { attendance: AttendanceMark | null };

/** PATCH /games/{id}/registrations/{registrationId}: cash received, or attendance taken. */
export const useUpdateRosterEntry = (gameId: string) =>
  useMutation({
    mutationFn: ({ registrationId, change }: { registrationId: string; change: RosterChange }) =>
      apiPatch<GameRoster>(`/games/${gameId}/registrations/${registrationId}`, change),
    onSuccess: (roster, _variables, _result, { client }) =>
      client.setQueryData(gameKeys.roster(gameId), roster),
  });

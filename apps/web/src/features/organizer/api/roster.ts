import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttendanceMark, GameRoster } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { gameKeys } from '../../../api/game-keys';

/** GET /games/{id}/registrations: bookings with payment and attendance (the game's organizer). */
export async function getRoster(gameId: string, signal?: AbortSignal): Promise<GameRoster> {
  const response = await apiClient.get<GameRoster>(`/games/${gameId}/registrations`, { signal });
  return response.data;
}

export function useRoster(gameId: string) {
  return useQuery({
    queryKey: gameKeys.roster(gameId),
    queryFn: ({ signal }) => getRoster(gameId, signal),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}

export type RosterChange = { paid: true } | { attendance: AttendanceMark | null };

/** PATCH /games/{id}/registrations/{registrationId}: cash received, or attendance taken. */
export async function updateRosterEntry(
  gameId: string,
  registrationId: string,
  change: RosterChange,
): Promise<GameRoster> {
  const response = await apiClient.patch<GameRoster>(
    `/games/${gameId}/registrations/${registrationId}`,
    change,
  );
  return response.data;
}

export function useUpdateRosterEntry(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ registrationId, change }: { registrationId: string; change: RosterChange }) =>
      updateRosterEntry(gameId, registrationId, change),
    onSuccess: (roster) => queryClient.setQueryData(gameKeys.roster(gameId), roster),
  });
}

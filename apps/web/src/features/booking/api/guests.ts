import type { GuestBookingResult, LeaveResult } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { useBookingMutation } from './booking-mutation';

/** POST /games/{id}/guests: a place for a named guest, paid from my wallet at once. */
export async function addGuest(variables: { gameId: string; name: string }): Promise<GuestBookingResult> {
  const response = await apiClient.post<GuestBookingResult>(`/games/${variables.gameId}/guests`, {
    name: variables.name,
  });
  return response.data;
}

/** DELETE /games/{id}/guests/{guestId}: my guest leaves; says what came back to my wallet. */
export async function removeGuest(variables: { gameId: string; guestId: string }): Promise<LeaveResult> {
  const response = await apiClient.delete<LeaveResult>(
    `/games/${variables.gameId}/guests/${variables.guestId}`,
  );
  return response.data;
}

export function useAddGuest() {
  return useBookingMutation(addGuest);
}

export function useRemoveGuest() {
  return useBookingMutation(removeGuest);
}

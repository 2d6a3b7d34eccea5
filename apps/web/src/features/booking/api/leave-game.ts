import type { LeaveResult } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { useBookingMutation } from './booking-mutation';

/** DELETE /games/{id}/registrations/me: leave the game or the waitlist; says what was refunded. */
export async function leaveGame(gameId: string): Promise<LeaveResult> {
  const response = await apiClient.delete<LeaveResult>(`/games/${gameId}/registrations/me`);
  return response.data;
}

export function useLeaveGame() {
  return useBookingMutation(leaveGame);
}

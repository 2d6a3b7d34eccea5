import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaveResult } from '@oyna/shared';
import { receiveBalance, rereadWallet } from '../../../api/wallet';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterBooking } from './refresh-after-booking';

/** DELETE /games/{id}/registrations/me: leave the game or the waitlist; says what was refunded. */
export async function leaveGame(gameId: string): Promise<LeaveResult> {
  const response = await apiClient.delete<LeaveResult>(`/games/${gameId}/registrations/me`);
  return response.data;
}

export function useLeaveGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveGame,
    onSuccess: (result) => receiveBalance(queryClient, result.balance),
    onError: () => rereadWallet(queryClient),
    onSettled: () => refreshAfterBooking(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestBookingResult, LeaveResult } from '@oyna/shared';
import { receiveBalance, rereadWallet } from '../../../api/wallet';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterBooking } from './refresh-after-booking';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGuest,
    onSuccess: (result) => receiveBalance(queryClient, result.balance),
    onError: () => rereadWallet(queryClient),
    onSettled: () => refreshAfterBooking(queryClient),
  });
}

export function useRemoveGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGuest,
    onSuccess: (result) => receiveBalance(queryClient, result.balance),
    onError: () => rereadWallet(queryClient),
    onSettled: () => refreshAfterBooking(queryClient),
  });
}

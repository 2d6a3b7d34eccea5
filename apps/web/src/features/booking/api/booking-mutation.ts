import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receiveBalance, rereadWallet } from '../../../api/wallet';
import { refreshAfterBooking } from './refresh-after-booking';

/**
 * A request that moves a place and money (book, leave, add or remove a guest): the balance its
 * answer carries goes into the wallet, a failure rereads the wallet (the money may have moved
 * anyway), and either way the games are read again.
 */
export function useBookingMutation<TVariables, TResult extends { balance: number }>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => receiveBalance(queryClient, result.balance),
    onError: () => rereadWallet(queryClient),
    onSettled: () => refreshAfterBooking(queryClient),
  });
}

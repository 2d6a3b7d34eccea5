import { useMutation } from '@tanstack/react-query';
import { receiveBalance, rereadWallet } from '../../../api/wallet';
import { refreshAfterBooking } from './refresh-after-booking';

/**
 * A request that moves a place and money (book, leave, add or remove a guest): the balance its
 * answer carries goes into the wallet, a failure rereads the wallet (the money may have moved
 * anyway), and either way the games are read again.
 */
export const useBookingMutation = <TVariables, TResult extends { balance: number }>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) =>
  useMutation({
    mutationFn,
    onSuccess: (result, _variables, _context, { client }) => receiveBalance(client, result.balance),
    onError: (_error, _variables, _context, { client }) => rereadWallet(client),
    onSettled: (_result, _error, _variables, _context, { client }) => refreshAfterBooking(client),
  });

import type { QueryClient } from '@tanstack/react-query';
import { sessionApi } from '../../../lib/session/session-api';
import { useSessionStore } from '../../../lib/session/session-store';
import { DASHBOARD_KEY } from '../../../lib/shared-query-keys';
import { gameKeys } from './game-keys';

/** My games queries (`/games/mine`) start with this key. */
export const MY_GAMES_KEY_PREFIX = ['my-games'] as const;

/** After money moved, the balance in the top bar follows: the user is read again. */
async function refreshWalletBalance(): Promise<void> {
  if (!useSessionStore.getState().isAuthenticated) return;
  try {
    useSessionStore.getState().setUser(await sessionApi.getMe());
  } catch {
    // The balance catches up on the next page load; the booking itself already happened.
  }
}

/** A booking changed: games, my games and the wallet balance are read again. */
export async function refreshAfterBooking(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: gameKeys.all }),
    queryClient.invalidateQueries({ queryKey: MY_GAMES_KEY_PREFIX }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
    refreshWalletBalance(),
  ]);
}

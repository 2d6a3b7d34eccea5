import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dashboardKeys } from '../../api/dashboard-keys';
import { gameKeys } from '../../api/game-keys';
import { myGamesKeys } from '../../api/my-games-keys';
import { walletKeys } from '../../api/wallet-keys';
import { useMiniAppStore } from './mini-app-bridge';

/**
 * What a top-up paid on the provider's page, outside the Mini App, may have changed: the wallet,
 * and the bookings a held place was waiting for (the game pages, my games, the dashboard).
 */
export function refreshMoneyAndBookings(queryClient: QueryClient): void {
  for (const queryKey of [walletKeys.all, gameKeys.all, myGamesKeys.all, dashboardKeys.all])
    void queryClient.invalidateQueries({ queryKey });
}

/**
 * Inside the Telegram Mini App, reads the wallet and the bookings again whenever the app comes back
 * to the front (decision 83: a top-up is paid outside it). Nothing outside Telegram: the web keeps
 * its rule of no refetch on focus.
 */
export function useRefreshWhenBack(queryClient: QueryClient): void {
  const bridge = useMiniAppStore((state) => state.bridge);
  useEffect(() => {
    if (!bridge) return;
    return bridge.onReturn(() => refreshMoneyAndBookings(queryClient));
  }, [bridge, queryClient]);
}

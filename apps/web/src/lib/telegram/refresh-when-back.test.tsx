// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardKeys } from '../../api/dashboard-keys';
import { gameKeys } from '../../api/game-keys';
import { myGamesKeys } from '../../api/my-games-keys';
import { walletKeys } from '../../api/wallet-keys';
import { useMiniAppStore } from './mini-app-bridge';
import { fakeMiniAppBridge } from './testing/fake-mini-app-bridge';
import { useRefreshWhenBack } from './refresh-when-back';

/** A cache holding a wallet, a game page, my games, the dashboard and a venue, all fresh. */
function filledCache() {
  const client = new QueryClient();
  for (const key of [
    walletKeys.summary(),
    gameKeys.detail('g1'),
    myGamesKeys.all,
    dashboardKeys.all,
    ['venues', 'list'],
  ])
    client.setQueryData(key, { cached: true });
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
  return { client, stale };
}

afterEach(() => {
  cleanup();
  useMiniAppStore.setState({ bridge: null });
});

describe('the Mini App back at the front', () => {
  it('reads the wallet and the bookings again (a top-up was paid outside), nothing else', () => {
    const telegram = fakeMiniAppBridge();
    const { client, stale } = filledCache();
    const { unmount } = renderHook(() => useRefreshWhenBack(client));
    expect(stale(walletKeys.summary())).toBe(false);

    telegram.comeBack();
    expect(stale(walletKeys.summary())).toBe(true);
    expect(stale(gameKeys.detail('g1'))).toBe(true);
    expect(stale(myGamesKeys.all)).toBe(true);
    expect(stale(dashboardKeys.all)).toBe(true);
    expect(stale(['venues', 'list'])).toBe(false);

    unmount();
    expect(telegram.returnListeners.size).toBe(0);
  });

  it('does nothing outside Telegram', () => {
    const { client, stale } = filledCache();
    renderHook(() => useRefreshWhenBack(client));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(stale(walletKeys.summary())).toBe(false);
  });
});

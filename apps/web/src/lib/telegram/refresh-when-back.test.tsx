// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardKeys } from '../../api/dashboard-keys';
import { gameKeys } from '../../api/game-keys';
import { myGamesKeys } from '../../api/my-games-keys';
import { walletKeys } from '../../api/wallet-keys';
import { type MiniAppBridge, useMiniAppStore } from './mini-app-bridge';
import { useRefreshWhenBack } from './refresh-when-back';

/** A faked Telegram whose "back to the front" the test fires. */
function fakeTelegram() {
  const listeners = new Set<() => void>();
  const bridge: MiniAppBridge = {
    showMainButton: () => () => undefined,
    setBackButton: () => undefined,
    onBack: () => () => undefined,
    haptic: () => undefined,
    setClosingConfirmation: () => undefined,
    shareMessage: () => Promise.resolve(),
    onReturn(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { bridge, listeners, comeBack: () => listeners.forEach((listener) => listener()) };
}

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
    const telegram = fakeTelegram();
    useMiniAppStore.setState({ bridge: telegram.bridge });
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
    expect(telegram.listeners.size).toBe(0);
  });

  it('does nothing outside Telegram', () => {
    const { client, stale } = filledCache();
    renderHook(() => useRefreshWhenBack(client));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(stale(walletKeys.summary())).toBe(false);
  });
});

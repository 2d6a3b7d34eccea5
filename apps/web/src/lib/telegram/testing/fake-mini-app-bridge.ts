import { type MainButtonParams, type MiniAppBridge, useMiniAppStore } from '../mini-app-bridge';

/**
 * A faked Telegram around the app for component tests, installed in the Mini App's store: the Main
 * button as last shown (null when hidden) and a tap on it, the app brought back to the front, and
 * any call replaced by `overrides`. `useMiniAppStore.setState({ bridge: null })` takes it away.
 */
export function fakeMiniAppBridge(overrides: Partial<MiniAppBridge> = {}) {
  const mainButton: { params: MainButtonParams | null; tap: () => void } = {
    params: null,
    tap: () => undefined,
  };
  const returnListeners = new Set<() => void>();
  const bridge: MiniAppBridge = {
    showMainButton(params, onClick) {
      mainButton.params = params;
      mainButton.tap = onClick;
      return () => {
        mainButton.params = null;
        mainButton.tap = () => undefined;
      };
    },
    setBackButton: () => undefined,
    onBack: () => () => undefined,
    haptic: () => undefined,
    setClosingConfirmation: () => undefined,
    shareMessage: () => Promise.resolve(),
    onReturn(listener) {
      returnListeners.add(listener);
      return () => returnListeners.delete(listener);
    },
    ...overrides,
  };
  useMiniAppStore.setState({ bridge });
  return {
    bridge,
    mainButton,
    returnListeners,
    comeBack: () => returnListeners.forEach((listener) => listener()),
  };
}

import { useEffect, useRef } from 'react';
import { useMiniAppStore } from '../lib/telegram/mini-app-bridge';

export interface MainButtonOptions {
  disabled?: boolean;
  loading?: boolean;
  /** False hides it (a page whose action is not available now). */
  visible?: boolean;
}

/**
 * Inside the Telegram Mini App, Telegram's Main button carries this page's primary action (book,
 * pay and book, save) while the page is shown; outside Telegram it does nothing. The page keeps its
 * own button too: the Main button is a second way to the same action.
 */
export function useMainButton(label: string, onClick: () => void, options: MainButtonOptions = {}): void {
  const bridge = useMiniAppStore((state) => state.bridge);
  const latestClick = useRef(onClick);
  useEffect(() => {
    latestClick.current = onClick;
  });
  const { disabled = false, loading = false, visible = true } = options;

  useEffect(() => {
    if (!bridge || !visible) return;
    return bridge.showMainButton({ text: label, enabled: !disabled && !loading, loading }, () => {
      latestClick.current();
    });
  }, [bridge, label, disabled, loading, visible]);
}

import { useEffect } from 'react';
import { useMiniAppStore } from '../lib/telegram/mini-app-bridge';

/**
 * Inside the Telegram Mini App, closing it asks first while `when` holds (a form with unsaved
 * changes). Best effort: some Telegram clients close without asking. Nothing outside Telegram.
 */
export function useClosingConfirmation(when: boolean): void {
  const bridge = useMiniAppStore((state) => state.bridge);
  useEffect(() => {
    if (!bridge || !when) return;
    bridge.setClosingConfirmation(true);
    return () => bridge.setClosingConfirmation(false);
  }, [bridge, when]);
}

import { create } from 'zustand';
import type { TelegramColors } from './mini-app-palette';

export type HapticOutcome = 'success' | 'error' | 'warning';

export interface MainButtonParams {
  text: string;
  enabled: boolean;
  loading: boolean;
}

/**
 * What the app asks of Telegram inside the Mini App, whatever speaks to Telegram underneath
 * (features/telegram-app/sdk-bridge.ts, over the Mini Apps SDK). Outside Telegram there is none.
 */
export interface MiniAppBridge {
  /** Shows the Main button with these params; its taps call `onClick`. Returns: hide it again. */
  showMainButton(params: MainButtonParams, onClick: () => void): () => void;
  /** Shows or hides the Back button (the header's, or the device's back on Android). */
  setBackButton(visible: boolean): void;
  /** Taps on the Back button; returns: stop listening. */
  onBack(listener: () => void): () => void;
  haptic(outcome: HapticOutcome): void;
  /** Asks before the Mini App is closed (best effort: not every client honours it). */
  setClosingConfirmation(enabled: boolean): void;
  /**
   * Opens Telegram's dialog to share the bot's prepared message `id` into a chat; resolves once
   * sent, rejects when the player declined or Telegram could not (Mini Apps 8.0 and later).
   */
  shareMessage(id: string): Promise<void>;
  /** The Mini App comes back to the front (the player returns from a payment page); returns: stop listening. */
  onReturn(listener: () => void): () => void;
}

interface MiniAppState {
  bridge: MiniAppBridge | null;
  /** Telegram's theme now (it changes live when the user switches it); null outside Telegram. */
  colors: TelegramColors | null;
  colorScheme: 'dark' | 'light' | null;
}

/** The Mini App's bridge and theme, null outside Telegram (set by the Mini App's start). */
export const useMiniAppStore = create<MiniAppState>()(() => ({
  bridge: null,
  colors: null,
  colorScheme: null,
}));

/** The bridge, or null outside Telegram: for code outside React (toasts, the router). */
export function miniAppBridge(): MiniAppBridge | null {
  return useMiniAppStore.getState().bridge;
}

import {
  backButton,
  closingBehavior,
  hapticFeedback,
  mainButton,
  miniApp,
  off,
  on,
  shareMessage,
  themeParams,
  viewport,
} from '@tma.js/sdk-react';
import type { MiniAppBridge } from '../../lib/telegram/mini-app-bridge';
import type { TelegramColors } from '../../lib/telegram/mini-app-palette';

/** Runs a call of the SDK that a Telegram client may not support: unsupported means skipped. */
function tryTo(action: () => void): void {
  try {
    action();
  } catch (error) {
    console.warn('Telegram Mini App call skipped', error);
  }
}

/** Mounts what the app uses and tells Telegram the app is ready (its placeholder goes). */
export function mountSdk(): void {
  tryTo(() => miniApp.mount());
  tryTo(() => themeParams.mount());
  tryTo(() => backButton.mount());
  tryTo(() => mainButton.mount());
  tryTo(() => closingBehavior.mount());
  tryTo(() => miniApp.ready());
  // The viewport answers Telegram's request later: its CSS variables (height, safe areas) follow.
  void (async () => {
    try {
      await viewport.mount();
      viewport.bindCssVars();
      if (!viewport.isExpanded()) viewport.expand();
    } catch (error) {
      console.warn('Telegram viewport not available', error);
    }
  })();
}

/** Telegram's theme colours now. */
export function sdkColors(): TelegramColors {
  return {
    bgColor: themeParams.bgColor(),
    secondaryBgColor: themeParams.secondaryBgColor(),
    sectionBgColor: themeParams.sectionBgColor(),
    textColor: themeParams.textColor(),
    hintColor: themeParams.hintColor(),
    buttonColor: themeParams.buttonColor(),
    buttonTextColor: themeParams.buttonTextColor(),
  };
}

/**
 * Calls `listener` whenever Telegram's theme changes (the user switched it): on Telegram's event,
 * once the SDK has taken the new colours (a subscription to the SDK's theme state alone missed it).
 */
export function onThemeChange(listener: () => void): () => void {
  const afterSdk = () => void setTimeout(listener, 0);
  on('theme_changed', afterSdk);
  return () => off('theme_changed', afterSdk);
}

/** The app's bridge to Telegram over the Mini Apps SDK. */
export const sdkBridge: MiniAppBridge = {
  showMainButton(params, onClick) {
    let stopListening = () => undefined as void;
    tryTo(() => {
      mainButton.setParams({
        text: params.text,
        isEnabled: params.enabled,
        isLoaderVisible: params.loading,
        isVisible: true,
      });
      stopListening = mainButton.onClick(onClick);
    });
    return () => {
      stopListening();
      tryTo(() => mainButton.setParams({ isVisible: false, isLoaderVisible: false }));
    };
  },
  setBackButton(visible) {
    tryTo(() => (visible ? backButton.show() : backButton.hide()));
  },
  onBack(listener) {
    let stop = () => undefined as void;
    tryTo(() => {
      stop = backButton.onClick(listener);
    });
    return () => stop();
  },
  haptic(outcome) {
    tryTo(() => {
      if (hapticFeedback.isSupported()) hapticFeedback.notificationOccurred(outcome);
    });
  },
  setClosingConfirmation(enabled) {
    tryTo(() => (enabled ? closingBehavior.enableConfirmation() : closingBehavior.disableConfirmation()));
  },
  async shareMessage(id) {
    await shareMessage(id);
  },
  onReturn(listener) {
    // Telegram's `visibility_changed` (8.0 and later) and the page's own visibility (older clients,
    // Telegram Web): either may say so first; a second refresh right after changes nothing.
    const fromTelegram = (payload: { is_visible: boolean }) => {
      if (payload.is_visible) listener();
    };
    const fromPage = () => {
      if (document.visibilityState === 'visible') listener();
    };
    on('visibility_changed', fromTelegram);
    document.addEventListener('visibilitychange', fromPage);
    return () => {
      off('visibility_changed', fromTelegram);
      document.removeEventListener('visibilitychange', fromPage);
    };
  },
};

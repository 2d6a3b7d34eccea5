/**
 * The edges of the screen that the app must not draw under, and the height it has, as CSS values.
 * In a browser they are the device's safe areas (`env(safe-area-inset-*)`) and the dynamic viewport
 * height. Inside Telegram (`<html data-mini-app="telegram">`) they come from the Mini Apps SDK's
 * viewport variables: Telegram's own safe area plus its content safe area (the space its header
 * controls take in full screen), and the stable viewport height, which does not jump while the iOS
 * keyboard opens (docs/decisions/0083-telegram-mini-app.md).
 */
export const SAFE_TOP = 'var(--oyna-safe-top, 0px)';
export const SAFE_BOTTOM = 'var(--oyna-safe-bottom, 0px)';
export const APP_HEIGHT = 'var(--oyna-app-height, 100dvh)';

const telegramInset = (edge: 'top' | 'bottom') =>
  `calc(var(--tg-viewport-safe-area-inset-${edge}, 0px) + var(--tg-viewport-content-safe-area-inset-${edge}, 0px))`;

/** The root rules that give the three values above, for the theme's baseline styles. */
export const safeAreaRootStyles = {
  ':root': {
    '--oyna-safe-top': 'env(safe-area-inset-top, 0px)',
    '--oyna-safe-bottom': 'env(safe-area-inset-bottom, 0px)',
    '--oyna-app-height': '100dvh',
  },
  ':root[data-mini-app="telegram"]': {
    '--oyna-safe-top': telegramInset('top'),
    '--oyna-safe-bottom': telegramInset('bottom'),
    '--oyna-app-height': 'var(--tg-viewport-stable-height, 100dvh)',
  },
} as const;

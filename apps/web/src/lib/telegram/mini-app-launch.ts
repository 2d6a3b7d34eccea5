/** Remembers for the tab that the app was launched inside Telegram: the hash is gone after the first navigation. */
export const MINI_APP_SESSION_KEY = 'oyna.telegram-mini-app';

/**
 * True when the page runs as a Telegram Mini App: Telegram puts its launch parameters in the
 * address's hash (`#tgWebAppData=…&tgWebAppVersion=…`), and a reload in the same tab keeps the mark.
 * Cheap on purpose: the Mini Apps SDK is loaded only when this holds.
 */
export function isMiniAppLaunch(location: Pick<Location, 'hash'> = window.location): boolean {
  try {
    if (/[#&]tgWebApp(Data|Version|Platform)=/.test(location.hash)) {
      window.sessionStorage.setItem(MINI_APP_SESSION_KEY, '1');
      return true;
    }
    return window.sessionStorage.getItem(MINI_APP_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

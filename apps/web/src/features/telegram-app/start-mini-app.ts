import { isLanguage, miniAppTargetPath, parseMiniAppStartParam } from '@oyna/shared';
import { init, retrieveLaunchParams, retrieveRawInitData } from '@tma.js/sdk-react';
import { errorMessage } from '../../lib/api-error';
import { i18n } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session/session-store';
import { LANGUAGE_STORAGE_KEY } from '../../lib/storage-keys';
import { useMiniAppStore } from '../../lib/telegram/mini-app-bridge';
import { toast } from '../../lib/toast';
import { signInWithMiniApp } from './api/sign-in-with-mini-app';
import { mountSdk, onThemeChange, sdkBridge, sdkColors } from './sdk-bridge';

/** The `hash` of the launch already traded for a session in this tab: a reload does not trade it again. */
const EXCHANGED_KEY = 'oyna.telegram-mini-app.exchanged';

/** The page the launch opens: its `startapp` target, or the player's home. */
function launchPath(startParam: string | undefined): string {
  const path = miniAppTargetPath(parseMiniAppStartParam(startParam));
  return path === '/' ? '/dashboard' : path;
}

/** The Telegram user's language, when nothing was chosen in this app yet and Oyna speaks it. */
async function followTelegramLanguage(initData: URLSearchParams): Promise<void> {
  try {
    if (window.localStorage.getItem(LANGUAGE_STORAGE_KEY)) return;
    const user: unknown = JSON.parse(initData.get('user') ?? 'null');
    const code =
      user && typeof user === 'object' ? (user as { language_code?: unknown }).language_code : null;
    const language = typeof code === 'string' ? code.toLowerCase().split('-')[0] : null;
    if (isLanguage(language) && language !== i18n.language) await i18n.changeLanguage(language);
  } catch {
    // the app's own language stays
  }
}

/**
 * Starts the app as a Telegram Mini App, before the first render (main.tsx): speaks to Telegram
 * through the Mini Apps SDK, follows its theme live, and signs in from the launch's init data
 * once (docs/decisions/0083-telegram-mini-app.md); the session then lives and refreshes as every
 * other. A launch with a `startapp` target opens that page. Refused init data is said in a toast and
 * the sign-in page is shown; a stored session is kept.
 */
export async function startMiniApp(): Promise<void> {
  let raw: string | undefined;
  try {
    raw = retrieveRawInitData();
  } catch (error) {
    console.warn('No Telegram launch parameters after all', error);
    return;
  }
  try {
    init();
    mountSdk();
    const applyTheme = () => {
      const colors = sdkColors();
      useMiniAppStore.setState({ colors: colors.bgColor ? colors : null });
    };
    applyTheme();
    onThemeChange(applyTheme);
    useMiniAppStore.setState({ bridge: sdkBridge });
    document.documentElement.dataset['miniApp'] = 'telegram';
  } catch (error) {
    // No Telegram around the page (the development link in a plain browser): the sign-in still works.
    console.warn('Telegram did not answer: the Mini App runs without its buttons', error);
  }

  if (!raw) return;
  const initData = new URLSearchParams(raw);
  const launch = initData.get('hash') ?? raw;
  if (window.sessionStorage.getItem(EXCHANGED_KEY) === launch) return; // a reload of this launch
  await followTelegramLanguage(initData);

  let startParam: string | undefined;
  try {
    startParam = retrieveLaunchParams().tgWebAppStartParam ?? initData.get('start_param') ?? undefined;
  } catch {
    startParam = initData.get('start_param') ?? undefined;
  }
  try {
    const auth = await signInWithMiniApp({ init_data: raw });
    useSessionStore.getState().signIn(auth);
    window.sessionStorage.setItem(EXCHANGED_KEY, launch);
    window.history.replaceState(null, '', launchPath(startParam));
  } catch (error) {
    toast.error(
      errorMessage(error, (key) => i18n.t(key)),
      'auth',
    );
    if (!useSessionStore.getState().token) window.history.replaceState(null, '', '/login');
  }
}

import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { type Page, expect } from '@playwright/test';
import { TELEGRAM_BOT_TOKEN } from './env';

/** Telegram's own theme colours (Android's night and day themes), as it sends them. */
export const TELEGRAM_THEMES = {
  dark: {
    bg_color: '#17212b',
    secondary_bg_color: '#232e3c',
    section_bg_color: '#17212b',
    text_color: '#f5f5f5',
    hint_color: '#708499',
    link_color: '#6ab3f3',
    button_color: '#5288c1',
    button_text_color: '#ffffff',
    header_bg_color: '#17212b',
  },
  light: {
    bg_color: '#ffffff',
    secondary_bg_color: '#efeff3',
    section_bg_color: '#ffffff',
    text_color: '#000000',
    hint_color: '#999999',
    link_color: '#2481cc',
    button_color: '#2481cc',
    button_text_color: '#ffffff',
    header_bg_color: '#ffffff',
  },
} as const;

export interface MiniAppUser {
  id: number;
  first_name: string;
  last_name?: string;
  language_code?: string;
}

export function newMiniAppUser(fields: Partial<MiniAppUser> = {}): MiniAppUser {
  return { id: randomInt(2_000_000_000, 2_100_000_000), first_name: 'Elvin', language_code: 'az', ...fields };
}

/**
 * Init data as Telegram signs it for a launch (core.telegram.org/bots/webapps, "Validating data
 * received via the Mini App"): every field but `hash`, sorted, as `key=value` lines, HMAC-SHA-256
 * keyed with HMAC-SHA-256("WebAppData", bot token). `signature` (Telegram's Ed25519 one for third
 * parties) is only carried along, as the SDK expects it.
 */
export function signedInitData(user: MiniAppUser, startParam?: string): string {
  const params = new URLSearchParams({
    auth_date: String(Math.floor(Date.now() / 1000)),
    chat_instance: '-4242424242424242',
    chat_type: 'sender',
    query_id: `AAE${randomBytes(9).toString('base64url')}`,
    signature: randomBytes(64).toString('base64url'),
    user: JSON.stringify(user),
  });
  if (startParam) params.set('start_param', startParam);
  const check = [...params.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(TELEGRAM_BOT_TOKEN).digest();
  params.set('hash', createHmac('sha256', secret).update(check).digest('hex'));
  return params.toString();
}

/** The app's address as Telegram opens a Mini App: its launch parameters in the hash. */
export function miniAppUrl(
  path: string,
  initData: string,
  options: { theme: keyof typeof TELEGRAM_THEMES; startParam?: string },
): string {
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(TELEGRAM_THEMES[options.theme]),
  });
  if (options.startParam) hash.set('tgWebAppStartParam', options.startParam);
  return `${path}#${hash.toString()}`;
}

/** The insets the scripted Telegram reports: its header controls' content safe area on top, the device's at the bottom. */
export const TELEGRAM_INSETS = { top: 46, bottom: 34 };

/**
 * Stands in for the Telegram app around the web view, as Android's client does: the page posts
 * methods to `window.TelegramWebviewProxy.postEvent(type, json)` and Telegram answers by calling
 * `window.Telegram.WebView.receiveEvent(type, data)` (which the Mini Apps SDK defines). Every method
 * is recorded in `window.__telegram.methods`; requests for the theme, viewport and safe areas are
 * answered. Telegram's own script (telegram-web-app.js) is never loaded.
 */
export async function scriptTelegram(page: Page, theme: keyof typeof TELEGRAM_THEMES): Promise<void> {
  await page.addInitScript(
    ({ themeParams, TELEGRAM_INSETS }) => {
      type Receive = (type: string, data?: unknown) => void;
      const state = { methods: [] as { type: string; data: unknown }[], theme: themeParams };
      const reply = (type: string, data?: unknown) =>
        setTimeout(() => {
          const receive = (window as unknown as { Telegram?: { WebView?: { receiveEvent?: Receive } } })
            .Telegram?.WebView?.receiveEvent;
          receive?.(type, data);
        }, 0);
      (window as unknown as { __telegram: typeof state }).__telegram = state;
      (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = {
        postEvent(type: string, json?: string) {
          const data: unknown = json ? JSON.parse(json) : undefined;
          state.methods.push({ type, data });
          if (type === 'web_app_request_theme') reply('theme_changed', { theme_params: state.theme });
          if (type === 'web_app_request_viewport')
            reply('viewport_changed', {
              height: window.innerHeight,
              width: window.innerWidth,
              is_expanded: true,
              is_state_stable: true,
            });
          // As on an iPhone in full screen: the home indicator below, Telegram's header controls above.
          if (type === 'web_app_request_safe_area')
            reply('safe_area_changed', { top: 0, bottom: TELEGRAM_INSETS.bottom, left: 0, right: 0 });
          if (type === 'web_app_request_content_safe_area')
            reply('content_safe_area_changed', { top: TELEGRAM_INSETS.top, bottom: 0, left: 0, right: 0 });
        },
      };
    },
    { themeParams: TELEGRAM_THEMES[theme], TELEGRAM_INSETS },
  );
}

/** What Telegram does when the user taps a button or switches the theme: an event into the page. */
export async function telegramEvent(page: Page, type: string, data?: unknown): Promise<void> {
  await page.evaluate(
    ([eventType, eventData]) => {
      const telegram = (
        window as unknown as { Telegram: { WebView: { receiveEvent: (t: string, d?: unknown) => void } } }
      ).Telegram;
      telegram.WebView.receiveEvent(eventType as string, eventData);
    },
    [type, data] as const,
  );
}

export interface MainButtonState {
  text?: string;
  is_visible?: boolean;
  is_active?: boolean;
  is_progress_visible?: boolean;
}

/** The Main button as the app last set it up. */
export async function mainButton(page: Page): Promise<MainButtonState | null> {
  return page.evaluate(() => {
    const methods = (window as unknown as { __telegram: { methods: { type: string; data: unknown }[] } })
      .__telegram.methods;
    const last = methods.filter((method) => method.type === 'web_app_setup_main_button').at(-1);
    return (last?.data ?? null) as MainButtonState | null;
  });
}

/** Whether the app last asked Telegram to show its Back button. */
export async function backButtonVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const methods = (window as unknown as { __telegram: { methods: { type: string; data: unknown }[] } })
      .__telegram.methods;
    const last = methods.filter((method) => method.type === 'web_app_setup_back_button').at(-1);
    return (last?.data as { is_visible?: boolean } | undefined)?.is_visible === true;
  });
}

/** Waits until the Main button reads `text` and can be tapped. */
export async function expectMainButton(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(async () => {
      const button = await mainButton(page);
      return button?.is_visible && button.is_active !== false ? (button.text ?? '') : '';
    })
    .toMatch(text);
}

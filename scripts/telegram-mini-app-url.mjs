#!/usr/bin/env node
// Development only: prints the address that opens the local app as the Telegram Mini App, with
// launch parameters and init data signed by TELEGRAM_BOT_TOKEN as Telegram would sign them
// (decision 83). The API must run with the same token. In a plain browser Telegram's own Back and
// Main buttons do not exist; the sign-in, the theme and the startapp target work as in Telegram.
//
//   TELEGRAM_BOT_TOKEN=123456:dev-token node scripts/telegram-mini-app-url.mjs \
//     [--id 700000001] [--name Elvin] [--lang az|ru|en] [--start game_<uuid>] [--theme dark|light] \
//     [--base http://localhost:3000]
import { createHmac, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    id: { type: 'string', default: '700000001' },
    name: { type: 'string', default: 'Elvin' },
    lang: { type: 'string', default: 'az' },
    start: { type: 'string' },
    theme: { type: 'string', default: 'dark' },
    base: { type: 'string', default: 'http://localhost:3000' },
  },
});
const token = process.env.TELEGRAM_BOT_TOKEN;
if (!token) {
  console.error('Set TELEGRAM_BOT_TOKEN (the one the local API runs with, e.g. 123456:dev-token).');
  process.exit(1);
}
if (process.env.NODE_ENV === 'production') {
  console.error('Refused: this signs launches for any Telegram user and is for development only.');
  process.exit(1);
}

const THEMES = {
  dark: {
    bg_color: '#17212b',
    secondary_bg_color: '#232e3c',
    section_bg_color: '#17212b',
    text_color: '#f5f5f5',
    hint_color: '#708499',
    button_color: '#5288c1',
    button_text_color: '#ffffff',
  },
  light: {
    bg_color: '#ffffff',
    secondary_bg_color: '#efeff3',
    section_bg_color: '#ffffff',
    text_color: '#000000',
    hint_color: '#999999',
    button_color: '#2481cc',
    button_text_color: '#ffffff',
  },
};

const initData = new URLSearchParams({
  auth_date: String(Math.floor(Date.now() / 1000)),
  chat_type: 'sender',
  query_id: `AAE${randomBytes(9).toString('base64url')}`,
  signature: randomBytes(64).toString('base64url'),
  user: JSON.stringify({ id: Number(values.id), first_name: values.name, language_code: values.lang }),
});
if (values.start) initData.set('start_param', values.start);
const checkString = [...initData.entries()]
  .sort(([a], [b]) => (a < b ? -1 : 1))
  .map(([key, value]) => `${key}=${value}`)
  .join('\n');
const secret = createHmac('sha256', 'WebAppData').update(token).digest();
initData.set('hash', createHmac('sha256', secret).update(checkString).digest('hex'));

const launch = new URLSearchParams({
  tgWebAppData: initData.toString(),
  tgWebAppVersion: '8.0',
  tgWebAppPlatform: 'weba',
  tgWebAppThemeParams: JSON.stringify(THEMES[values.theme] ?? THEMES.dark),
});
if (values.start) launch.set('tgWebAppStartParam', values.start);
console.log(`${values.base.replace(/\/+$/, '')}/dashboard#${launch.toString()}`);
console.error('Open it within 5 minutes (TELEGRAM_MINI_APP_MAX_AGE_S), in a new tab or a private window.');

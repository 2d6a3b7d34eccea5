import { createHash, createHmac, randomInt } from 'node:crypto';
import { type Page, type Request, expect } from '@playwright/test';
import { TELEGRAM_BOT_TOKEN } from './env';

export type TelegramUser = Record<string, string | number> & { id: number; auth_date: number; hash: string };

/**
 * A Login Widget user object signed as Telegram documents it
 * (core.telegram.org/widgets/login#checking-authorization): every field but `hash`, sorted,
 * as `key=value` lines joined by `\n`, HMAC-SHA-256 keyed with the SHA-256 of the bot token.
 */
export function signedTelegramUser(fields: Record<string, string | number> = {}): TelegramUser {
  const data: Record<string, string | number> = {
    id: randomInt(1_000_000, 2_000_000_000),
    first_name: 'Rauf',
    last_name: 'Nəsibov',
    username: `rauf_${randomInt(100_000, 999_999)}`,
    auth_date: Math.floor(Date.now() / 1000),
    ...fields,
  };
  const checkString = Object.keys(data)
    .sort()
    .map((key) => `${key}=${String(data[key])}`)
    .join('\n');
  const secret = createHash('sha256').update(TELEGRAM_BOT_TOKEN).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return { ...data, hash } as TelegramUser;
}

/**
 * Stands in for telegram-widget.js, shaped like the real one: it reads its own script tag,
 * turns `data-onauth` into a function the way Telegram does (`window.execScript`, else `eval`,
 * which the app's CSP forbids), inserts the login iframe from oauth.telegram.org before the
 * script, and calls the callback when that frame posts `auth_user`.
 */
const FAKE_WIDGET_SCRIPT = `
(function () {
  var script = document.currentScript;
  if (!script) return;
  function parseFunction(body, args) {
    var source = '(function(' + args.join(',') + '){' + body + '})';
    return window.execScript ? window.execScript(source) : eval(source);
  }
  var onAuthUser = parseFunction(script.getAttribute('data-onauth'), ['user']);
  var bot = script.getAttribute('data-telegram-login');
  var iframe = document.createElement('iframe');
  iframe.id = 'telegram-login-' + bot;
  iframe.src = 'https://oauth.telegram.org/embed/' + bot + '?origin=' + encodeURIComponent(location.origin) +
    '&size=' + script.getAttribute('data-size');
  iframe.width = 238;
  iframe.height = 40;
  iframe.setAttribute('frameborder', '0');
  iframe.style.border = 'none';
  script.parentNode.insertBefore(iframe, script);
  window.addEventListener('message', function (event) {
    if (event.source !== iframe.contentWindow || event.origin !== 'https://oauth.telegram.org') return;
    var data = JSON.parse(event.data);
    if (data.event === 'auth_user') onAuthUser(data.auth_data);
  });
})();
`;

/** The widget's frame: one button that, once "confirmed in Telegram", posts the signed user. */
function fakeWidgetFrame(user: TelegramUser): string {
  return `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0">
<button type="button" style="width:100vw;height:100vh;border:0;background:#54a9eb;color:#fff">Log in with Telegram</button>
<script>
document.querySelector('button').addEventListener('click', function () {
  parent.postMessage(JSON.stringify({ event: 'auth_user', auth_data: ${JSON.stringify(user)} }), '*');
});
</script></body></html>`;
}

/** Serves the fake widget and its frame to this page; the frame signs in as `user`. */
export async function fakeTelegramWidget(page: Page, user: TelegramUser): Promise<void> {
  await page.route('https://telegram.org/js/telegram-widget.js*', (route) =>
    route.fulfill({ contentType: 'application/javascript; charset=utf-8', body: FAKE_WIDGET_SCRIPT }),
  );
  await page.route('https://oauth.telegram.org/**', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: fakeWidgetFrame(user) }),
  );
}

/**
 * Clicks the (invisible) widget frame like a player would, until the widget reacts. Chromium
 * drops input to a cross-origin frame that moved or appeared within the last moments (a
 * clickjacking defence), so a click made the instant the frame shows up may be discarded; a
 * person's click comes later. Resolves once the app has posted the widget's user to the API.
 */
export async function clickTelegramWidget(page: Page): Promise<void> {
  const button = page.frameLocator('[data-testid="telegram-widget"] iframe').getByRole('button');
  let posted = false;
  const onRequest = (request: Request) => {
    if (request.url().endsWith('/api/v1/auth/oauth/telegram')) posted = true;
  };
  page.on('request', onRequest);
  try {
    await expect(async () => {
      if (!posted) await button.click();
      await expect.poll(() => posted, { timeout: 3000 }).toBe(true);
    }).toPass({ timeout: 20_000 });
  } finally {
    page.off('request', onRequest);
  }
}

// The drawn pages' own small entry. The server sends /login and /register drawn
// (docs/decisions/0044-signin-first-load.md), and a returning player's /dashboard and /games
// (docs/decisions/0045-signed-in-first-load.md), with this script instead of the app's. The app's
// files are named in two meta tags rather than preloaded, so that compiling them never holds up the
// page's first paint (docs/decisions/0046-signed-in-pages-start-from-the-small-entry.md).
//
// - A sign-in page takes typing at once; the whole app (React, MUI, the router, TanStack Query) is
//   downloaded and run only when the visitor first touches the page, moves the mouse over it,
//   scrolls, types or presses a key. It starts at once when the drawn page is not what the app
//   would show (signed in, another stored language or theme, `?lang`, offline) or when Telegram is
//   offered (the widget is the app's).
// - A returning player's page, whose data only the app fills in, starts it at once.
// - A press on a drawn button (sign in, language, theme, Google, show password) is held and pressed
//   again on the app's own button as soon as the app has drawn the page; what was typed is carried
//   over by the app (lib/prerendered-handover.ts).
import {
  ACCESS_TOKEN_KEY,
  LANGUAGE_STORAGE_KEY,
  REFRESH_TOKEN_KEY,
  SESSION_STORAGE_KEY,
  THEME_STORAGE_KEY,
} from '../lib/storage-keys';
import { runInTurns } from './run-in-turns';
import { buttonKey, startAtOnceReason } from './start-rule';

const root = document.getElementById('root');
const drawn = root?.firstElementChild ?? null;
const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
const appEntry = meta('oyna-app');

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked
  }
}

/**
 * How many preload links go into the page per task. The browser starts each link's request there
 * and then: the whole list of 70 to 90 at once was one task of 110 to 220 ms in a trace at 4x CPU
 * slowdown, long enough to delay a tap; a dozen at a time still up to 135 ms, four under 10 ms.
 */
const PRELOADS_PER_TASK = 4;

/** Adds the app's preload links a batch per task, in the build's order. */
function preloadInBatches(hrefs: string[]): void {
  const batch = document.createDocumentFragment();
  for (const href of hrefs.slice(0, PRELOADS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    batch.append(link);
  }
  document.head.append(batch);
  const rest = hrefs.slice(PRELOADS_PER_TASK);
  if (rest.length > 0) setTimeout(() => preloadInBatches(rest), 0);
}

let started = false;
function startApp(): void {
  if (started || !appEntry) return;
  started = true;
  const files = meta('oyna-app-preload').split(' ').filter(Boolean);
  // The entry's own file is asked for first: it is run last, but downloaded beside the others.
  preloadInBatches([appEntry, ...files]);
  void runInTurns(files, appEntry, (file) => import(/* @vite-ignore */ file));
}

/** Runs `then` once the app has replaced the drawn page (and has had a moment to hand the typing over). */
function whenTakenOver(then: () => void): void {
  if (!root || !drawn) return;
  if (!drawn.isConnected) {
    setTimeout(then, 0);
    return;
  }
  const observer = new MutationObserver(() => {
    if (drawn.isConnected) return;
    observer.disconnect();
    setTimeout(then, 0);
  });
  observer.observe(root, { childList: true });
}

/** How long a held press waits for the app's button. */
const PRESS_AGAIN_MS = 5000;

function keyOf(button: HTMLButtonElement, buttons: HTMLButtonElement[]): string {
  return buttonKey({ testId: button.getAttribute('data-testid'), index: buttons.indexOf(button) });
}

function buttonsIn(element: Element): HTMLButtonElement[] {
  return [...element.querySelectorAll('button')];
}

if (root && drawn && appEntry) {
  const reason = startAtOnceReason({
    search: window.location.search,
    session: stored(SESSION_STORAGE_KEY),
    providerTokens: Boolean(stored(ACCESS_TOKEN_KEY) ?? stored(REFRESH_TOKEN_KEY)),
    language: stored(LANGUAGE_STORAGE_KEY),
    theme: stored(THEME_STORAGE_KEY),
    drawn: {
      language: document.documentElement.lang,
      theme: document.documentElement.getAttribute('data-theme') ?? 'dark',
      page: meta('oyna-drawn'),
    },
    path: window.location.pathname,
    online: navigator.onLine,
    signedInPage: root.dataset['drawn'] !== undefined,
  });
  // The Telegram button is the app's widget: offered, it needs the app at once too.
  const telegram = drawn.querySelector('[data-testid="telegram-sign-in"][data-state="loading"]');
  const atOnce = reason !== null || telegram !== null;
  if (atOnce) startApp();

  // The first sign of a visitor starts the app; it is ready by the time a form is filled in.
  const options = { capture: true, passive: true } as const;
  for (const type of [
    'pointerdown',
    'pointermove',
    'touchstart',
    'wheel',
    'scroll',
    'keydown',
    'focusin',
  ] as const) {
    document.addEventListener(type, startApp, options);
  }

  // The app's button may appear a moment after the drawn page is gone (a part still loading).
  const pressAgain = (until: number) => {
    const again = buttonsIn(root).find((candidate, _, all) => keyOf(candidate, all) === pressed);
    if (again && !again.disabled) {
      pressed = null;
      again.click();
    } else if (Date.now() < until) setTimeout(() => pressAgain(until), 100);
    else pressed = null;
  };

  // A press on a drawn button is held and made again on the app's button (one, the latest).
  let pressed: string | null = null;
  drawn.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !drawn.contains(button)) return;
      event.preventDefault();
      event.stopPropagation();
      startApp();
      if (pressed === null) {
        whenTakenOver(() => pressAgain(Date.now() + PRESS_AGAIN_MS));
      }
      pressed = keyOf(button, buttonsIn(drawn));
    },
    true,
  );
  // Never a form sent without the app (it would go as a GET with the password in the address).
  drawn.addEventListener('submit', (event) => event.preventDefault(), true);

  // Waiting for the visitor, the buttons the server drew disabled (for a visitor without this
  // script) can now be pressed; when the app is on its way anyway they wait for it, as before.
  if (!atOnce) {
    for (const button of drawn.querySelectorAll<HTMLButtonElement>('button[data-drawn-wait]')) {
      button.disabled = false;
    }
  }
}

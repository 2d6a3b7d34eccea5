import type { Language } from '@oyna/shared';

/** Telegram's Login Widget script, the one external script the CSP allows. */
export const TELEGRAM_WIDGET_SRC = 'https://telegram.org/js/telegram-widget.js?22';

/** The global function the widget calls with the signed user object (`data-onauth`). */
export const TELEGRAM_CALLBACK_NAME = 'onOynaTelegramAuth';

/** `data-onauth` as written on the script tag. */
export const TELEGRAM_ONAUTH = `${TELEGRAM_CALLBACK_NAME}(user)`;

/** How long the script may take before the button says it cannot be used. */
export const TELEGRAM_LOAD_TIMEOUT_MS = 15_000;

type Callback = (user: unknown) => void;

interface TelegramWindow {
  execScript?: (source: string) => unknown;
  [TELEGRAM_CALLBACK_NAME]?: Callback;
}

const telegramWindow = () => window as unknown as TelegramWindow;

/**
 * The widget turns `data-onauth` into a function with `window.execScript(source)` when that
 * exists, else with `eval(source)`; our CSP has no 'unsafe-eval', so `eval` would throw and the
 * widget would never appear. While the script initialises, `execScript` is provided here: it
 * compiles nothing, and answers only the one source the widget builds from our `data-onauth`.
 */
export function compileOnAuth(source: string): Callback {
  if (source !== `(function(user){${TELEGRAM_ONAUTH}})`) {
    throw new EvalError('Only the Oyna Telegram sign-in callback can be created here');
  }
  return (user) => telegramWindow()[TELEGRAM_CALLBACK_NAME]?.(user);
}

let compilerUsers = 0;

/** Provides {@link compileOnAuth} as `window.execScript` until every user has let go of it. */
function holdCompiler(): () => void {
  const target = telegramWindow();
  if (compilerUsers === 0 && target.execScript === undefined) target.execScript = compileOnAuth;
  compilerUsers += 1;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    compilerUsers -= 1;
    if (compilerUsers === 0 && target.execScript === compileOnAuth) delete target.execScript;
  };
}

export interface TelegramWidgetOptions {
  botUsername: string;
  language: Language;
  /** A name for the widget's frame, for screen readers (Telegram gives it none). */
  frameTitle?: string;
  /** Gets whatever the widget sends: validate it before use. */
  onAuth: Callback;
  onReady: () => void;
  onError: () => void;
  timeoutMs?: number;
}

/**
 * Loads the Telegram Login Widget into `container` (its iframe is inserted next to the script)
 * and wires its `data-onauth` to `onAuth`. Returns the cleanup, which removes the script, the
 * iframe and the global callback.
 */
export function mountTelegramWidget(container: HTMLElement, options: TelegramWidgetOptions): () => void {
  const target = telegramWindow();
  const callback: Callback = (user) => options.onAuth(user);
  target[TELEGRAM_CALLBACK_NAME] = callback;
  const releaseCompiler = holdCompiler();
  let settled = false;

  const script = document.createElement('script');
  script.async = true;
  script.src = TELEGRAM_WIDGET_SRC;
  script.setAttribute('data-telegram-login', options.botUsername);
  script.setAttribute('data-size', 'large');
  script.setAttribute('data-radius', '10');
  script.setAttribute('data-userpic', 'false');
  script.setAttribute('data-request-access', 'write');
  script.setAttribute('data-onauth', TELEGRAM_ONAUTH);
  // Telegram has no Azerbaijani interface; it picks its default for az.
  if (options.language !== 'az') script.setAttribute('data-lang', options.language);

  const settle = (outcome: 'ready' | 'error') => {
    if (settled) return;
    settled = true;
    window.clearTimeout(timer);
    releaseCompiler();
    if (outcome === 'ready') options.onReady();
    else options.onError();
  };
  const timer = window.setTimeout(() => settle('error'), options.timeoutMs ?? TELEGRAM_LOAD_TIMEOUT_MS);
  script.onload = () => settle('ready');
  script.onerror = () => settle('error');
  const namer = new MutationObserver(() => {
    for (const frame of container.querySelectorAll('iframe')) {
      if (options.frameTitle && !frame.title) frame.title = options.frameTitle;
    }
  });
  namer.observe(container, { childList: true });
  container.appendChild(script);

  return () => {
    namer.disconnect();
    settled = true;
    window.clearTimeout(timer);
    script.onload = null;
    script.onerror = null;
    releaseCompiler();
    container.replaceChildren();
    if (target[TELEGRAM_CALLBACK_NAME] === callback) delete target[TELEGRAM_CALLBACK_NAME];
  };
}

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TELEGRAM_CALLBACK_NAME,
  TELEGRAM_WIDGET_SRC,
  compileOnAuth,
  mountTelegramWidget,
  type TelegramWidgetOptions,
} from './telegram-widget';

type WidgetWindow = Window & { execScript?: (source: string) => unknown } & Record<string, unknown>;
const widgetWindow = () => window as unknown as WidgetWindow;

/** What the real widget does with `data-onauth` (telegram-widget.js, `__parseFunction`). */
function parseLikeTelegram(onauth: string): (user: unknown) => void {
  const source = `(function(user){${onauth}})`;
  const target = widgetWindow();
  if (!target.execScript) throw new Error('the widget would call eval here, which the CSP blocks');
  return target.execScript(source) as (user: unknown) => void;
}

const user = { id: 42, first_name: 'Rauf', auth_date: 1_800_000_000, hash: 'a'.repeat(64) };

function options(overrides: Partial<TelegramWidgetOptions> = {}) {
  return {
    botUsername: 'oyna_bot',
    language: 'ru' as const,
    frameTitle: 'Войти через Telegram',
    onAuth: vi.fn(),
    onReady: vi.fn(),
    onError: vi.fn(),
    ...overrides,
  };
}

let container: HTMLDivElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  container.remove();
  vi.useRealTimers();
});

describe('the Telegram widget', () => {
  it('loads the widget script with the bot, the size and a data-onauth naming our global callback', () => {
    const unmount = mountTelegramWidget(container, options());
    const script = container.querySelector('script');
    expect(script?.src).toBe(TELEGRAM_WIDGET_SRC);
    expect(script?.async).toBe(true);
    expect(script?.dataset['telegramLogin']).toBe('oyna_bot');
    expect(script?.dataset['size']).toBe('large');
    expect(script?.dataset['onauth']).toBe(`${TELEGRAM_CALLBACK_NAME}(user)`);
    expect(script?.dataset['lang']).toBe('ru');
    unmount();
  });

  it('hands the user the widget reports to onAuth, through the global callback, without eval', () => {
    const opts = options();
    const unmount = mountTelegramWidget(container, opts);
    const script = container.querySelector('script');
    // As the widget script runs: it builds its callback from data-onauth...
    const onAuthUser = parseLikeTelegram(script?.dataset['onauth'] ?? '');
    script?.dispatchEvent(new Event('load'));
    expect(opts.onReady).toHaveBeenCalledOnce();
    // ...and calls it when the user confirms in Telegram.
    onAuthUser(user);
    expect(opts.onAuth).toHaveBeenCalledExactlyOnceWith(user);
    unmount();
  });

  it('offers execScript only while the script loads, and only for our callback', () => {
    const unmount = mountTelegramWidget(container, options());
    expect(widgetWindow().execScript).toBe(compileOnAuth);
    expect(() => compileOnAuth('(function(user){alert(document.cookie)})')).toThrow(EvalError);
    container.querySelector('script')?.dispatchEvent(new Event('load'));
    expect(widgetWindow().execScript).toBeUndefined();
    unmount();
  });

  it('reports a script that fails to load', () => {
    const opts = options();
    const unmount = mountTelegramWidget(container, opts);
    container.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(opts.onError).toHaveBeenCalledOnce();
    expect(opts.onReady).not.toHaveBeenCalled();
    expect(widgetWindow().execScript).toBeUndefined();
    unmount();
  });

  it('reports a script that never answers', () => {
    vi.useFakeTimers();
    const opts = options({ timeoutMs: 1000 });
    const unmount = mountTelegramWidget(container, opts);
    vi.advanceTimersByTime(1000);
    expect(opts.onError).toHaveBeenCalledOnce();
    unmount();
  });

  it('names the widget frame for screen readers', async () => {
    const unmount = mountTelegramWidget(container, options());
    const frame = document.createElement('iframe');
    container.insertBefore(frame, container.querySelector('script'));
    await vi.waitFor(() => expect(frame.title).toBe('Войти через Telegram'));
    unmount();
  });

  it('cleans up: script, frame and the global callback are gone', () => {
    const unmount = mountTelegramWidget(container, options());
    container.prepend(document.createElement('iframe'));
    unmount();
    expect(container.childElementCount).toBe(0);
    expect(widgetWindow()[TELEGRAM_CALLBACK_NAME]).toBeUndefined();
    expect(widgetWindow().execScript).toBeUndefined();
  });

  it('survives a double mount (React StrictMode): the second mount keeps working', () => {
    const first = options();
    const unmountFirst = mountTelegramWidget(container, first);
    unmountFirst();
    const second = options();
    const unmount = mountTelegramWidget(container, second);
    const onAuthUser = parseLikeTelegram(`${TELEGRAM_CALLBACK_NAME}(user)`);
    onAuthUser(user);
    expect(first.onAuth).not.toHaveBeenCalled();
    expect(second.onAuth).toHaveBeenCalledOnce();
    unmount();
  });
});

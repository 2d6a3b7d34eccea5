// Shared by the build-time entries that draw pages to HTML (prerender-auth.tsx,
// prerender-signed-in.tsx): never shipped to the browser.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { DrawnPage } from '@oyna/shared';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { withButtonsDisabled } from './drawn-buttons';

/**
 * Sets a zustand store's state for a server render: react-dom/server draws a store's initial state
 * (useSyncExternalStore's server snapshot), not what `setState` put there, so it goes there too.
 */
export function setServerState<T extends object>(
  store: { setState(partial: Partial<T>): void; getInitialState(): T },
  partial: Partial<T>,
): void {
  store.setState(partial);
  Object.assign(store.getInitialState(), partial);
}

/**
 * Draws a tree to HTML with exactly the styles it uses (emotion's rules, with their names) and the
 * `<title>` React wrote, which the server puts in the head. Every drawn button is disabled: a tap
 * on one would be lost when React replaces it.
 */
export function drawPage(tree: ReactElement): DrawnPage {
  // `compat` keeps every rule in `cache.inserted` instead of writing <style> tags into the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(<CacheProvider value={cache}>{tree}</CacheProvider>);
  const written = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const css = written.map(([, rules]) => rules).join('');
  // A global style's entry is named by its parts, space-separated.
  const styleNames = written.flatMap(([name]) => name.split(' ').filter(Boolean));
  let title = 'Oyna';
  const body = html.replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
    title = text;
    return '';
  });
  return { body: withButtonsDisabled(body), css, styleNames, title };
}

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
 * on one would be lost when React replaces it. `stylesOf` are drawn after it into the same styles
 * and their markup thrown away: the same page with its data. The rules of theirs the tree did not
 * use come apart as `dataCss`, which the build writes to a file of its own
 * (docs/decisions/0102-drawn-pages-carry-their-datas-styles.md), with their names.
 */
export function drawPage(
  tree: ReactElement,
  options: { stylesOf?: readonly ReactElement[] } = {},
): DrawnPage {
  // `compat` keeps every rule in `cache.inserted` instead of writing <style> tags into the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  // A component's class is written with its selector; global styles and keyframes without one.
  const classNames = new Set<string>();
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (selector !== '') classNames.add(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  const html = renderToString(<CacheProvider value={cache}>{tree}</CacheProvider>);
  const drawnClassNames = new Set(classNames);
  for (const other of options.stylesOf ?? [])
    renderToString(<CacheProvider value={cache}>{other}</CacheProvider>);
  const written = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const classes = written.filter(([name]) => drawnClassNames.has(name));
  const css = classes.map(([, rules]) => rules).join('');
  const styleNames = classes.map(([name]) => name);
  const dataClasses = written.filter(([name]) => classNames.has(name) && !drawnClassNames.has(name));
  const dataCss = dataClasses.map(([, rules]) => rules).join('');
  const globals = written.filter(([name]) => !classNames.has(name));
  const globalCss = globals.map(([, rules]) => rules).join('');
  // A global style with keyframes is written under all its names at once ("name next-name").
  const globalNames = globals.flatMap(([name]) => name.split(' '));
  let title = 'Oyna';
  const body = html.replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
    title = text;
    return '';
  });
  return {
    body: withButtonsDisabled(body),
    css,
    styleNames,
    globalCss,
    globalNames,
    title,
    ...(dataCss ? { dataCss, dataStyleNames: dataClasses.map(([name]) => name) } : {}),
  };
}

import path from 'node:path';
import { type DrawnPage, LANGUAGES, type Language, SIGNIN_THEMES } from '@oyna/shared';
import { type DrawnPages, drawnPageKey, escapeHtml, fillShell, readDrawnPage } from './web-pages.js';

/**
 * The signed-in pages drawn at build time (docs/decisions/0045-signed-in-first-load.md): the web
 * build writes `/dashboard` and `/games` in each language and theme, with their data still
 * loading, to dist/signed-in/<page>.<language>.<theme>.json. The server cannot tell who is
 * signed in (the session lives in the browser's storage), so the web app leaves a hint, the
 * `oyna_shell` cookie with the player's first name, written only for a player whose pages look
 * exactly like the drawn ones; without it the plain app shell is sent, as before.
 */
export const SIGNED_IN_SHELL_DIR = 'signed-in';
export const SIGNED_IN_SHELL_PAGES = ['/dashboard', '/games'] as const;
export type SignedInShellPage = (typeof SIGNED_IN_SHELL_PAGES)[number];
export const SIGNED_IN_SHELL_COOKIE = 'oyna_shell';

/** What the web build's renderer put into the markup for the first name and the avatar's letter. */
const FIRST_NAME_MARK = '\u2060NAME\u2060';
const AVATAR_LETTER_MARK = '\u2060';

/** Every drawn page of the build, or an empty map for a build without them. */
export function readSignedInShells(root: string): DrawnPages {
  const shells: DrawnPages = new Map();
  for (const page of SIGNED_IN_SHELL_PAGES) {
    for (const language of LANGUAGES) {
      for (const theme of SIGNIN_THEMES) {
        const drawn = readDrawnPage(
          path.join(root, SIGNED_IN_SHELL_DIR, `${page.slice(1)}.${language}.${theme}.json`),
        );
        if (drawn) shells.set(drawnPageKey(page, language, theme), drawn);
      }
    }
  }
  return shells;
}

/** The first name in the hint cookie, or null when there is no usable hint. */
export function signedInShellHint(cookie: string | undefined): string | null {
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== SIGNED_IN_SHELL_COOKIE) continue;
    try {
      const name = decodeURIComponent(value.join('=')).trim();
      return name && name.length <= 40 && !name.includes(AVATAR_LETTER_MARK) ? name : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The app shell with the drawn page in `#root` (marked with its path, which the web app reads),
 * its styles inlined, its title, language and theme, and the player's first name where the page
 * greets them. The drawn frame is the phone's (the menu closed): from the `md` breakpoint, where
 * the menu is open beside the page, it is kept invisible until the script draws the real one.
 */
export function renderSignedInShell(
  shell: string,
  drawn: DrawnPage,
  options: { page: SignedInShellPage; language: Language; theme: 'dark' | 'light'; firstName: string },
): string {
  const name = escapeHtml(options.firstName);
  const letter = escapeHtml(options.firstName.charAt(0).toLocaleUpperCase());
  // The frame's outer element is marked: the CSS below hides it, never React's own render after it.
  const page: DrawnPage = {
    body: drawn.body
      .replaceAll(FIRST_NAME_MARK, () => name)
      .replaceAll(AVATAR_LETTER_MARK, () => letter)
      .replace(/^<div /, '<div data-drawn-frame="" '),
    css: `${drawn.css}@media (min-width:900px){[data-drawn-frame]{visibility:hidden}}`,
    styleNames: drawn.styleNames,
    globalCss: drawn.globalCss,
    ...(drawn.globalNames ? { globalNames: drawn.globalNames } : {}),
    title: drawn.title.replaceAll(FIRST_NAME_MARK, () => name),
    ...(drawn.dataCssHref ? { dataCssHref: drawn.dataCssHref } : {}),
    ...(drawn.dataStyleNames ? { dataStyleNames: drawn.dataStyleNames } : {}),
  };
  return fillShell(shell, page, {
    language: options.language,
    theme: options.theme,
    rootAttributes: `data-drawn="${escapeHtml(options.page)}"`,
  });
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@oyna/shared';
import { escapeHtml } from './web-pages.js';

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

export interface DrawnSignedInPage {
  body: string;
  css: string;
  title: string;
}

export type SignedInShells = Map<string, DrawnSignedInPage>;

const shellKey = (page: SignedInShellPage, language: Language, theme: 'dark' | 'light') =>
  `${page}|${language}|${theme}`;

/** Every drawn page of the build, or an empty map for a build without them. */
export function readSignedInShells(root: string): SignedInShells {
  const shells: SignedInShells = new Map();
  for (const page of SIGNED_IN_SHELL_PAGES) {
    for (const language of ['az', 'ru', 'en'] as const) {
      for (const theme of ['dark', 'light'] as const) {
        const file = path.join(root, SIGNED_IN_SHELL_DIR, `${page.slice(1)}.${language}.${theme}.json`);
        if (!existsSync(file)) continue;
        const drawn = JSON.parse(readFileSync(file, 'utf8')) as DrawnSignedInPage;
        if (
          typeof drawn.body === 'string' &&
          typeof drawn.css === 'string' &&
          typeof drawn.title === 'string'
        ) {
          shells.set(shellKey(page, language, theme), drawn);
        }
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

/** The drawn page for this request, if the build has it. */
export function drawnSignedInPage(
  shells: SignedInShells,
  page: SignedInShellPage,
  language: Language,
  theme: 'dark' | 'light',
): DrawnSignedInPage | undefined {
  return shells.get(shellKey(page, language, theme));
}

const LIGHT_BACKGROUND = '#f3f7f4';
const DARK_BACKGROUND = '#0b1410';

/**
 * The app shell with the drawn page in `#root` (marked with its path, which the web app reads),
 * its styles inlined, its title, language and theme, and the player's first name where the page
 * greets them. The drawn frame is the phone's (the menu closed): from the `md` breakpoint, where
 * the menu is open beside the page, it is kept invisible until the script draws the real one.
 */
export function renderSignedInShell(
  shell: string,
  drawn: DrawnSignedInPage,
  options: { page: SignedInShellPage; language: Language; theme: 'dark' | 'light'; firstName: string },
): string {
  const name = escapeHtml(options.firstName);
  const letter = escapeHtml(options.firstName.charAt(0).toLocaleUpperCase());
  // The frame's outer element is marked: the CSS below hides it, never React's own render after it.
  const body = drawn.body
    .replaceAll(FIRST_NAME_MARK, () => name)
    .replaceAll(AVATAR_LETTER_MARK, () => letter)
    .replace(/^<div /, '<div data-drawn-frame="" ');
  const title = drawn.title.replaceAll(FIRST_NAME_MARK, () => name);
  let html = shell
    .replace(/<html lang="[a-z]+"/, `<html lang="${options.language}" data-theme="${options.theme}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  if (options.theme === 'light') {
    html = html
      .replace(
        `<meta name="theme-color" content="${DARK_BACKGROUND}"`,
        `<meta name="theme-color" content="${LIGHT_BACKGROUND}"`,
      )
      .replace(/background:\s*#0b1410/, `background:${LIGHT_BACKGROUND}`);
  }
  const css = `${drawn.css}@media (min-width:900px){[data-drawn-frame]{visibility:hidden}}`.replaceAll(
    '</',
    '<\\/',
  );
  return html
    .replace('</head>', () => `<style data-prerendered="">${css}</style></head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-drawn="${escapeHtml(options.page)}">${body}</div>`,
    );
}

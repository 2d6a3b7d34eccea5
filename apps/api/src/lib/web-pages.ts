import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type AuthProvidersResponse,
  DEFAULT_LANGUAGE,
  type DrawnPage,
  type DrawnProviders,
  EMPTY_STAT_TEXT,
  LANGUAGES,
  LIVE_STATS,
  type Language,
  PRERENDERED_AUTH_PAGES,
  SIGNIN_DIR,
  SIGNIN_THEMES,
  type PublicStats,
  SITE_ORIGIN_TOKEN,
  formatCount,
  isLanguage,
  languageFromAcceptLanguage,
  prerenderedAuthFile,
} from '@oyna/shared';

/** Where the build writes the pre-rendered landing page of each language, inside the web dist. */
export const LANDING_DIR = 'landing';

/** The pre-rendered landing page per language, read once at start. */
export type LandingTemplates = Partial<Record<Language, string>>;

export function readLandingTemplates(root: string): LandingTemplates {
  const templates: LandingTemplates = {};
  for (const language of LANGUAGES) {
    const file = path.join(root, LANDING_DIR, `${language}.html`);
    if (existsSync(file)) templates[language] = readFileSync(file, 'utf8');
  }
  return templates;
}

function baseLanguage(value: string | undefined | null): Language | undefined {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The cookie the web app mirrors its stored language choice (`i18nextLng`) into. */
export const LANGUAGE_COOKIE = 'i18nextLng';
/** The cookie the web app mirrors its theme into: the landing page is sent already in it. */
export const THEME_COOKIE = 'theme';

/** The saved theme: light only when chosen (dark is the default, docs/product-rules.md#layout). */
export function landingTheme(cookie: string | undefined): 'dark' | 'light' {
  return cookieValue(cookie, THEME_COOKIE) === 'light' ? 'light' : 'dark';
}

/**
 * The landing page's language, in the order of docs/product-rules.md#audience-and-languages: `?lang` or `?lng`, then the saved choice
 * (a cookie mirroring `i18nextLng`), then the browser's languages, then Azerbaijani.
 */
export function landingLanguage(request: {
  query: URLSearchParams;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}): Language {
  for (const name of ['lang', 'lng']) {
    const chosen = baseLanguage(request.query.get(name));
    if (chosen) return chosen;
  }
  const saved = baseLanguage(cookieValue(request.cookie, LANGUAGE_COOKIE));
  if (saved) return saved;
  if (request.acceptLanguage) return languageFromAcceptLanguage(request.acceptLanguage);
  return DEFAULT_LANGUAGE;
}

/** Escapes a value for an HTML attribute or text node. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A pre-rendered landing page made ready to send: the site's origin in its absolute URLs and the
 * live numbers in the hero (left empty when they could not be counted).
 */
export function renderLandingPage(
  template: string,
  options: { origin: string; language: Language; stats: PublicStats | null; theme?: 'dark' | 'light' },
): string {
  let html = template.replaceAll(SITE_ORIGIN_TOKEN, escapeHtml(options.origin));
  if (options.theme === 'light') {
    html = html
      .replace('data-theme="dark"', 'data-theme="light"')
      .replace('<meta name="theme-color" content="#0b1410"', '<meta name="theme-color" content="#f3f7f4"');
  }
  if (options.stats) {
    for (const stat of LIVE_STATS) {
      const value = options.stats[stat];
      const empty = `data-stat="${stat}" data-value="">${EMPTY_STAT_TEXT}<`;
      html = html.replace(
        empty,
        `data-stat="${stat}" data-value="${value}">${formatCount(value, options.language)}<`,
      );
    }
  }
  return html;
}

/** What a shared link shows in WhatsApp, Telegram or a search result: read from the page's data. */
export interface LinkPreview {
  title: string;
  description: string;
  language: Language;
  /** The page's absolute address, without the `?lang=` it was shared with. */
  url: string;
  /** An absolute address of a PNG. */
  image: string;
}

/** The Open Graph and Twitter card tags of a link preview, in place of the shell's generic title and description. */
function previewTags(preview: LinkPreview): string {
  const title = escapeHtml(preview.title);
  const description = escapeHtml(preview.description);
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Oyna'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', escapeHtml(preview.url)],
    ['property', 'og:image', escapeHtml(preview.image)],
    ['property', 'og:locale', OG_LOCALES[preview.language]],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  return tags.map(([kind, name, content]) => `<meta ${kind}="${name}" content="${content}" />`).join('');
}

const OG_LOCALES: Record<Language, string> = { az: 'az_AZ', ru: 'ru_RU', en: 'en_GB' };

/**
 * The web app's `index.html` told where the marketing site is (for the back button) and whether
 * this is the app sub-host, in two meta tags: no inline script is allowed by the CSP. With a link
 * preview (a shared game), its title, description and Open Graph tags in the sharer's language.
 */
export function renderAppShell(
  indexHtml: string,
  options: { siteOrigin: string; appHost: boolean; preview?: LinkPreview | null },
): string {
  let html = indexHtml;
  let meta =
    `<meta name="oyna-site" content="${escapeHtml(options.siteOrigin)}" />` +
    `<meta name="oyna-host" content="${options.appHost ? 'app' : 'site'}" />`;
  const { preview } = options;
  if (preview) {
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(preview.title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
        `<meta name="description" content="${escapeHtml(preview.description)}" />`,
      )
      .replace(/<html lang="[a-z]+"/, `<html lang="${preview.language}"`);
    meta += previewTags(preview);
  }
  return html.replace('</head>', `${meta}</head>`);
}

/** robots.txt: everything may be crawled except the signed-in app and the API. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /auth/',
    'Disallow: /onboarding',
    'Disallow: /dashboard',
    'Disallow: /profile',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The public pages, each with its language versions as hreflang alternates. */
const SITEMAP_PATHS = ['/', '/venues', '/register', '/terms', '/privacy'] as const;

export function sitemapXml(origin: string): string {
  const url = (pathname: string, language: Language) =>
    escapeHtml(`${origin}${pathname}${language === DEFAULT_LANGUAGE ? '' : `?lang=${language}`}`);
  const entries = SITEMAP_PATHS.flatMap((pathname) =>
    LANGUAGES.map((language) => {
      const alternates = LANGUAGES.map(
        (other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(pathname, other)}"/>`,
      );
      alternates.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(pathname, DEFAULT_LANGUAGE)}"/>`,
      );
      const priority = pathname === '/' ? '1.0' : '0.6';
      return [
        '  <url>',
        `    <loc>${url(pathname, language)}</loc>`,
        ...alternates,
        `    <changefreq>${pathname === '/' ? 'daily' : 'weekly'}</changefreq>`,
        `    <priority>${priority}</priority>`,
        '  </url>',
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Drawn pages by page, language and theme (`drawnPageKey`). */
export type DrawnPages = Map<string, DrawnPage>;

export const drawnPageKey = (page: string, language: Language, theme: 'dark' | 'light') =>
  `${page}|${language}|${theme}`;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** One drawn page file of the build, or null when it is missing or not a drawn page. */
export function readDrawnPage(file: string): DrawnPage | null {
  if (!existsSync(file)) return null;
  const drawn = JSON.parse(readFileSync(file, 'utf8')) as Partial<DrawnPage>;
  const { body, css, styleNames, globalCss, globalNames, title, dataCssHref, dataStyleNames } = drawn;
  if (typeof body !== 'string' || typeof css !== 'string' || typeof title !== 'string') return null;
  if (typeof globalCss !== 'string') return null;
  if (!isStringList(styleNames)) return null;
  // The data's rules, in a file of the build under /assets/ (decision 102); anything else is ignored.
  const dataStyles = typeof dataCssHref === 'string' && /^\/assets\/[\w.-]+\.css$/.test(dataCssHref);
  return {
    body,
    css,
    styleNames,
    globalCss,
    ...(isStringList(globalNames) ? { globalNames } : {}),
    title,
    ...(dataStyles ? { dataCssHref } : {}),
    ...(dataStyles && isStringList(dataStyleNames) ? { dataStyleNames } : {}),
  };
}

/**
 * The sign-in pages the web build pre-rendered (docs/decisions/0044-signin-first-load.md), for the
 * providers this server offers: a dozen small files read once at start. The server never renders
 * them itself, so React, MUI and the app's code stay out of its memory. Empty when the build has
 * none (development, tests): those paths then get the plain app shell.
 */
export function readAuthShells(root: string, providers: DrawnProviders): DrawnPages {
  const shells: DrawnPages = new Map();
  for (const page of PRERENDERED_AUTH_PAGES) {
    for (const language of LANGUAGES) {
      for (const theme of SIGNIN_THEMES) {
        const drawn = readDrawnPage(
          path.join(root, SIGNIN_DIR, prerenderedAuthFile(page, language, theme, providers)),
        );
        if (drawn) shells.set(drawnPageKey(page, language, theme), drawn);
      }
    }
  }
  return shells;
}

/**
 * The app shell the drawn pages are sent in: the app's script and preloads replaced by a small
 * entry, which starts the app on a visitor's first touch of a sign-in page, and at once on a
 * returning player's page (decisions 44 and 46); null in a build without it.
 */
export function readDrawnPageShell(root: string): string | null {
  const file = path.join(root, SIGNIN_DIR, 'shell.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

const LIGHT_BACKGROUND = '#f3f7f4';
const DARK_BACKGROUND = '#0b1410';

const inlineCss = (css: string) => css.replaceAll('</', '<\\/');

/**
 * A drawn page's styles, as the app's style cache (emotion) writes its own
 * (docs/decisions/0047-drawn-styles-are-the-apps-own.md). The global rules come first, in a tag of
 * their own with their names (`data-names`): the app, taking over in the same theme, knows them as
 * written (decision 105); the global rules it writes when the theme changes come after them and win.
 * The classes' rules follow, their names on the tag (`data-names`): the app, taking over, knows
 * them as in the page already and writes only the rules the drawn page did not use. The names are
 * not in emotion's own `data-emotion` form, which makes emotion move the tag to the end of `<head>`
 * as it starts, and the browser parse its rules and match the whole page against them again
 * (docs/decisions/0102-drawn-pages-carry-their-datas-styles.md; apps/web/src/lib/style-cache.ts).
 */
function drawnStyle(page: DrawnPage): string {
  const globals = page.globalCss
    ? `<style data-prerendered-global=""${namesAttribute(page.globalNames)}>${inlineCss(page.globalCss)}</style>`
    : '';
  // The rules of the page's data come in a file of their own, downloaded without holding up the
  // first paint (`media="print"` until the app takes them; decision 102), their names on the link
  // (decision 107).
  const dataStyles = page.dataCssHref
    ? `<link rel="stylesheet" href="${escapeHtml(page.dataCssHref)}" media="print" data-drawn-data=""${namesAttribute(page.dataStyleNames)} />`
    : '';
  return `${globals}<style data-prerendered=""${namesAttribute(page.styleNames)}>${inlineCss(page.css)}</style>${dataStyles}`;
}

/** The style cache's names of a tag's rules, as its `data-names` attribute; nothing without names. */
function namesAttribute(names: readonly string[] | undefined): string {
  return names?.length ? ` data-names="${escapeHtml(names.join(' '))}"` : '';
}

/**
 * The app shell with a drawn page in it: the page's language, theme and title, its styles inlined
 * (no request before the first paint) after `head`, and its markup inside `#root`.
 */
export function fillShell(
  shell: string,
  page: DrawnPage,
  options: { language: Language; theme: 'dark' | 'light'; head?: string; rootAttributes?: string },
): string {
  let html = shell
    .replace(/<html lang="[a-z]+"/, `<html lang="${options.language}" data-theme="${options.theme}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`);
  if (options.theme === 'light') {
    html = html
      .replace(
        `<meta name="theme-color" content="${DARK_BACKGROUND}"`,
        `<meta name="theme-color" content="${LIGHT_BACKGROUND}"`,
      )
      .replace(/background:\s*#0b1410/, `background:${LIGHT_BACKGROUND}`);
  }
  const head = `${options.head ?? ''}${drawnStyle(page)}`;
  const root = options.rootAttributes ? `<div id="root" ${options.rootAttributes}>` : '<div id="root">';
  return html
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `${root}${page.body}</div>`);
}

/**
 * A sign-in page drawn in the app shell, with the providers' answer for the script to start from,
 * so its first render matches what is shown.
 */
export function renderPrerenderedShell(
  shell: string,
  page: DrawnPage,
  options: { page: string; language: Language; theme: 'dark' | 'light'; providers: AuthProvidersResponse },
): string {
  return fillShell(shell, page, {
    language: options.language,
    theme: options.theme,
    head:
      `<meta name="oyna-drawn" content="${escapeHtml(options.page)}" />` +
      `<meta name="oyna-providers" content="${escapeHtml(JSON.stringify(options.providers))}" />`,
  });
}

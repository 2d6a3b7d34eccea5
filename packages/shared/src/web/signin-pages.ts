import { LANGUAGES, type Language } from '../i18n/languages.js';

/**
 * The sign-in pages the build pre-renders (docs/decisions/0044-signin-first-load.md): one file
 * per page, language, theme and set of third-party sign-ins offered, in the web build's
 * `signin/` folder. The server reads the dozen its configuration needs at start and never renders.
 */
export const PRERENDERED_AUTH_PAGES = ['/login', '/register'] as const;
export type PrerenderedAuthPage = (typeof PRERENDERED_AUTH_PAGES)[number];

/** The web build's folder of pre-rendered sign-in pages (never served as files). */
export const SIGNIN_DIR = 'signin';

export const SIGNIN_THEMES = ['dark', 'light'] as const;
export type SigninTheme = (typeof SIGNIN_THEMES)[number];

/** What of the providers' answer changes the drawn page: whether each sign-in is offered. */
export interface DrawnProviders {
  google: boolean;
  telegram: { enabled: boolean };
}

/** Every set of providers a server can offer (the Telegram bot's name is never drawn). */
export const DRAWN_PROVIDER_SETS: readonly DrawnProviders[] = [false, true].flatMap((google) =>
  [false, true].map((telegram) => ({ google, telegram: { enabled: telegram } })),
);

/** The file of one pre-rendered variant, relative to the `signin/` folder. */
export function prerenderedAuthFile(
  page: PrerenderedAuthPage,
  language: Language,
  theme: SigninTheme,
  providers: DrawnProviders,
): string {
  const offered = `g${providers.google ? 1 : 0}t${providers.telegram.enabled ? 1 : 0}`;
  return `${page.slice(1)}.${language}.${theme}.${offered}.json`;
}

/** Every variant the build writes: pages × languages × themes × provider sets. */
export function prerenderedAuthVariants(): {
  page: PrerenderedAuthPage;
  language: Language;
  theme: SigninTheme;
  providers: DrawnProviders;
  file: string;
}[] {
  return PRERENDERED_AUTH_PAGES.flatMap((page) =>
    LANGUAGES.flatMap((language) =>
      SIGNIN_THEMES.flatMap((theme) =>
        DRAWN_PROVIDER_SETS.map((providers) => ({
          page,
          language,
          theme,
          providers,
          file: prerenderedAuthFile(page, language, theme, providers),
        })),
      ),
    ),
  );
}

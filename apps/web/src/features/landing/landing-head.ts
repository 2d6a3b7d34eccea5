import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@oyna/shared/i18n/languages';
import { SITE_ORIGIN_TOKEN } from '@oyna/shared/web/landing-template';
import { fill, type LandingCopy } from './landing-copy';
import { FIRST_GAME_DISCOUNT_PERCENT } from './landing-data';

const OG_LOCALES: Record<Language, string> = { az: 'az_AZ', ru: 'ru_RU', en: 'en_GB' };

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The landing page's address in a language; Azerbaijani, the default, is the bare `/`. */
export function landingUrl(language: Language): string {
  return `${SITE_ORIGIN_TOKEN}/${language === DEFAULT_LANGUAGE ? '' : `?lang=${language}`}`;
}

/**
 * The head tags of the landing page in one language: title, description, canonical and hreflang
 * alternates, Open Graph and Twitter cards. Absolute URLs carry the origin token, which the
 * server replaces with the site's origin.
 */
export function landingHead(language: Language, copy: LandingCopy): string {
  const title = escapeAttribute(copy.meta.title);
  const description = escapeAttribute(fill(copy.meta.description, { percent: FIRST_GAME_DISCOUNT_PERCENT }));
  const image = `${SITE_ORIGIN_TOKEN}/og-image.png`;
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${landingUrl(language)}" />`,
    ...LANGUAGES.map((code) => `<link rel="alternate" hreflang="${code}" href="${landingUrl(code)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${landingUrl(DEFAULT_LANGUAGE)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Oyna" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${landingUrl(language)}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${escapeAttribute(copy.meta.image_alt)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}" />`,
    ...LANGUAGES.filter((code) => code !== language).map(
      (code) => `<meta property="og:locale:alternate" content="${OG_LOCALES[code]}" />`,
    ),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ];
  return tags.join('\n    ');
}

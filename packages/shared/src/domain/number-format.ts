import { INTL_LOCALES, type Language } from '../i18n/languages.js';
import { qepikToManat } from './money.js';

/*
 * The one formatter of numbers and money for people (docs/product-rules.md#games-and-money): the
 * web app, the API's link previews and the notification texts all write numbers through it, so a
 * decimal is `2,9` and money `50,00 ₼` in az and ru, `2.9` and `50.00 ₼` in en. Nothing else
 * formats a number for display by hand (`toFixed`, `String(number)`, a bare number in a template).
 */

const NBSP = '\u00a0';

/** `1234.5` -> `1.234,50` with the given separators and decimals. */
function fixed(value: number, decimals: number, group: string, decimal: string): string {
  const sign = value < 0 ? '-' : '';
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${sign}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
}

/**
 * A number as the language writes it, up to three decimals: `23,1`, `1.234` (az), `1 234,5` (ru),
 * `1,234.5` (en). Azerbaijani is written by hand: several browsers (Chromium builds with a reduced
 * ICU among them) claim `az` but format it with the root locale (`1,234.5`).
 */
export function formatNumber(value: number, language: Language): string {
  if (language === 'az') {
    const rounded = Math.round(value * 1000) / 1000;
    return fixed(rounded, (String(rounded).split('.')[1] ?? '').length, '.', ',');
  }
  return new Intl.NumberFormat(INTL_LOCALES[language]).format(value);
}

/** A number with exactly `decimals` decimals: `2,9`, `1,0` (az, ru), `2.9` (en). */
export function formatDecimal(value: number, decimals: number, language: Language): string {
  if (language === 'az') return fixed(value, decimals, '.', ',');
  return new Intl.NumberFormat(INTL_LOCALES[language], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** Manat followed by the ₼ sign in every language: `12,50 ₼` (az, ru), `12.50 ₼` (en). */
export function formatManat(amount: number, language: Language): string {
  return `${formatDecimal(amount, 2, language)}${NBSP}₼`;
}

/** Whole qəpik as manat: `1250` -> `12,50 ₼`. */
export function formatQepik(qepik: number, language: Language): string {
  return formatManat(qepikToManat(qepik), language);
}

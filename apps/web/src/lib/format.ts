import { INTL_LOCALES, type Language } from '@oyna/shared';

/** The Intl locale used for numbers and dates in each interface language (one table, in shared). */
export { INTL_LOCALES };

const NBSP = '\u00a0';

/**
 * Azerbaijani is written by hand: several browsers (Chromium builds with a reduced ICU among
 * them) claim `az` but format it with the root locale (`₼ 1,234.50`, `2026 M11 22`).
 */
export const AZ_MONTHS = [
  'yanvar',
  'fevral',
  'mart',
  'aprel',
  'may',
  'iyun',
  'iyul',
  'avqust',
  'sentyabr',
  'oktyabr',
  'noyabr',
  'dekabr',
] as const;

/** `1234.5` -> `1.234,50` with the given separators and decimals. */
function fixed(value: number, decimals: number, group: string, decimal: string): string {
  const sign = value < 0 ? '-' : '';
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${sign}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
}

export function formatNumber(value: number, language: Language): string {
  if (language === 'az') {
    // Up to three decimals, as Intl writes them: `23,1`, `1.234,567`.
    const rounded = Math.round(value * 1000) / 1000;
    return fixed(rounded, (String(rounded).split('.')[1] ?? '').length, '.', ',');
  }
  return new Intl.NumberFormat(INTL_LOCALES[language]).format(value);
}

/** Manat followed by the ₼ sign in every language: `12,50 ₼` (az, ru), `12.50 ₼` (en). */
export function formatManat(amount: number, language: Language): string {
  if (language === 'az') return `${fixed(amount, 2, '.', ',')}${NBSP}₼`;
  const number = new Intl.NumberFormat(INTL_LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${number}${NBSP}₼`;
}

/** A calendar date written out: `22 noyabr 2026`, `22 ноября 2026 г.`, `22 November 2026`. */
export function formatLongDate(date: Date, language: Language): string {
  if (language === 'az') {
    return `${date.getUTCDate()} ${AZ_MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
  }
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

const BAKU_OFFSET_MS = 4 * 3600_000;

/**
 * A moment as date and time in Baku (UTC+4, no daylight saving), whatever the device's zone:
 * `22 noyabr 2026, 14:05`, `22 нояб. 2026 г., 14:05`, `22 Nov 2026, 14:05`.
 */
export function formatDateTime(date: Date, language: Language): string {
  if (language === 'az') {
    const baku = new Date(date.getTime() + BAKU_OFFSET_MS);
    const time = `${String(baku.getUTCHours()).padStart(2, '0')}:${String(baku.getUTCMinutes()).padStart(2, '0')}`;
    return `${formatLongDate(baku, 'az')}, ${time}`;
  }
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Baku',
  }).format(date);
}

/** "Kamran Məmmədov": a person's first and last name, as lists and pickers show them. */
export function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim();
}

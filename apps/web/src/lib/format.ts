import { INTL_LOCALES, type Language, MONTH_NAMES, bakuDateTimeFormat, personName } from '@oyna/shared';
import { bakuWallClock, formatBakuTime } from './baku-time';
import { currentLanguage } from './i18n';

/** The Intl locale used for numbers and dates in each interface language (one table, in shared). */
export { INTL_LOCALES };

/** Azerbaijani months are written by hand (the table in shared says why). */
export const AZ_MONTHS = MONTH_NAMES.az;

/**
 * Numbers and money have one formatter, in shared (`domain/number-format.ts`), used by the web app,
 * the API and the notification texts alike: `2,9` and `50,00 ₼` in az and ru, `2.9` and `50.00 ₼` in en.
 */
export { formatDecimal, formatManat, formatNumber, formatQepik } from '@oyna/shared';

/** A calendar date written out: `22 noyabr 2026`, `22 ноября 2026 г.`, `22 November 2026`. */
export function formatLongDate(date: Date, language: Language): string {
  if (language === 'az') {
    return `${date.getUTCDate()} ${AZ_MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
  }
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * A moment as date and time in Baku (UTC+4, no daylight saving), whatever the device's zone:
 * `22 noyabr 2026, 14:05`, `22 нояб. 2026 г., 14:05`, `22 Nov 2026, 14:05`.
 */
export function formatDateTime(date: Date, language: Language): string {
  if (language === 'az') {
    return `${formatLongDate(bakuWallClock(date), 'az')}, ${formatBakuTime(date)}`;
  }
  return bakuDateTimeFormat(INTL_LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * "Kamran Məmmədov": a person's first and last name, as lists and pickers show them; an erased
 * account is "Deleted player" in the interface's language (decision 91).
 */
export function fullName(person: { first_name: string; last_name: string }): string {
  return personName(person, currentLanguage());
}

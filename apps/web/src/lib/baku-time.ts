import {
  BAKU_OFFSET_MS,
  BAKU_TIME_ZONE,
  DAY_MS,
  INTL_LOCALES,
  type Language,
  MONTH_NAMES,
  WEEKDAY_NAMES,
  bakuDateTimeFormat,
  bakuDayStart,
  bakuWallClock,
} from '@oyna/shared';

/*
 * Baku time in the web app, the one place it is computed here (whatever the browser's zone): Baku
 * keeps UTC+4 all year, and shared's `domain/baku-time.ts` holds the offset the server uses too.
 */

export { BAKU_TIME_ZONE, DAY_MS, bakuWallClock };

/** Written by hand (the tables in shared say why). */
const AZ_WEEKDAYS = WEEKDAY_NAMES.az;
const AZ_MONTHS = MONTH_NAMES.az;

/** The wall-clock fields of an instant in Baku. */
export function bakuParts(instant: Date) {
  const shifted = bakuWallClock(instant);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `19:00` in Baku, whatever the browser's time zone. */
export function formatBakuTime(instant: Date): string {
  const { hour, minute } = bakuParts(instant);
  return `${pad(hour)}:${pad(minute)}`;
}

/** The Baku day of an instant: `şənbə, 22 noyabr`, `сб, 22 ноября`, `Sat 22 November`. */
export function formatBakuDay(instant: Date, language: Language): string {
  if (language === 'az') {
    const { weekday, day, month } = bakuParts(instant);
    return `${AZ_WEEKDAYS[weekday] ?? ''}, ${day} ${AZ_MONTHS[month - 1] ?? ''}`;
  }
  return bakuDateTimeFormat(INTL_LOCALES[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
  }).format(instant);
}

/**
 * The header of a Baku day (`YYYY-MM-DD`), with the weekday in full and a capital:
 * `Şənbə, 28 noyabr`, `Суббота, 28 ноября`, `Saturday 28 November`.
 */
export function formatBakuDayHeading(day: string, language: Language): string {
  // Noon of that day: the same Baku day on every formatter.
  const noon = new Date(bakuDayStart(day).getTime() + DAY_MS / 2);
  const text =
    language === 'az'
      ? formatBakuDay(noon, language)
      : bakuDateTimeFormat(INTL_LOCALES[language], { weekday: 'long', day: 'numeric', month: 'long' }).format(
          noon,
        );
  return text.charAt(0).toLocaleUpperCase(INTL_LOCALES[language]) + text.slice(1);
}

/** Day and time in Baku: `şənbə, 22 noyabr · 19:00`. */
export function formatBakuDateTime(instant: Date, language: Language): string {
  return `${formatBakuDay(instant, language)} · ${formatBakuTime(instant)}`;
}

/** `YYYY-MM-DD` of the Baku day an instant falls on (the API's `date_from`/`date_to`). */
export function bakuDay(instant: Date): string {
  const { year, month, day } = bakuParts(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** An instant as the value of a `datetime-local` input showing Baku time: `2026-11-22T19:00`. */
export function toBakuInputValue(instant: Date): string {
  const { hour, minute } = bakuParts(instant);
  return `${bakuDay(instant)}T${pad(hour)}:${pad(minute)}`;
}

const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** A `datetime-local` value read as Baku time, as a UTC ISO instant; null when malformed. */
export function fromBakuInputValue(value: string): string | null {
  const match = INPUT_VALUE.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute) - BAKU_OFFSET_MS;
  const instant = new Date(utc);
  // Rejects impossible dates such as 31 February, which Date.UTC would roll over.
  if (Number.isNaN(utc) || toBakuInputValue(instant) !== `${value.slice(0, 16)}`) return null;
  return instant.toISOString();
}

/*
 * Baku time, the one place the server and the packages compute it: Baku keeps UTC+4 all year (no
 * daylight saving since 2016), so its wall clock is an instant shifted by four hours. The web app's
 * counterpart, with its formatters, is `apps/web/src/lib/baku-time.ts`.
 */

/** The time zone every date of the product is judged in. */
export const BAKU_TIME_ZONE = 'Asia/Baku';
/** Baku's offset from UTC, as ISO 8601 writes it. */
export const BAKU_UTC_OFFSET = '+04:00';
/** The same offset in minutes and in milliseconds. */
export const BAKU_OFFSET_MINUTES = 240;
export const BAKU_OFFSET_MS = BAKU_OFFSET_MINUTES * 60_000;
export const DAY_MS = 24 * 3_600_000;

/**
 * The instant shifted so that its UTC fields (`getUTCHours()`, `getUTCDay()`…) read Baku's wall
 * clock: only for reading those fields, never as an instant.
 */
export function bakuWallClock(instant: Date | number): Date {
  return new Date(new Date(instant).getTime() + BAKU_OFFSET_MS);
}

/** The instant a Baku wall-clock time stands for, from its `bakuWallClock` milliseconds. */
export function fromBakuWallClock(wallClockMs: number): Date {
  return new Date(wallClockMs - BAKU_OFFSET_MS);
}

/** The Baku weekday of an instant: 0 is Sunday, 6 Saturday. */
export function bakuWeekday(instant: Date | number): number {
  return bakuWallClock(instant).getUTCDay();
}

/** Midnight at the start of the Baku day an instant falls on. */
export function bakuMidnight(instant: Date | number): Date {
  const wallClock = bakuWallClock(instant).getTime();
  return fromBakuWallClock(wallClock - (wallClock % DAY_MS));
}

/** Midnight at the start of a Baku calendar day ('YYYY-MM-DD'), as an instant. */
export function bakuDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${BAKU_UTC_OFFSET}`);
}

/** Midnight at the end of a Baku calendar day: the exclusive upper bound of "up to and including". */
export function bakuDayEnd(day: string): Date {
  return new Date(bakuDayStart(day).getTime() + DAY_MS);
}

const bakuFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl formatter that reads instants on Baku's wall clock, whatever the machine's zone. One per
 * locale and options, made the first time it is asked for: a formatter is immutable, and building
 * one costs far more than formatting with it (a list of games formats every row's day).
 */
export function bakuDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = bakuFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: BAKU_TIME_ZONE });
    bakuFormats.set(key, format);
  }
  return format;
}

/** Baku is UTC+4 all year (no daylight saving since 2016). */
export const BAKU_UTC_OFFSET = '+04:00';
export const DAY_MS = 24 * 3_600_000;

/** Midnight at the start of a Baku calendar day ('YYYY-MM-DD'), as an instant. */
export function bakuDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${BAKU_UTC_OFFSET}`);
}

/** Midnight at the end of a Baku calendar day: the exclusive upper bound of "up to and including". */
export function bakuDayEnd(day: string): Date {
  return new Date(bakuDayStart(day).getTime() + DAY_MS);
}

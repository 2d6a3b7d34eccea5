/** Baku is UTC+4 all year (no daylight saving). */
const BAKU_OFFSET_MS = 4 * 3600_000;

/** The instant the current calendar month began in Baku. */
export function bakuMonthStart(now: Date): Date {
  const baku = new Date(now.getTime() + BAKU_OFFSET_MS);
  return new Date(Date.UTC(baku.getUTCFullYear(), baku.getUTCMonth(), 1) - BAKU_OFFSET_MS);
}

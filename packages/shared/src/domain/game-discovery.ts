import { bakuDate } from './age.js';
import { DAY_MS, bakuDayStart, bakuWallClock } from './baku-time.js';

/** The date chips of the game list: ranges of Baku days (UTC+4, no daylight saving). */
export const DATE_CHIPS = ['today', 'tomorrow', 'weekend'] as const;
export type DateChip = (typeof DATE_CHIPS)[number];

/**
 * The kick-off range a date chip stands for at `now`: today is the rest of today; tomorrow the whole
 * of tomorrow; the weekend is Saturday and Sunday of this week (from now, when it is already the
 * weekend). `to` is exclusive.
 */
export function dateChipRange(chip: DateChip, now: Date): { from: Date; to: Date } {
  const today = bakuDayStart(bakuDate(now)).getTime();
  if (chip === 'today') return { from: now, to: new Date(today + DAY_MS) };
  if (chip === 'tomorrow') return { from: new Date(today + DAY_MS), to: new Date(today + 2 * DAY_MS) };
  // 0 is Sunday; noon avoids any doubt about the day the shifted instant falls on.
  const weekday = bakuWallClock(today + 12 * 3_600_000).getUTCDay();
  const untilSaturday = weekday === 0 ? -1 : 6 - weekday;
  const saturday = today + untilSaturday * DAY_MS;
  return { from: new Date(Math.max(saturday, now.getTime())), to: new Date(saturday + 2 * DAY_MS) };
}

/** Mean radius of the Earth in kilometres (the haversine's sphere). */
export const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres (haversine), the same formula the game list sorts by in SQL. */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

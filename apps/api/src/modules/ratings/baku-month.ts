import { bakuWallClock, fromBakuWallClock } from '@oyna/shared';

/** The instant the current calendar month began in Baku. */
export function bakuMonthStart(now: Date): Date {
  const baku = bakuWallClock(now);
  return fromBakuWallClock(Date.UTC(baku.getUTCFullYear(), baku.getUTCMonth(), 1));
}

import { DAY_MS, bakuDay } from '../../../lib/baku-time';

/** Today and tomorrow get a word instead of a date. */
export type RelativeDay = 'today' | 'tomorrow';

export interface GameDayGroup<T> {
  /** The Baku day, `YYYY-MM-DD`. */
  day: string;
  relative: RelativeDay | null;
  games: T[];
}

/**
 * Games under one header per Baku day, in the list's own order: a run of games on the same day
 * makes one group (the page of a list sorted by time has each day once).
 */
export function groupByBakuDay<T extends { starts_at: string }>(
  games: readonly T[],
  now: Date,
): GameDayGroup<T>[] {
  const today = bakuDay(now);
  // Baku keeps UTC+4 all year, so a day later is always 24 hours later.
  const tomorrow = bakuDay(new Date(now.getTime() + DAY_MS));
  const groups: GameDayGroup<T>[] = [];
  for (const game of games) {
    const day = bakuDay(new Date(game.starts_at));
    const last = groups.at(-1);
    if (last?.day === day) last.games.push(game);
    else {
      const relative = day === today ? 'today' : day === tomorrow ? 'tomorrow' : null;
      groups.push({ day, relative, games: [game] });
    }
  }
  return groups;
}

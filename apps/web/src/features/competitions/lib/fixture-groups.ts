import { bakuDay } from '../../../lib/baku-time';

export interface FixtureGroup<T> {
  /** `round:3`, `round:3:A` (a group's round), `knockout:main:2`, or a Baku day `2026-11-28`. */
  key: string;
  items: T[];
}

interface Groupable {
  round: number;
  group: string | null;
  /** The knockout part (`main`, `final`...); null in a league or a group. */
  bracket_part: string | null;
  starts_at: string | null;
}

const byTime = (a: Groupable, b: Groupable) =>
  (a.starts_at ?? '\uffff').localeCompare(b.starts_at ?? '\uffff');

/**
 * Fixtures by round: the group stage's rounds first (each group's matches of a round together),
 * then the knockout's parts and rounds; within a round by kick-off, unscheduled last.
 */
export function fixturesByRound<T extends Groupable>(fixtures: readonly T[]): FixtureGroup<T>[] {
  const groups = new Map<string, { sort: [number, number, string]; items: T[] }>();
  const partRank: Record<string, number> = {
    main: 1,
    winners: 1,
    losers: 2,
    third_place: 3,
    final: 4,
    final_reset: 5,
  };
  for (const fixture of fixtures) {
    const part = fixture.bracket_part;
    const key = part ? `knockout:${part}:${fixture.round}` : `round:${fixture.round}`;
    const sort: [number, number, string] = part
      ? [1000 + (partRank[part] ?? 9) * 100, fixture.round, '']
      : [0, fixture.round, ''];
    const entry = groups.get(key) ?? { sort, items: [] };
    entry.items.push(fixture);
    groups.set(key, entry);
  }
  return [...groups.entries()]
    .sort(([, a], [, b]) => a.sort[0] - b.sort[0] || a.sort[1] - b.sort[1])
    .map(([key, entry]) => ({
      key,
      items: [...entry.items].sort((a, b) => (a.group ?? '').localeCompare(b.group ?? '') || byTime(a, b)),
    }));
}

/** Fixtures by Baku day, earliest first; those without a kick-off yet under `unscheduled` at the end. */
export function fixturesByDate<T extends Groupable>(fixtures: readonly T[]): FixtureGroup<T>[] {
  const days = new Map<string, T[]>();
  for (const fixture of [...fixtures].sort(byTime)) {
    const key = fixture.starts_at ? bakuDay(new Date(fixture.starts_at)) : 'unscheduled';
    days.set(key, [...(days.get(key) ?? []), fixture]);
  }
  return [...days.entries()].map(([key, items]) => ({ key, items }));
}

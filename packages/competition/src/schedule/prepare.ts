import { CompetitionError } from '../errors.js';
import { bakuMinutes, BAKU_UTC_OFFSET_MINUTES, instantMinutes } from './baku-time.js';
import type { PitchRef, ScheduleMatch, ScheduleRules } from './types.js';

export const pitchKey = (pitch: PitchRef) => `${pitch.venueId}#${pitch.pitch}`;

export interface Interval {
  start: number;
  end: number;
}

/** The rules in minutes since the epoch, per pitch index (the order of `rules.pitches`). */
export interface PreparedRules {
  pitchIndex: Map<string, number>;
  /** Per pitch: the windows merged into disjoint intervals, in order. */
  open: Interval[][];
  /** Per pitch: busy intervals, in order of start. */
  busy: Interval[][];
  matchMinutes: number;
  changeover: number;
  rest: number;
  maxRoundsPerDay: number;
}

/** The Baku calendar day of an instant in minutes, as a day number (days since 1970-01-01). */
export const bakuDay = (minutes: number) => Math.floor((minutes + BAKU_UTC_OFFSET_MINUTES) / 1440);

function wholeMinutes(value: number, minimum: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new CompetitionError('invalid_duration', `${name} must be a whole number of minutes >= ${minimum}`);
  }
  return value;
}

function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

export function prepareRules(rules: ScheduleRules): PreparedRules {
  const pitchIndex = new Map<string, number>();
  rules.pitches.forEach((pitch, i) => {
    const key = pitchKey(pitch);
    if (pitchIndex.has(key))
      throw new CompetitionError('duplicate_pitch', `Pitch ${key} is listed twice`, key);
    pitchIndex.set(key, i);
  });
  const indexOf = (pitch: PitchRef) => {
    const index = pitchIndex.get(pitchKey(pitch));
    if (index === undefined) {
      throw new CompetitionError('unknown_pitch', `Pitch ${pitchKey(pitch)} is not one of the competition's`);
    }
    return index;
  };
  const open: Interval[][] = rules.pitches.map(() => []);
  for (const window of rules.windows) {
    const start = bakuMinutes(window.date, window.start);
    const end = bakuMinutes(window.date, window.end);
    if (end <= start)
      throw new CompetitionError('invalid_window', `Window ${window.date} ends before it starts`);
    const indices = window.pitches ? window.pitches.map(indexOf) : rules.pitches.map((_, i) => i);
    for (const i of indices) open[i]?.push({ start, end });
  }
  const busy: Interval[][] = rules.pitches.map(() => []);
  for (const interval of rules.busy ?? []) {
    const index = pitchIndex.get(pitchKey(interval));
    const start = instantMinutes(interval.start);
    const end = instantMinutes(interval.end);
    if (end <= start) throw new CompetitionError('invalid_time', 'A busy interval ends before it starts');
    if (index !== undefined) busy[index]?.push({ start, end });
  }
  return {
    pitchIndex,
    open: open.map(merge),
    busy: busy.map((list) => list.sort((a, b) => a.start - b.start || a.end - b.end)),
    matchMinutes: wholeMinutes(rules.matchMinutes, 1, 'Match length'),
    changeover: wholeMinutes(rules.changeoverMinutes, 0, 'Changeover'),
    rest: wholeMinutes(rules.minRestMinutes, 0, 'Rest'),
    maxRoundsPerDay:
      rules.maxRoundsPerDay === undefined
        ? Infinity
        : wholeMinutes(rules.maxRoundsPerDay, 1, 'Rounds per day'),
  };
}

/**
 * The matches in the order they are placed: by round, then as given, but never before a match
 * they come after. Refuses duplicate ids, unknown feeders and cycles.
 */
export function placingOrder(matches: readonly ScheduleMatch[]): ScheduleMatch[] {
  const byId = new Map<string, ScheduleMatch>();
  for (const match of matches) {
    if (byId.has(match.id))
      throw new CompetitionError('duplicate_match', `Match ${match.id} twice`, match.id);
    byId.set(match.id, match);
  }
  for (const match of matches) {
    for (const feeder of match.after ?? []) {
      if (!byId.has(feeder)) {
        throw new CompetitionError(
          'unknown_feeder',
          `Match ${match.id} comes after unknown ${feeder}`,
          match.id,
        );
      }
    }
  }
  const rank = new Map(
    matches
      .map((match, i) => ({ match, i }))
      .sort((a, b) => a.match.round - b.match.round || a.i - b.i)
      .map(({ match }, position) => [match.id, position]),
  );
  const waiting = new Map(matches.map((match) => [match.id, new Set(match.after ?? [])]));
  const dependants = new Map<string, string[]>();
  for (const match of matches) {
    for (const feeder of match.after ?? [])
      dependants.set(feeder, [...(dependants.get(feeder) ?? []), match.id]);
  }
  const readyIds = matches.filter((m) => (m.after ?? []).length === 0).map((m) => m.id);
  const order: ScheduleMatch[] = [];
  const byRank = (a: string, b: string) => (rank.get(a) as number) - (rank.get(b) as number);
  readyIds.sort(byRank).reverse();
  while (readyIds.length > 0) {
    const id = readyIds.pop() as string;
    const before = readyIds.length;
    order.push(byId.get(id) as ScheduleMatch);
    for (const next of dependants.get(id) ?? []) {
      const left = waiting.get(next) as Set<string>;
      left.delete(id);
      if (left.size === 0) readyIds.push(next);
    }
    if (readyIds.length > before) readyIds.sort(byRank).reverse();
  }
  if (order.length !== matches.length) {
    const stuck = matches.find((match) => !order.includes(match));
    throw new CompetitionError('feeder_cycle', 'Matches come after each other in a cycle', stuck?.id);
  }
  return order;
}

import { CompetitionError } from '../errors.js';
import type { TeamId } from '../standings/types.js';
import { instantMinutes, isoOf } from './baku-time.js';
import { bakuDay, pitchKey, placingOrder, prepareRules, type Interval } from './prepare.js';
import type {
  PitchRef,
  Placement,
  ScheduleMatch,
  ScheduleResult,
  ScheduleRules,
  UnplacedReason,
} from './types.js';

interface Slot {
  start: number;
  end: number;
  pitch: number;
  /** The Baku day number, for the rounds-per-day rule. */
  day: number;
  used: boolean;
}

/**
 * The start times each pitch offers: from the start of each open interval, one match after
 * another with the changeover between, skipping past busy intervals (a match keeps the changeover
 * clear on both sides of a booking), each match ending within its window.
 */
function slotsOf(
  open: readonly Interval[],
  busy: readonly Interval[],
  pitch: number,
  length: number,
  changeover: number,
): Slot[] {
  const slots: Slot[] = [];
  for (const window of open) {
    let start = window.start;
    while (start + length <= window.end) {
      const clash = busy.find((b) => start < b.end + changeover && b.start < start + length + changeover);
      if (clash) {
        start = clash.end + changeover;
        continue;
      }
      slots.push({ start, end: start + length, pitch, day: bakuDay(start), used: false });
      start += length + changeover;
    }
  }
  return slots;
}

/** Index of the first slot starting at or after `minute`. */
function firstFrom(slots: readonly Slot[], minute: number): number {
  let low = 0;
  let high = slots.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((slots[mid] as Slot).start < minute) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Places matches on the competition's pitches and time windows (Baku time), round by round, each
 * at the earliest slot that keeps every rule: one match per pitch at a time with the changeover
 * between, clear of the pitches' other bookings, at least the rest time between two matches of a
 * team and after each feeder's end, and at most `maxRoundsPerDay` rounds on a date. A round's
 * matches start no earlier than the last start of the round before when a slot allows; otherwise
 * the match is placed earlier and listed in `outOfRoundOrder`. `fixed` placements (matches already
 * scheduled or moved by hand) are kept and the others planned around them. Deterministic: the same
 * input gives the same schedule. Matches that cannot be placed are reported with the reason.
 */
export function scheduleMatches(
  matches: readonly ScheduleMatch[],
  rules: ScheduleRules,
  fixed: readonly Placement[] = [],
): ScheduleResult {
  const prepared = prepareRules(rules);
  const order = placingOrder(matches);
  const byId = new Map(matches.map((match) => [match.id, match]));
  const placed = new Map<string, Interval & { pitch: number }>();
  const teamBusy = new Map<TeamId, Interval[]>();
  const roundsOnDay = new Map<number, Set<number>>();
  const busy = prepared.busy.map((list) => [...list]);
  const placements: Placement[] = [];
  const { matchMinutes: length, changeover, rest } = prepared;
  const lastStartOfRound = new Map<number, number>();

  const book = (match: ScheduleMatch, interval: Interval, pitch: number) => {
    placed.set(match.id, { ...interval, pitch });
    for (const team of match.teams) teamBusy.set(team, [...(teamBusy.get(team) ?? []), interval]);
    const day = bakuDay(interval.start);
    roundsOnDay.set(day, (roundsOnDay.get(day) ?? new Set()).add(match.round));
    const ref = rules.pitches[pitch] as PitchRef;
    placements.push({
      matchId: match.id,
      venueId: ref.venueId,
      pitch: ref.pitch,
      start: isoOf(interval.start),
      end: isoOf(interval.end),
    });
  };

  for (const placement of fixed) {
    const match = byId.get(placement.matchId);
    if (!match) {
      throw new CompetitionError('unknown_match', `No match ${placement.matchId}`, placement.matchId);
    }
    if (placed.has(match.id)) {
      throw new CompetitionError('duplicate_match', `Match ${match.id} is fixed twice`, match.id);
    }
    const pitch = prepared.pitchIndex.get(pitchKey(placement));
    if (pitch === undefined) {
      throw new CompetitionError('unknown_pitch', `Unknown pitch ${pitchKey(placement)}`);
    }
    const interval = { start: instantMinutes(placement.start), end: instantMinutes(placement.end) };
    busy[pitch]?.push(interval);
    book(match, interval, pitch);
    lastStartOfRound.set(
      match.round,
      Math.max(lastStartOfRound.get(match.round) ?? -Infinity, interval.start),
    );
  }
  busy.forEach((list) => list.sort((a, b) => a.start - b.start));

  const slots = prepared.open
    .flatMap((open, pitch) => slotsOf(open, busy[pitch] ?? [], pitch, length, changeover))
    .sort((a, b) => a.start - b.start || a.pitch - b.pitch);

  // Slots of two windows on one pitch may lie closer than the changeover (09:00 and 09:01): a slot
  // is free only clear of the pitch's matches placed so far, the changeover on both sides.
  const placedOn = rules.pitches.map((): Interval[] => []);
  const pitchClear = (slot: Slot) =>
    (placedOn[slot.pitch] ?? []).every(
      (other) => slot.start >= other.end + changeover || other.start >= slot.end + changeover,
    );
  const restClear = (team: TeamId, slot: Slot) =>
    (teamBusy.get(team) ?? []).every(
      (other) => slot.start >= other.end + rest || other.start >= slot.end + rest,
    );
  const roundFits = (match: ScheduleMatch, slot: Slot) => {
    const rounds = roundsOnDay.get(slot.day);
    return !rounds || rounds.has(match.round) || rounds.size < prepared.maxRoundsPerDay;
  };

  const unplaced: ScheduleResult['unplaced'] = [];
  const outOfRoundOrder: string[] = [];

  for (const match of order) {
    if (placed.has(match.id)) continue;
    const feeders = (match.after ?? []).map((id) => placed.get(id));
    if (feeders.some((feeder) => feeder === undefined)) {
      unplaced.push({ matchId: match.id, reason: 'feeder_unplaced' });
      continue;
    }
    const earliest = Math.max(-Infinity, ...feeders.map((feeder) => (feeder as Interval).end + rest));
    let roundBound = -Infinity;
    for (const [round, start] of lastStartOfRound) {
      if (round < match.round) roundBound = Math.max(roundBound, start);
    }

    let free = false;
    let blockedByRest = false;
    const search = (from: number): Slot | undefined => {
      for (let i = firstFrom(slots, from); i < slots.length; i += 1) {
        const slot = slots[i] as Slot;
        if (slot.used || !pitchClear(slot)) continue;
        free = true;
        if (!roundFits(match, slot)) continue;
        if (match.teams.every((team) => restClear(team, slot))) return slot;
        blockedByRest = true;
      }
      return undefined;
    };
    let slot = roundBound > earliest ? search(roundBound) : undefined;
    if (!slot) {
      slot = search(earliest);
      if (slot && slot.start < roundBound) outOfRoundOrder.push(match.id);
    }
    if (!slot) {
      const reason: UnplacedReason = !free ? 'no_free_slot' : blockedByRest ? 'team_rest' : 'rounds_per_day';
      unplaced.push({ matchId: match.id, reason });
      continue;
    }
    slot.used = true;
    placedOn[slot.pitch]?.push({ start: slot.start, end: slot.end });
    book(match, { start: slot.start, end: slot.end }, slot.pitch);
    lastStartOfRound.set(match.round, Math.max(lastStartOfRound.get(match.round) ?? -Infinity, slot.start));
  }

  const pitchOrder = (p: Placement) => prepared.pitchIndex.get(pitchKey(p)) as number;
  placements.sort((a, b) => a.start.localeCompare(b.start) || pitchOrder(a) - pitchOrder(b));
  return { placements, unplaced, outOfRoundOrder };
}

import { createHash } from 'node:crypto';
import type { LeftOutReason } from '@oyna/shared';

/** What the selection knows of one regular who wants a date. */
export interface RegularCandidate {
  userId: string;
  /** Left out of the series' last published date by this selection. */
  satOutLast: boolean;
  /** Games of this series they came to over its last dates (SELECTION_ATTENDANCE_DATES). */
  attendance: number;
  /** Games they played anywhere over the last SELECTION_RECENT_DAYS days. */
  gamesLately: number;
}

/** Who plays a date and who is left out, each with the one rule that put them behind. */
export interface RegularSelection {
  chosen: string[];
  leftOut: { userId: string; reason: LeftOutReason }[];
}

/**
 * Decides which regulars play a date when more want it than there are regular places (decision 74).
 * The order, rule by rule: who sat out last time first, then higher attendance over the last dates,
 * then fewer games lately, then a draw seeded by the series and the date, so the same inputs always
 * give the same answer whatever order they come in. Each one left out gets the first rule on which
 * the last one chosen came before them. Pure: no clock, no database, no randomness of its own.
 */
export function selectRegulars(
  candidates: readonly RegularCandidate[],
  places: number,
  seed: { seriesId: string; date: string },
): RegularSelection {
  const ranked = candidates
    .map((candidate) => ({ candidate, draw: drawOf(seed, candidate.userId) }))
    .sort((a, b) => compare(a.candidate, b.candidate) || compareDraw(a, b));
  const take = Math.max(0, Math.min(places, ranked.length));
  const chosen = ranked.slice(0, take).map(({ candidate }) => candidate.userId);
  const last = ranked[take - 1];
  const leftOut = ranked.slice(take).map(({ candidate }) => ({
    userId: candidate.userId,
    reason: last ? reasonBehind(last.candidate, candidate) : ('others_sat_out' as const),
  }));
  return { chosen, leftOut };
}

/** Negative when `a` comes first by the rules before the draw; 0 for an exact tie. */
function compare(a: RegularCandidate, b: RegularCandidate): number {
  if (a.satOutLast !== b.satOutLast) return a.satOutLast ? -1 : 1;
  if (a.attendance !== b.attendance) return b.attendance - a.attendance;
  return a.gamesLately - b.gamesLately;
}

function compareDraw(a: { draw: string; candidate: RegularCandidate }, b: typeof a): number {
  if (a.draw !== b.draw) return a.draw < b.draw ? -1 : 1;
  return a.candidate.userId < b.candidate.userId ? -1 : a.candidate.userId > b.candidate.userId ? 1 : 0;
}

/** The first rule on which `chosen` came before `left`. */
function reasonBehind(chosen: RegularCandidate, left: RegularCandidate): LeftOutReason {
  if (chosen.satOutLast !== left.satOutLast) return 'others_sat_out';
  if (chosen.attendance !== left.attendance) return 'lower_attendance';
  if (chosen.gamesLately !== left.gamesLately) return 'more_games_lately';
  return 'draw';
}

/** The seeded draw: a hash of the series, the date and the player, the same on every run. */
function drawOf(seed: { seriesId: string; date: string }, userId: string): string {
  return createHash('sha256').update(`${seed.seriesId}:${seed.date}:${userId}`).digest('hex');
}

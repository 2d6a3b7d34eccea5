import { CompetitionError } from '../errors.js';
import type { CardCounts, PlayedMatch, PointsForResult, Tally, TeamId } from './types.js';

/** The score a forfeit is counted as (docs/decisions/0017-competition-engine.md). */
export const FORFEIT_GOALS = 3;

/** FIFA's fair-play deductions per category. */
export const FAIR_PLAY_POINTS = {
  yellow: -1,
  secondYellowRed: -3,
  directRed: -4,
  yellowDirectRed: -5,
} as const satisfies Record<keyof CardCounts, number>;

/** A match as counted: forfeits turned into 3-0, cards into fair-play points. */
export interface CountedMatch {
  home: TeamId;
  away: TeamId;
  homeGoals: number;
  awayGoals: number;
  homeFairPlay: number;
  awayFairPlay: number;
}

export type { Tally } from './types.js';

export const emptyTally = (): Tally => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  awayGoalsFor: 0,
  points: 0,
  fairPlay: 0,
});

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const CARD_CATEGORIES = Object.keys(FAIR_PLAY_POINTS) as (keyof CardCounts)[];

export function fairPlayPoints(cards: CardCounts | null | undefined, team: TeamId): number {
  if (cards == null) return 0;
  let total = 0;
  for (const category of CARD_CATEGORIES) {
    const count = cards[category] ?? 0;
    if (!isCount(count)) {
      throw new CompetitionError('invalid_cards', `Card count ${category} must be a whole number >= 0`, team);
    }
    total += count * FAIR_PLAY_POINTS[category];
  }
  return total;
}

/** Checks one match against the known teams and counts it. */
export function countMatch(match: PlayedMatch, teams: ReadonlySet<TeamId>): CountedMatch {
  for (const team of [match.home, match.away]) {
    if (!teams.has(team))
      throw new CompetitionError('unknown_team', `Team ${team} is not in the table`, team);
  }
  if (match.home === match.away) {
    throw new CompetitionError('team_plays_itself', `Team ${match.home} cannot play itself`, match.home);
  }
  if (!isCount(match.homeGoals) || !isCount(match.awayGoals)) {
    throw new CompetitionError('invalid_score', 'Goals must be whole numbers >= 0', match.home);
  }
  const forfeit = match.forfeit ?? null;
  return {
    home: match.home,
    away: match.away,
    homeGoals: forfeit === null ? match.homeGoals : forfeit === 'home' ? 0 : FORFEIT_GOALS,
    awayGoals: forfeit === null ? match.awayGoals : forfeit === 'away' ? 0 : FORFEIT_GOALS,
    homeFairPlay: fairPlayPoints(match.homeCards, match.home),
    awayFairPlay: fairPlayPoints(match.awayCards, match.away),
  };
}

function add(tally: Tally, scored: number, conceded: number, away: boolean, points: PointsForResult): void {
  tally.played += 1;
  tally.goalsFor += scored;
  tally.goalsAgainst += conceded;
  if (away) tally.awayGoalsFor += scored;
  if (scored > conceded) {
    tally.won += 1;
    tally.points += points.win;
  } else if (scored === conceded) {
    tally.drawn += 1;
    tally.points += points.draw;
  } else {
    tally.lost += 1;
    tally.points += points.loss;
  }
}

/**
 * Sums the matches whose both teams are in `among` (all matches when it is absent): the whole
 * table, or a head-to-head mini-table of tied teams.
 */
export function tallyMatches(
  teams: Iterable<TeamId>,
  matches: readonly CountedMatch[],
  points: PointsForResult,
  among?: ReadonlySet<TeamId>,
): Map<TeamId, Tally> {
  const tallies = new Map<TeamId, Tally>();
  for (const team of teams) tallies.set(team, emptyTally());
  for (const match of matches) {
    if (among && !(among.has(match.home) && among.has(match.away))) continue;
    const home = tallies.get(match.home);
    const away = tallies.get(match.away);
    if (!home || !away) continue;
    add(home, match.homeGoals, match.awayGoals, false, points);
    add(away, match.awayGoals, match.homeGoals, true, points);
    home.fairPlay += match.homeFairPlay;
    away.fairPlay += match.awayFairPlay;
  }
  return tallies;
}

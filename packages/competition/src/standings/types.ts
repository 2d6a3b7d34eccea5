import { type HomeAway, TIEBREAK_CRITERIA_NAMES } from '@oyna/shared';
import type { Seed } from '../lots.js';

export type TeamId = string;

/**
 * Cards a team received in one match, by FIFA's fair-play categories (one category per player
 * per match: a player booked and then sent off directly counts once, as `yellowDirectRed`).
 */
export interface CardCounts {
  /** Yellow cards that did not lead to a sending-off: −1 each. */
  yellow?: number;
  /** Sendings-off by a second yellow (indirect red): −3 each. */
  secondYellowRed?: number;
  /** Direct red cards: −4 each. */
  directRed?: number;
  /** A yellow card followed by a direct red for the same player: −5 each. */
  yellowDirectRed?: number;
}

/** A match with a result, as the competition stores it. */
export interface PlayedMatch {
  home: TeamId;
  away: TeamId;
  homeGoals: number;
  awayGoals: number;
  /** The side that forfeited: the match counts 3-0 for the other side, whatever the score. */
  forfeit?: HomeAway | null;
  homeCards?: CardCounts | null;
  awayCards?: CardCounts | null;
}

/**
 * Everything that can order two teams level on points; `lots` always ends an order. The list is
 * shared's (the contracts validate a custom order with it), so the engine and the API never differ.
 */
export const TIEBREAK_CRITERIA = TIEBREAK_CRITERIA_NAMES;
export type TiebreakCriterion = (typeof TIEBREAK_CRITERIA)[number];

/** What separated a team from the next one in the table. */
export type SeparatingCriterion = 'points' | TiebreakCriterion;

/**
 * The tie-break order, a setting of the competition (stored as it is, e.g. in a jsonb column).
 * `fifa_2026`: head-to-head first, applied again to the teams still tied, then overall goal
 * difference, goals, fair play, lots. `fifa_2018`: overall goal difference and goals first, then
 * head-to-head among the teams still level, fair play, lots. `custom`: the criteria in order.
 * See docs/decisions/0017-competition-engine.md.
 */
export type TiebreakSetting =
  | { order: 'fifa_2026' }
  | { order: 'fifa_2018' }
  | {
      order: 'custom';
      criteria: readonly TiebreakCriterion[];
      /** Apply the head-to-head criteria again to the teams they left tied (UEFA and FIFA 2026 do). */
      reapplyHeadToHead: boolean;
    };

export interface PointsForResult {
  win: number;
  draw: number;
  loss: number;
}

export const DEFAULT_POINTS: PointsForResult = { win: 3, draw: 1, loss: 0 };

export interface StandingsOptions {
  /** Default 3/1/0. */
  points?: PointsForResult;
  /** Default `fifa_2026`. */
  tiebreak?: TiebreakSetting;
  /** Stored with the competition so that drawn lots never change between reads. */
  lotsSeed: Seed;
  /** Points added (or, negative, deducted) by a decision of the organizer. */
  adjustments?: readonly { team: TeamId; points: number }[];
}

/** What a team's counted matches add up to. */
export interface Tally {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  /** Goals scored away from home (some custom orders use them). */
  awayGoalsFor: number;
  points: number;
  /** Fair-play points: 0 or negative, higher is better; 0 when no cards were recorded. */
  fairPlay: number;
}

/** A row of a table: the team's tally, its goal difference and its place. */
export interface StandingRow extends Tally {
  position: number;
  team: TeamId;
  goalDifference: number;
  /** What placed this team above the next row; null on the last row. */
  separatedBy: SeparatingCriterion | null;
}

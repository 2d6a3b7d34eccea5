import type { TeamRef } from '@oyna/shared';
import type { BracketPartName } from './bracket-layout';

/**
 * What the competition's parts draw. Field names follow the wire (snake_case); the engine's
 * standings row and resolved knockout match carry the same facts.
 */

/** What placed a team above the next one in the table (the engine's `separatedBy`). */
export type SeparatingCriterion =
  | 'points'
  | 'h2h_points'
  | 'h2h_goal_difference'
  | 'h2h_goals_for'
  | 'h2h_away_goals_for'
  | 'goal_difference'
  | 'goals_for'
  | 'away_goals_for'
  | 'wins'
  | 'fair_play'
  | 'lots';

export interface StandingRowView {
  position: number;
  team: TeamRef;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  goal_difference: number;
  points: number;
  /** What placed this team above the next row; null on the last row. */
  separated_by: SeparatingCriterion | null;
}

export type FixtureStatus = 'scheduled' | 'played' | 'forfeit' | 'walkover' | 'waiting' | 'void';

export interface FixtureView {
  id: string;
  /** Round (tur) of a league or group, or of the knockout part. */
  round: number;
  /** The group's letter in a groups-then-knockout competition. */
  group: string | null;
  /** Set for knockout matches. */
  part: BracketPartName | null;
  starts_at: string | null;
  venue_name: string | null;
  pitch_name: string | null;
  home: TeamRef | null;
  away: TeamRef | null;
  home_goals: number | null;
  away_goals: number | null;
  penalties_winner: 'home' | 'away' | null;
  forfeit: 'home' | 'away' | null;
  status: FixtureStatus;
}

export interface BracketMatchView {
  id: string;
  part: BracketPartName;
  round: number;
  order: number;
  home: TeamRef | null;
  away: TeamRef | null;
  /** `waiting` (a side not known), `ready`, `played`, `walkover` (a bye), `void`. */
  status: 'waiting' | 'ready' | 'played' | 'walkover' | 'void';
  winner_id: string | null;
  home_goals: number | null;
  away_goals: number | null;
  penalties_winner: 'home' | 'away' | null;
  forfeit: 'home' | 'away' | null;
  starts_at: string | null;
}

export interface ScorerView {
  rank: number;
  player: { id: string; name: string };
  team: TeamRef;
  goals: number;
  matches: number;
}

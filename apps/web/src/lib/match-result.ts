import { MAX_SIDE_SCORE } from '@oyna/shared';

/**
 * The result form of a match between two teams, as a friendly (`features/team-matches`) and a
 * competition's match (`features/competitions`) both fill it in: a score per side, who played for
 * each side within its squad's limits, and each player's goals. What only a competition has
 * (forfeits, penalties, cards) stays in its feature.
 */
export type MatchSide = 'home' | 'away';
export const MATCH_SIDES = ['home', 'away'] as const;

/** The score of both sides as the form holds it. */
export interface MatchScore {
  homeScore: number;
  awayScore: number;
}

/** A player's goals for a side (a scorer line, or a squad player's line). */
export interface SideGoals {
  side: MatchSide;
  goals: number;
}

/** How many players a side's line-up may have. */
export interface LineupLimits {
  min: number;
  max: number;
}

/**
 * A score or a player's goals as typed: a whole number from 0; `capped` also keeps it at most
 * MAX_SIDE_SCORE (a field that lets more through says why the form cannot be sent instead).
 */
export function goalsInput(value: string, capped = true): number {
  const goals = Math.max(0, Math.trunc(Number(value) || 0));
  return capped ? Math.min(MAX_SIDE_SCORE, goals) : goals;
}

export function sideScore(score: MatchScore, side: MatchSide): number {
  return side === 'home' ? score.homeScore : score.awayScore;
}

/** The goals a side's players are named for. */
export function sideGoals(lines: readonly SideGoals[], side: MatchSide): number {
  return lines.filter((line) => line.side === side).reduce((sum, line) => sum + line.goals, 0);
}

/** A side's players may have scored fewer than its score (own goals, unknown scorers), never more. */
export function goalsExceedScore(score: MatchScore, lines: readonly SideGoals[]): boolean {
  return MATCH_SIDES.some((side) => sideGoals(lines, side) > sideScore(score, side));
}

/** Whether a line-up of `size` players is within its limits. */
export function lineupSizeOk(size: number, limits: LineupLimits): boolean {
  return size >= limits.min && size <= limits.max;
}

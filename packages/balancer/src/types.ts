import { EngineInputError, type Position, type PositionGroup } from '@oyna/shared';

/** A confirmed player of a game, as the API reads it from the profile and the ratings. */
export interface BalancePlayer {
  id: string;
  /** Displayed rating from results, 0-100; absent before the first rated game. */
  rating?: number | null;
  /** Self-rated overall skill from onboarding, 0-100; absent when the step was skipped. */
  selfOverall?: number | null;
  /** Games the player has completed on Oyna (the rating's evidence). */
  gamesPlayed: number;
  primaryPosition?: Position | null;
  secondaryPositions: readonly Position[];
}

/** A player pinned to a side (0-based index) while the rest are rebalanced. */
export interface SideLock {
  playerId: string;
  side: number;
}

export interface BalanceOptions {
  /** How many sides: 2, 3 or 4. */
  sides: number;
  locks?: readonly SideLock[];
  /** Same input and seed give the same sides; another seed may give other sides that are as fair. */
  seed?: number;
  /** Wall-clock cap of the heuristic (ms). Default 200; the work cap normally stops it far sooner. */
  timeBudgetMs?: number;
}

export { POSITION_GROUPS, type PositionGroup } from '@oyna/shared';

export type PositionMix = Record<PositionGroup, number>;

export interface BalancedPlayer {
  id: string;
  /** Balancing strength, a whole number 0-100 (docs/decisions/0007-side-balancer.md). */
  strength: number;
  /** The line the player is balanced as; null when the player gave no position at all. */
  role: PositionGroup | null;
  locked: boolean;
}

export interface BalancedSide {
  /** 0-based side index, the one locks refer to. */
  index: number;
  /** Strongest first; ties in input order. */
  players: BalancedPlayer[];
  /** Sum of the players' strengths. */
  strength: number;
  /** Players per line by their balancing role. */
  mix: PositionMix;
  /** Players able to play each line by primary or secondary position. */
  cover: PositionMix;
}

export interface BalanceResult {
  sides: BalancedSide[];
  /** Strongest side's strength minus the weakest's: the number the balancer minimises. */
  spread: number;
  /**
   * How far the lines are from the most even split the locks allow (0 when every line is as
   * even as possible); minimised before the spread.
   */
  positionPenalty: number;
  /** Integrality bound of the spread: 0 if the total strength divides by the side count, else 1. */
  spreadLowerBound: number;
  /** How the split was made: the exact two-side method, the heuristic, or by hand (`describeSides`). */
  method: 'exact' | 'heuristic' | 'manual';
  /** True when the split is proven best: always for the exact method, else when it meets the bounds. */
  optimal: boolean;
  /** True when the heuristic stopped on the time budget (then a re-run may differ). */
  timedOut: boolean;
  /** The seed the heuristic used (store it to reproduce the split); null for exact and manual splits. */
  seed: number | null;
}

export const BALANCE_ERROR_CODES = [
  'side_count_out_of_range',
  'too_few_players',
  'duplicate_player',
  'invalid_player',
  'unknown_locked_player',
  'duplicate_lock',
  'lock_to_missing_side',
  'locks_unbalanced',
  'unknown_player',
  'unassigned_player',
] as const;
export type BalanceErrorCode = (typeof BALANCE_ERROR_CODES)[number];

/** Bad input to the balancer; `code` is stable for the API to map, `playerId` names the culprit. */
export class BalanceError extends EngineInputError<BalanceErrorCode> {
  override readonly name = 'BalanceError';
  /** The player the problem is about, when there is one. */
  get playerId(): string | undefined {
    return this.subject;
  }
}

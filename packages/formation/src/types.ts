import {
  EngineInputError,
  FORMATION_FITS,
  type FormationFit,
  type GameFormat,
  type Position,
  type PositionGroup,
  type PreferredFoot,
  type SkillKey,
} from '@oyna/shared';

/**
 * One place in a formation. Coordinates are normalised: `x` from the left touchline (0) to the
 * right one (1) as the side attacks, `y` from the own goal line (0) to the opponent's (1).
 */
export interface FormationSlot {
  /** Unique within its formation; placements and locks refer to it. */
  id: string;
  role: Position;
  /** The role's line (`positionGroup(role)` of @oyna/shared: wings are attackers). */
  line: PositionGroup;
  x: number;
  y: number;
}

/** A slot as a caller describes a custom formation; the line follows from the role. */
export type SlotInput = Omit<FormationSlot, 'line'> & { line?: PositionGroup };

export interface FormationPreset {
  /** Stable: players per side and the shape, e.g. `7-1-3-2-1`. */
  id: string;
  format: GameFormat;
  /** The shape from the keeper forward, e.g. `1-3-2-1` (digits only: nothing to translate). */
  label: string;
  /** The keeper first, then line by line from the back, each line from left to right. */
  slots: readonly FormationSlot[];
}

/** Self-rated skills, 1-10 each; a missing or null skill was not rated. */
export type SkillRatings = Partial<Record<SkillKey, number | null>>;

/** A member the solver may place, as the API reads the profile and the ratings. */
export interface FormationPlayer {
  id: string;
  primaryPosition: Position | null;
  /** Up to 3 (the profile's limit). */
  secondaryPositions: readonly Position[];
  preferredFoot: PreferredFoot | null;
  /** Displayed rating from results, 0-100; null before the first rated game. */
  rating: number | null;
  skills: SkillRatings | null;
  /** False keeps the player off the pitch and off the bench; absent means available. */
  available?: boolean;
}

/** "Semi-automatic": this player stays in this slot; the solver fills the rest. */
export interface FormationLock {
  playerId: string;
  slotId: string;
}

/** How well a player's positions suit a slot's role, best first (docs/decisions/0016-formation-solver.md). */
export const FITS = FORMATION_FITS;
export type Fit = FormationFit;

export type StrengthSource = 'rating' | 'skills' | 'none';

/** Why a player stands where he stands: the web turns it into one line in the viewer's language. */
export interface PlacementReason {
  /** The slot's role ("left back: ..."). */
  role: Position;
  fit: Fit;
  /**
   * The player's position that gave the fit (the role itself for primary and secondary, the
   * position in the same or the adjacent line otherwise); null when no position of the player
   * relates to the slot.
   */
  via: Position | null;
  /** The player's preferred foot when the slot is on a wing (left or right role); null in the centre. */
  foot: PreferredFoot | 'unknown' | null;
  /** Whether that foot suits the wing (the same side or both); null in the centre. */
  footSuits: boolean | null;
  /** Strength 0-100 and where it came from: the rating, else the self-rated overall, else 50. */
  strength: number;
  strengthSource: StrengthSource;
  /** The role's key skills the player rated above his own average, strongest first (at most 2). */
  strongSkills: SkillKey[];
  locked: boolean;
}

export interface Placement {
  slotId: string;
  /** Null when there were fewer available players than slots. */
  playerId: string | null;
  /** This placement's cost, or the slot's empty cost when nobody stands in it. */
  cost: number;
  /** Null for an empty slot. */
  reason: PlacementReason | null;
}

export interface FormationSolution {
  /** The line-up: one placement per slot, in the slots' order. */
  lineup: Placement[];
  /** Available players left out, in input order. */
  bench: string[];
  /** Players marked unavailable, in input order. */
  unavailable: string[];
  /** The minimised objective: the placements' costs plus the empty slots' costs. */
  totalCost: number;
}

export const FORMATION_ERROR_CODES = [
  'duplicate_slot',
  'invalid_slot',
  'duplicate_player',
  'invalid_player',
  'unknown_locked_player',
  'lock_to_missing_slot',
  'duplicate_lock',
  'slot_locked_twice',
  'locked_player_unavailable',
] as const;
export type FormationErrorCode = (typeof FORMATION_ERROR_CODES)[number];

/**
 * Bad input to the solver; `code` is stable for the API to map (locks to a 422), `subject` names
 * the culprit (a player or slot id).
 */
export class FormationError extends EngineInputError<FormationErrorCode> {
  override readonly name = 'FormationError';
}

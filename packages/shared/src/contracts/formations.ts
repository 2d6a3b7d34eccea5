import { z } from 'zod';
import { contract, strictContract } from './contract.js';
import { itemListSchema } from './pagination.js';
import { instantSchema as instant } from './dates.js';
import { GAME_FORMATS, POSITIONS } from '../domain/football.js';
import { PREFERRED_FEET, SKILL_KEYS } from '../domain/player-profile.js';
import { FORMATION_NAME_MAX_LENGTH, TEAM_MEMBERS } from '../domain/teams.js';
import { teamPlayerSchema } from './teams.js';
import { userText } from './text.js';

/*
 * A team's named formations and the solver's line-ups (docs/product-rules.md#teams: manual, semi-automatic and AI
 * automatic modes). Slots and placements follow @oyna/formation; its decision record explains the
 * cost. Coordinates are normalised: x from the left touchline (0) to the right (1) as the team
 * attacks, y from the own goal line (0) to the opponent's (1).
 */

/** The most slots of any format (11-a-side). */
const MAX_SLOTS = 11;
const slotId = z
  .string()
  .min(1, 'formation_slot_invalid')
  .max(40, 'formation_slot_invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'formation_slot_invalid');
const coordinate = z.number().min(0, 'formation_slot_invalid').max(1, 'formation_slot_invalid');
/** The id of a preset shape (@oyna/formation's presets), as a body names it. */
const presetId = z
  .string()
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/);

export const formationIdParamsSchema = z.object({ id: z.uuid(), formation_id: z.uuid() });

export const formationSlotSchema = contract('FormationSlot', {
  id: slotId,
  role: z.enum(POSITIONS),
  x: coordinate,
  y: coordinate,
});
export type FormationSlotBody = z.infer<typeof formationSlotSchema>;

export const formationAssignmentSchema = contract('FormationAssignment', {
  slot_id: slotId,
  user_id: z.uuid(),
});
export type FormationAssignment = z.infer<typeof formationAssignmentSchema>;

export const formationSchema = contract('Formation', {
  id: z.uuid(),
  team_id: z.uuid(),
  name: z.string(),
  format: z.enum(GAME_FORMATS),
  /** The preset it started from; null for a shape drawn by hand. */
  preset_id: z.string().nullable(),
  slots: z.array(formationSlotSchema),
  /** Who stands where; a member who has left the team is dropped from it. */
  assignments: z.array(formationAssignmentSchema),
  /** Members on the bench, in order. */
  bench: z.array(z.uuid()),
  /** The formation shown on the team's overview. */
  is_default: z.boolean(),
  created_at: instant,
  updated_at: instant,
});
export type Formation = z.infer<typeof formationSchema>;
export const formationListResponseSchema = itemListSchema(formationSchema);
export type FormationListResponse = z.infer<typeof formationListResponseSchema>;

/**
 * Save (create, or replace with PUT): the slots must suit the format (one keeper, as many slots as
 * players per side, no two on one spot), each slot holds at most one current member and each member
 * stands in at most one slot or on the bench.
 */
export const saveFormationBodySchema = strictContract('SaveFormationBody', {
  name: userText({ min: 1, max: FORMATION_NAME_MAX_LENGTH }, 'formation_name_length', {
    singleLine: true,
  }),
  format: z.enum(GAME_FORMATS),
  preset_id: presetId.nullable().default(null),
  slots: z.array(formationSlotSchema).min(1).max(MAX_SLOTS),
  assignments: z.array(formationAssignmentSchema).max(MAX_SLOTS).default([]),
  bench: z.array(z.uuid()).max(TEAM_MEMBERS.max).default([]),
  is_default: z.boolean().default(false),
});
export type SaveFormationBody = z.input<typeof saveFormationBodySchema>;
export type SaveFormationInput = z.output<typeof saveFormationBodySchema>;

/**
 * Ask the solver for a line-up (nothing is saved). Slots from `slots` (a drawn shape), else from
 * `preset_id`, else the format's first preset. `locks` keep players in slots (semi-automatic);
 * without locks it is fully automatic. `player_ids` limits the choice to those members (a match
 * squad); `unavailable` keeps members off the pitch and the bench.
 */
export const autoFormationBodySchema = strictContract('AutoFormationBody', {
  format: z.enum(GAME_FORMATS),
  preset_id: presetId.nullable().optional(),
  slots: z.array(formationSlotSchema).min(1).max(MAX_SLOTS).optional(),
  locks: z
    .array(z.object({ user_id: z.uuid(), slot_id: slotId }))
    .max(MAX_SLOTS)
    .default([]),
  player_ids: z.array(z.uuid()).max(TEAM_MEMBERS.max).optional(),
  unavailable: z.array(z.uuid()).max(TEAM_MEMBERS.max).default([]),
});
export type AutoFormationBody = z.input<typeof autoFormationBodySchema>;
export type AutoFormationInput = z.output<typeof autoFormationBodySchema>;

/**
 * How a player's positions suit a slot, best first: the order @oyna/formation's solver ranks them
 * in (docs/decisions/0016-formation-solver.md).
 */
export const FORMATION_FITS = [
  'primary',
  'secondary',
  'sameLine',
  'adjacentLine',
  'unknown',
  'farLine',
  'keeperOutfield',
  'outfieldInGoal',
] as const;
export type FormationFit = (typeof FORMATION_FITS)[number];

/** Why the solver put a player in a slot: the web writes it as one line ("left back: secondary position, left foot"). */
export const placementReasonSchema = contract('PlacementReason', {
  role: z.enum(POSITIONS),
  fit: z.enum(FORMATION_FITS),
  /** The player's position that gave the fit; null when none relates to the slot. */
  via: z.enum(POSITIONS).nullable(),
  /** The preferred foot for a wing slot; null in the centre. */
  foot: z.enum([...PREFERRED_FEET, 'unknown']).nullable(),
  foot_suits: z.boolean().nullable(),
  /** 0-100: the rating, else the self-rated overall, else 50. */
  strength: z.number().int(),
  strength_source: z.enum(['rating', 'skills', 'none']),
  /** The role's key skills the player rated above their own average, strongest first. */
  strong_skills: z.array(z.enum(SKILL_KEYS)),
  /** Kept here by the captain's lock. */
  locked: z.boolean(),
});
export type PlacementReasonBody = z.infer<typeof placementReasonSchema>;

export const autoFormationResultSchema = contract('AutoFormationResult', {
  format: z.enum(GAME_FORMATS),
  preset_id: z.string().nullable(),
  slots: z.array(formationSlotSchema),
  /** One placement per slot, in the slots' order. */
  lineup: z.array(
    z.object({
      slot_id: z.string(),
      /** Null when there were fewer available players than slots. */
      user_id: z.uuid().nullable(),
      reason: placementReasonSchema.nullable(),
    }),
  ),
  bench: z.array(z.uuid()),
  unavailable: z.array(z.uuid()),
  /** The players the solver considered, to show names and photos. */
  players: z.array(teamPlayerSchema),
});
export type AutoFormationResult = z.infer<typeof autoFormationResultSchema>;

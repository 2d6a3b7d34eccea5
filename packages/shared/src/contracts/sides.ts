import { z } from 'zod';
import { contract } from './contract.js';
import { instantSchema as instant } from './dates.js';
import { POSITION_GROUPS } from '../domain/football.js';
import { MAX_SIDES, MIN_SIDES } from '../domain/results.js';
import { playerWithPositionSchema } from './users.js';

const sideIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_SIDES - 1)
  .describe('0-based side index: 0 is side A');

export const positionMixSchema = z
  .object(
    Object.fromEntries(POSITION_GROUPS.map((group) => [group, z.number().int()])) as {
      [K in (typeof POSITION_GROUPS)[number]]: z.ZodNumber;
    },
  )
  .meta({ id: 'PositionMix' });

/**
 * A confirmed player as the balancer saw them. Of a private profile, only the game's organizer
 * sees the position, number, strength and line (decision 14); others get null.
 */
export const sidePlayerSchema = playerWithPositionSchema
  .extend({
    jersey_number: z.number().int().nullable(),
    /** Balancing strength 0-100 (docs/decisions/0007-side-balancer.md). */
    strength: z.number().int().nullable(),
    /** The line the player was balanced as; null without any position. */
    role: z.enum(POSITION_GROUPS).nullable(),
    /** Kept in this side when the organizer rebalances. */
    locked: z.boolean(),
  })
  .meta({ id: 'SidePlayer' });
export type SidePlayer = z.infer<typeof sidePlayerSchema>;

export const gameSideSchema = contract('GameSide', {
  index: sideIndex,
  /** Sum of the players' strengths; null when one of them is hidden from the viewer. */
  strength: z.number().int().nullable(),
  /** Players per line; null when one player's line is hidden from the viewer. */
  mix: positionMixSchema.nullable(),
  players: z.array(sidePlayerSchema),
});
export type GameSide = z.infer<typeof gameSideSchema>;

/**
 * The saved sides of a game. `sides` is empty until the organizer forms them; confirmed players
 * who joined after the sides were saved are listed in `unassigned` until the organizer places them.
 */
export const gameSidesSchema = contract('GameSides', {
  game_id: z.uuid(),
  sides: z.array(gameSideSchema),
  unassigned: z.array(sidePlayerSchema),
  method: z.enum(['exact', 'heuristic', 'manual']).nullable(),
  /** Strongest side minus the weakest: what the balancer minimises; null while a side's total is hidden. */
  spread: z.number().int().nullable(),
  /** True when the split is proven the fairest the position rules allow. */
  optimal: z.boolean(),
  updated_at: instant.nullable(),
  /** The signed-in user may balance, move and save (the game's organizer or an admin). */
  can_manage: z.boolean(),
});
export type GameSides = z.infer<typeof gameSidesSchema>;

export const balanceSidesBodySchema = contract('BalanceSidesBody', {
  sides: z.number().int().min(MIN_SIDES).max(MAX_SIDES),
  /** Players to keep where they are ("semi-automatic"); the rest are rebalanced around them. */
  locks: z
    .array(z.object({ user_id: z.uuid(), side: sideIndex }))
    .max(50)
    .default([]),
  /** Another seed may give other sides that are as fair (the heuristic for 3-4 sides). */
  seed: z.number().int().min(0).max(2_147_483_647).optional(),
});
export type BalanceSidesBody = z.input<typeof balanceSidesBodySchema>;

/** Sides arranged by hand ("manual"): every confirmed player in exactly one side. */
export const saveSidesBodySchema = contract('SaveSidesBody', {
  sides: z
    .array(
      z.object({
        players: z.array(z.object({ user_id: z.uuid(), locked: z.boolean().default(false) })).max(50),
      }),
    )
    .min(MIN_SIDES)
    .max(MAX_SIDES),
});
export type SaveSidesBody = z.input<typeof saveSidesBodySchema>;

import { z } from 'zod';
import { POSITION_GROUPS, POSITIONS } from '../domain/football.js';
import { MAX_TEAMS, MIN_TEAMS } from '../domain/results.js';

const instant = z.iso.datetime({ offset: true });
const teamIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_TEAMS - 1)
  .describe('0-based team index: 0 is team A');

export const positionMixSchema = z
  .object(
    Object.fromEntries(POSITION_GROUPS.map((group) => [group, z.number().int()])) as {
      [K in (typeof POSITION_GROUPS)[number]]: z.ZodNumber;
    },
  )
  .meta({ id: 'PositionMix' });

/** A confirmed player as the balancer saw them. */
export const teamPlayerSchema = z
  .object({
    id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    photo_url: z.string().nullable(),
    primary_position: z.enum(POSITIONS).nullable(),
    jersey_number: z.number().int().nullable(),
    /** Balancing strength 0-100 (docs/decisions/0007-team-balancer.md). */
    strength: z.number().int(),
    /** The line the player was balanced as; null without any position. */
    role: z.enum(POSITION_GROUPS).nullable(),
    /** Kept in this team when the organizer rebalances. */
    locked: z.boolean(),
  })
  .meta({ id: 'TeamPlayer' });
export type TeamPlayer = z.infer<typeof teamPlayerSchema>;

export const gameTeamSchema = z
  .object({
    index: teamIndex,
    /** Sum of the players' strengths. */
    strength: z.number().int(),
    mix: positionMixSchema,
    players: z.array(teamPlayerSchema),
  })
  .meta({ id: 'GameTeam' });
export type GameTeam = z.infer<typeof gameTeamSchema>;

/**
 * The saved teams of a game. `teams` is empty until the organizer forms them; confirmed players
 * who joined after the teams were saved are listed in `unassigned` until the organizer places them.
 */
export const gameTeamsSchema = z
  .object({
    game_id: z.uuid(),
    teams: z.array(gameTeamSchema),
    unassigned: z.array(teamPlayerSchema),
    method: z.enum(['exact', 'heuristic', 'manual']).nullable(),
    /** Strongest team minus the weakest: what the balancer minimises. */
    spread: z.number().int().nullable(),
    /** True when the split is proven the fairest the position rules allow. */
    optimal: z.boolean(),
    updated_at: instant.nullable(),
    /** The signed-in user may balance, move and save (the game's organizer or an admin). */
    can_manage: z.boolean(),
  })
  .meta({ id: 'GameTeams' });
export type GameTeams = z.infer<typeof gameTeamsSchema>;

export const balanceTeamsBodySchema = z
  .object({
    teams: z.number().int().min(MIN_TEAMS).max(MAX_TEAMS),
    /** Players to keep where they are ("semi-automatic"); the rest are rebalanced around them. */
    locks: z
      .array(z.object({ user_id: z.uuid(), team: teamIndex }))
      .max(50)
      .default([]),
    /** Another seed may give other teams that are as fair (the heuristic for 3-4 teams). */
    seed: z.number().int().min(0).max(2_147_483_647).optional(),
  })
  .meta({ id: 'BalanceTeamsBody' });
export type BalanceTeamsBody = z.input<typeof balanceTeamsBodySchema>;

/** Teams arranged by hand ("manual"): every confirmed player in exactly one team. */
export const saveTeamsBodySchema = z
  .object({
    teams: z
      .array(
        z.object({
          players: z.array(z.object({ user_id: z.uuid(), locked: z.boolean().default(false) })).max(50),
        }),
      )
      .min(MIN_TEAMS)
      .max(MAX_TEAMS),
  })
  .meta({ id: 'SaveTeamsBody' });
export type SaveTeamsBody = z.input<typeof saveTeamsBodySchema>;

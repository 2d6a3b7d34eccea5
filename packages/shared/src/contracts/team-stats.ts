import { z } from 'zod';
import { contract } from './contract.js';
import { teamPlayerSchema } from './teams.js';

/** A team's record over some matches: games played, won, drawn and lost, and its goals. */
export const teamRecordFields = {
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goals_for: z.number().int(),
  goals_against: z.number().int(),
  goal_difference: z.number().int(),
};

/** A team's statistics from confirmed team matches only (decision 22). */
export const teamStatsSchema = contract('TeamStats', {
  team_id: z.uuid(),
  ...teamRecordFields,
  clean_sheets: z.number().int(),
  /** The latest results first, at most TEAM_FORM_LENGTH. */
  form: z.array(z.enum(['win', 'draw', 'loss'])),
  top_scorers: z.array(
    z.object({ player: teamPlayerSchema, goals: z.number().int(), matches: z.number().int() }),
  ),
  /** Current members: confirmed matches they were in the squad for, and attended. */
  attendance: z.array(
    z.object({
      player: teamPlayerSchema,
      squad_calls: z.number().int(),
      attended: z.number().int(),
      /** attended / the confirmed matches since joining or called up for, in per cent; null before any. */
      rate: z.number().int().nullable(),
    }),
  ),
  /** Mean displayed rating of the current members who have one; null when none has. */
  average_rating: z.number().int().nullable(),
  rated_members: z.number().int(),
});
export type TeamStats = z.infer<typeof teamStatsSchema>;

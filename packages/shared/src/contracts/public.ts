import { z } from 'zod';

/** The live numbers of the landing page's hero: venues in the directory and games still to play. */
export const publicStatsSchema = z.object({
  venues: z.number().int().min(0),
  upcoming_games: z.number().int().min(0),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;

import { z } from 'zod';
import { contract } from './contract.js';
import { instantSchema as instant } from './dates.js';
import { GAME_OUTCOMES } from '../domain/results.js';
import { gameSummarySchema } from './games.js';
import { playerStatsSchema } from './ratings.js';

/** One of my recent completed games with its result. */
export const recentResultSchema = contract('RecentResult', {
  game_id: z.uuid(),
  title: z.string(),
  venue_name: z.string(),
  starts_at: instant,
  scores: z.array(z.number().int()),
  my_side: z.number().int(),
  /** Null when I was marked a no-show. */
  outcome: z.enum(GAME_OUTCOMES).nullable(),
  my_goals: z.number().int(),
  rating_delta: z.number().int().nullable(),
  player_of_match: z.boolean(),
});
export type RecentResult = z.infer<typeof recentResultSchema>;

/** `GET /dashboard`: the signed-in player's numbers, next games and latest results. */
export const dashboardSchema = contract('Dashboard', {
  stats: playerStatsSchema,
  /** The next few confirmed or pending games, soonest first. */
  upcoming: z.array(gameSummarySchema),
  upcoming_total: z.number().int(),
  /** The latest completed games with a result, newest first. */
  recent_results: z.array(recentResultSchema),
  /** Completed games I attended that are waiting for my player-of-the-match vote. */
  votes_open: z.number().int(),
  /**
   * The game whose player-of-the-match vote closes first (where the dashboard's vote banner
   * leads); null without an open vote. Optional so that a server that does not fill it yet
   * still matches: the banner then leads to my past games.
   */
  vote_game_id: z.uuid().nullable().optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

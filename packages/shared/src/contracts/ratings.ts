import { z } from 'zod';
import { contract } from './contract.js';
import { instantSchema as instant } from './dates.js';
import { ACHIEVEMENTS, type AchievementId } from '../domain/achievements.js';
import { POSITION_GROUPS } from '../domain/football.js';
import { LOYALTY_TIERS } from '../domain/loyalty.js';
import { GAME_OUTCOMES, LEADERBOARD_PERIODS } from '../domain/results.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';
import { playerWithPositionSchema } from './users.js';

/** Displayed rating 0-100 (docs/decisions: the openskill mapping); null before the first rated game. */
const displayedRating = z.number().int().min(0).max(100).nullable();

export const playerStatsSchema = contract('PlayerStats', {
  user_id: z.uuid(),
  /** Completed games attended (the loyalty tier counts these). */
  games_played: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  goals: z.number().int(),
  best_goals_in_game: z.number().int(),
  player_of_match: z.number().int(),
  no_shows: z.number().int(),
  /** Attended / (attended + no-shows), 0-100; null before the first recorded game. */
  reliability_percent: z.number().int().nullable(),
  /** The referees' fair-play marks (1-5) averaged, one decimal; null before the first mark (decision 37). */
  fair_play: z.number().min(1).max(5).nullable(),
  /** Wins / games with a result, 0-100; null before the first. */
  win_percent: z.number().int().nullable(),
  rating: displayedRating,
  /** Fewer than PROVISIONAL_RATING_GAMES rated games. */
  provisional: z.boolean(),
  rated_games: z.number().int(),
  /** Place on the all-time leaderboard; null when not on it. */
  rank: z.number().int().nullable(),
  tier: z.enum(LOYALTY_TIERS),
  achievements: z.array(
    z.object({
      id: z.enum(ACHIEVEMENTS.map((rule) => rule.id) as [AchievementId, ...AchievementId[]]),
      earned: z.boolean(),
      current: z.number().int(),
      target: z.number().int(),
    }),
  ),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

export const ratingHistoryPointSchema = contract('RatingHistoryPoint', {
  game_id: z.uuid(),
  game_title: z.string(),
  played_at: instant,
  rating: z.number().int(),
  delta: z.number().int(),
  outcome: z.enum(GAME_OUTCOMES),
});
export type RatingHistoryPoint = z.infer<typeof ratingHistoryPointSchema>;

export const ratingHistorySchema = contract('RatingHistory', {
  user_id: z.uuid(),
  rating: displayedRating,
  provisional: z.boolean(),
  /** Oldest first. */
  items: z.array(ratingHistoryPointSchema),
});
export type RatingHistory = z.infer<typeof ratingHistorySchema>;

export const leaderboardQuerySchema = paginationQuerySchema.extend({
  period: z.enum(LEADERBOARD_PERIODS).default('all'),
  /** Players whose primary position is in this line. */
  position: z.enum(POSITION_GROUPS).optional(),
});
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

/**
 * A row of the board. Of a private profile, others see the name, photo, rank, rating and whether it
 * is provisional; position, games and movement are null (decision 14).
 */
export const leaderboardEntrySchema = contract('LeaderboardEntry', {
  rank: z.number().int(),
  user: playerWithPositionSchema,
  rating: z.number().int(),
  provisional: z.boolean(),
  /** Rated games in the period; null for a private profile. */
  games: z.number().int().nullable(),
  /**
   * All time: change over the last 7 days; this month: the points gained this month (what ranks
   * it). Null for a private profile: it would rebuild the rating history.
   */
  rating_change: z.number().int().nullable(),
  /** Places moved since a week ago (positive = up); null for a player new to the board or a private profile. */
  rank_change: z.number().int().nullable(),
  /** Their rating history may be opened (public profile, or the signed-in player). */
  history_visible: z.boolean(),
  is_me: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = paginatedSchema(leaderboardEntrySchema)
  .extend({
    period: z.enum(LEADERBOARD_PERIODS),
    /** The signed-in player's own row wherever it falls (pinned by the page); null when unrated. */
    me: leaderboardEntrySchema.nullable(),
    /** The signed-in player hides themself from others (privacy settings); their row is still in `me`. */
    me_hidden: z.boolean(),
  })
  .meta({ id: 'Leaderboard' });
export type Leaderboard = z.infer<typeof leaderboardSchema>;

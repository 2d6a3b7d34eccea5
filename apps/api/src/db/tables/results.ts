import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uuid,
} from 'drizzle-orm/pg-core';
import { primaryRef, requiredRef, timestamps, timestamptz, timestamptzNow } from './columns.js';
import { games } from './games.js';
import { belongsToUser, users } from './users.js';

/**
 * The result of a completed game: the score per side (side A first) and the player of the match.
 * `player_of_match_id` is always the current winner of the vote (the organizer's pick on a tie or
 * with no votes); it is recomputed in the transaction that records a vote or a correction.
 */
export const gameResults = pgTable(
  'game_results',
  {
    gameId: primaryRef('game_id', () => games.id, { onDelete: 'cascade' }),
    scores: smallint('scores').array().notNull(),
    organizerPickId: uuid('organizer_pick_id').references(() => users.id),
    playerOfMatchId: uuid('player_of_match_id').references(() => users.id),
    recordedBy: requiredRef('recorded_by', () => users.id),
    /** When the result was first recorded; the vote closes 24 hours later. */
    recordedAt: timestamptz('recorded_at').notNull(),
    correctedAt: timestamptz('corrected_at'),
    /** 1 when first recorded, +1 per correction. */
    revision: integer('revision').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    check('game_results_side_count', sql`cardinality(${table.scores}) between 2 and 4`),
    /** The vote-closing clock finds the votes about to close by this. */
    index('game_results_recorded_idx').on(table.recordedAt),
  ],
);

/** Each confirmed player's line in a result: the side played in, goals and attendance. */
export const gameResultPlayers = pgTable(
  'game_result_players',
  {
    gameId: requiredRef('game_id', () => gameResults.gameId, { onDelete: 'cascade' }),
    userId: belongsToUser(),
    sideIndex: smallint('side_index').notNull(),
    goals: smallint('goals').notNull().default(0),
    attended: boolean('attended').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.userId] }),
    index('game_result_players_user_idx').on(table.userId),
    check('game_result_players_side_range', sql`${table.sideIndex} between 0 and 3`),
    check('game_result_players_goals_range', sql`${table.goals} between 0 and 99`),
    check('game_result_players_no_show_no_goals', sql`${table.attended} or ${table.goals} = 0`),
  ],
);

/** One attendee's player-of-the-match vote; one per voter per game. */
export const playerOfMatchVotes = pgTable(
  'player_of_match_votes',
  {
    gameId: requiredRef('game_id', () => gameResults.gameId, { onDelete: 'cascade' }),
    voterId: requiredRef('voter_id', () => users.id, { onDelete: 'cascade' }),
    candidateId: requiredRef('candidate_id', () => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptzNow('created_at'),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.voterId] }),
    check('player_of_match_votes_not_self', sql`${table.voterId} <> ${table.candidateId}`),
  ],
);

/** A player's current openskill rating (Weng-Lin), and the 0-100 number shown for it. */
export const playerRatings = pgTable(
  'player_ratings',
  {
    userId: primaryRef('user_id', () => users.id, { onDelete: 'cascade' }),
    mu: doublePrecision('mu').notNull(),
    sigma: doublePrecision('sigma').notNull(),
    rating: smallint('rating').notNull(),
    ratedGames: integer('rated_games').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('player_ratings_rating_idx').on(table.rating),
    check('player_ratings_rating_range', sql`${table.rating} between 0 and 100`),
  ],
);

/** The rating after each rated game, per player: the history chart and the leaderboard's movement. */
export const ratingHistory = pgTable(
  'rating_history',
  {
    userId: belongsToUser(),
    gameId: requiredRef('game_id', () => games.id, { onDelete: 'cascade' }),
    /** The game's kick-off: ratings are replayed in this order. */
    playedAt: timestamptz('played_at').notNull(),
    mu: doublePrecision('mu').notNull(),
    sigma: doublePrecision('sigma').notNull(),
    rating: smallint('rating').notNull(),
    delta: smallint('delta').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.gameId] }),
    index('rating_history_user_played_idx').on(table.userId, table.playedAt),
    index('rating_history_played_idx').on(table.playedAt),
    index('rating_history_game_idx').on(table.gameId),
  ],
);

export type GameResultRow = typeof gameResults.$inferSelect;
export type GameResultPlayerRow = typeof gameResultPlayers.$inferSelect;
export type PlayerRatingRow = typeof playerRatings.$inferSelect;
export type RatingHistoryRow = typeof ratingHistory.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { GameFormat, StoredTeamMatchStatus } from '@oyna/shared';
import { timestamps } from './columns.js';
import { games } from './games.js';
import { teams } from './teams.js';
import { users } from './users.js';
import { venues } from './venues.js';

/**
 * A match between two teams (docs/decisions/0022-teams-rules.md): the challenge, its answer, the
 * recorded score and its confirmation. Once accepted it owns a game row (`games.origin =
 * 'team_match'`) through which a confirmed result reaches statistics and ratings.
 */
export const teamMatches = pgTable(
  'team_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    homeTeamId: uuid('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: uuid('away_team_id')
      .notNull()
      .references(() => teams.id),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    format: text('format').$type<GameFormat>().notNull(),
    message: text('message').notNull().default(''),
    status: text('status').$type<StoredTeamMatchStatus>().notNull().default('proposed'),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => users.id),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The match's own game, made on acceptance. */
    gameId: uuid('game_id').references(() => games.id),
    homeScore: smallint('home_score'),
    awayScore: smallint('away_score'),
    resultRecordedBy: uuid('result_recorded_by').references(() => users.id),
    resultRecordedAt: timestamp('result_recorded_at', { withTimezone: true }),
    confirmedBy: uuid('confirmed_by').references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    disputeReason: text('dispute_reason'),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('team_matches_home_idx').on(table.homeTeamId, table.startsAt),
    index('team_matches_away_idx').on(table.awayTeamId, table.startsAt),
    index('team_matches_game_idx').on(table.gameId),
    check('team_matches_two_teams', sql`${table.homeTeamId} <> ${table.awayTeamId}`),
    check(
      'team_matches_status_valid',
      sql`${table.status} in ('proposed', 'accepted', 'declined', 'cancelled', 'awaiting_confirmation', 'disputed', 'confirmed')`,
    ),
    check('team_matches_format_valid', sql`${table.format} in ('5x5', '6x6', '7x7', '8x8', '9x9', '11x11')`),
    check('team_matches_duration_range', sql`${table.durationMinutes} between 30 and 240`),
    check(
      'team_matches_scores_range',
      sql`coalesce(${table.homeScore}, 0) between 0 and 99 and coalesce(${table.awayScore}, 0) between 0 and 99`,
    ),
  ],
);

/**
 * A squad player of one team in one match, and (once recorded) their goals and attendance. Nobody
 * plays for both teams: the key is (match, player).
 */
export const teamMatchPlayers = pgTable(
  'team_match_players',
  {
    teamMatchId: uuid('team_match_id')
      .notNull()
      .references(() => teamMatches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id),
    /** 0 home, 1 away: the side of the match's game. */
    side: smallint('side').notNull(),
    goals: smallint('goals'),
    attended: boolean('attended'),
  },
  (table) => [
    primaryKey({ columns: [table.teamMatchId, table.userId] }),
    index('team_match_players_user_idx').on(table.userId),
    check('team_match_players_side_range', sql`${table.side} in (0, 1)`),
    check('team_match_players_goals_range', sql`coalesce(${table.goals}, 0) between 0 and 99`),
  ],
);

export type TeamMatchRow = typeof teamMatches.$inferSelect;
export type NewTeamMatchRow = typeof teamMatches.$inferInsert;
export type TeamMatchPlayerRow = typeof teamMatchPlayers.$inferSelect;

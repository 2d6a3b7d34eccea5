import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import type { GameFormat, StoredTeamMatchStatus } from '@oyna/shared';
import { requiredRef, timestamps, timestamptz, uuidId } from './columns.js';
import { games } from './games.js';
import { teams } from './teams.js';
import { belongsToUser, users } from './users.js';
import { atVenue } from './venues.js';

/**
 * A match between two teams (docs/decisions/0022-teams-rules.md): the challenge, its answer, the
 * recorded score and its confirmation. Once accepted it owns a game row (`games.origin =
 * 'team_match'`) through which a confirmed result reaches statistics and ratings.
 */
export const teamMatches = pgTable(
  'team_matches',
  {
    id: uuidId(),
    homeTeamId: requiredRef('home_team_id', () => teams.id),
    awayTeamId: requiredRef('away_team_id', () => teams.id),
    venueId: atVenue(),
    startsAt: timestamptz('starts_at').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    format: text('format').$type<GameFormat>().notNull(),
    message: text('message').notNull().default(''),
    status: text('status').$type<StoredTeamMatchStatus>().notNull().default('proposed'),
    proposedBy: requiredRef('proposed_by', () => users.id),
    respondedAt: timestamptz('responded_at'),
    declineReason: text('decline_reason'),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamptz('cancelled_at'),
    /** The match's own game, made on acceptance. */
    gameId: uuid('game_id').references(() => games.id),
    homeScore: smallint('home_score'),
    awayScore: smallint('away_score'),
    resultRecordedBy: uuid('result_recorded_by').references(() => users.id),
    resultRecordedAt: timestamptz('result_recorded_at'),
    confirmedBy: uuid('confirmed_by').references(() => users.id),
    confirmedAt: timestamptz('confirmed_at'),
    disputeReason: text('dispute_reason'),
    disputedAt: timestamptz('disputed_at'),
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
    teamMatchId: requiredRef('team_match_id', () => teamMatches.id, { onDelete: 'cascade' }),
    userId: belongsToUser(),
    teamId: requiredRef('team_id', () => teams.id),
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

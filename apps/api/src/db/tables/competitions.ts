import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Bracket } from '@oyna/competition';
import type {
  BracketPartName,
  CardKind,
  CompetitionAccess,
  CompetitionFormat,
  CompetitionKind,
  CompetitionMatchStatus,
  CompetitionStage,
  CompetitionStatus,
  CompetitionTeamStatus,
  GameFormat,
  LoyaltyTier,
  TiebreakSettingBody,
} from '@oyna/shared';
import { requiredRef, timestamps, timestamptz, timestamptzNow, uuidId } from './columns.js';
import { games } from './games.js';
import { teams } from './teams.js';
import { belongsToUser, users } from './users.js';
import { venues } from './venues.js';

/** A venue of the directory and the pitch numbers a competition may use there. */
export interface CompetitionVenuePitches {
  venueId: number;
  pitches: number[];
}
/** A date and Baku wall-clock times when a competition may play. */
export interface CompetitionWindow {
  date: string;
  start: string;
  end: string;
}
/** Where a knockout side comes from (the engine's BracketSlot, as stored). */
export type StoredBracketSlot =
  | { kind: 'team'; team: string }
  | { kind: 'bye' }
  | { kind: 'group'; group: string; position: number }
  | { kind: 'winner'; match: string }
  | { kind: 'loser'; match: string };

/**
 * A cup or a league between teams (docs/decisions/0032-competitions.md). Its rules are columns;
 * the venues' pitches and the time windows are jsonb as the organizer set them. `lots_seed` is
 * drawn once, so drawn lots never change between reads of the table.
 */
export const competitions = pgTable(
  'competitions',
  {
    id: uuidId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<CompetitionKind>().notNull(),
    format: text('format').$type<CompetitionFormat>().notNull(),
    roundRobinLegs: smallint('round_robin_legs').notNull().default(1),
    groupCount: smallint('group_count'),
    advancePerGroup: smallint('advance_per_group'),
    thirdPlace: boolean('third_place').notNull().default(false),
    matchFormat: text('match_format').$type<GameFormat>().notNull(),
    matchMinutes: smallint('match_minutes').notNull(),
    changeoverMinutes: smallint('changeover_minutes').notNull(),
    minRestMinutes: integer('min_rest_minutes').notNull(),
    maxRoundsPerDay: smallint('max_rounds_per_day'),
    venuePitches: jsonb('venue_pitches').$type<CompetitionVenuePitches[]>().notNull(),
    windows: jsonb('windows').$type<CompetitionWindow[]>().notNull(),
    /** First and last day of the windows (Baku dates), for lists and filters. */
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on').notNull(),
    minTeams: smallint('min_teams').notNull(),
    maxTeams: smallint('max_teams').notNull(),
    squadMin: smallint('squad_min').notNull(),
    squadMax: smallint('squad_max').notNull(),
    entryFeeQepik: integer('entry_fee_qepik').notNull().default(0),
    registrationDeadline: timestamptz('registration_deadline').notNull(),
    tiebreak: jsonb('tiebreak').$type<TiebreakSettingBody>().notNull(),
    access: text('access').$type<CompetitionAccess>().notNull().default('open'),
    status: text('status').$type<CompetitionStatus>().notNull().default('registering'),
    lotsSeed: text('lots_seed').notNull(),
    /** The knockout bracket as the engine drew it (null before the draw or without a knockout). */
    bracket: jsonb('bracket').$type<Bracket>(),
    organizerId: requiredRef('organizer_id', () => users.id),
    winnerTeamId: uuid('winner_team_id').references(() => teams.id),
    runnerUpTeamId: uuid('runner_up_team_id').references(() => teams.id),
    thirdTeamId: uuid('third_team_id').references(() => teams.id),
    drawnAt: timestamptz('drawn_at'),
    finishedAt: timestamptz('finished_at'),
    cancelledAt: timestamptz('cancelled_at'),
    cancelReason: text('cancel_reason'),
    /**
     * The automatic draw at the deadline failed this many times in a row (decision 42): when it
     * last failed, why (the error code), and the earliest moment the clock tries again. Cleared
     * when the organizer changes the rules.
     */
    drawFailures: smallint('draw_failures').notNull().default(0),
    drawFailedAt: timestamptz('draw_failed_at'),
    drawFailureCode: text('draw_failure_code'),
    drawRetryAt: timestamptz('draw_retry_at'),
    ...timestamps,
  },
  (table) => [
    index('competitions_status_idx').on(table.status, table.startsOn),
    index('competitions_winner_idx').on(table.winnerTeamId),
    check('competitions_kind_valid', sql`${table.kind} in ('cup', 'league')`),
    check(
      'competitions_format_valid',
      sql`${table.format} in ('round_robin', 'groups_knockout', 'single_elimination', 'double_elimination')`,
    ),
    check(
      'competitions_status_valid',
      sql`${table.status} in ('registering', 'scheduled', 'in_progress', 'finished', 'cancelled')`,
    ),
    check('competitions_access_valid', sql`${table.access} in ('open', 'platinum')`),
    check('competitions_teams_order', sql`${table.minTeams} between 2 and ${table.maxTeams}`),
    check('competitions_fee_range', sql`${table.entryFeeQepik} >= 0`),
  ],
);

/**
 * A team's registration in a competition: at most one per team and competition. The fee's ledger
 * entries are named by the registration (`competition_fee:<id>:<n>`, `competition_refund:<id>:<n>`,
 * `n` counting the times it paid), so a retry never charges or refunds twice.
 */
export const competitionTeams = pgTable(
  'competition_teams',
  {
    id: uuidId(),
    competitionId: requiredRef('competition_id', () => competitions.id, { onDelete: 'cascade' }),
    teamId: requiredRef('team_id', () => teams.id),
    status: text('status').$type<CompetitionTeamStatus>().notNull().default('accepted'),
    seed: smallint('seed'),
    groupName: text('group_name'),
    /** The captain who registered and paid. */
    registeredBy: requiredRef('registered_by', () => users.id),
    feeQepik: integer('fee_qepik').notNull().default(0),
    freeEntryTier: text('free_entry_tier').$type<LoyaltyTier>(),
    /** How many times this registration paid (re-registering after a withdrawal pays again). */
    payments: smallint('payments').notNull().default(0),
    /** How many times it was refunded; at most `payments`. */
    refunds: smallint('refunds').notNull().default(0),
    /** The Idempotency-Key of the request that registered it last. */
    requestKey: text('request_key'),
    registeredAt: timestamptzNow('registered_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('competition_teams_team_unique').on(table.competitionId, table.teamId),
    index('competition_teams_team_idx').on(table.teamId),
    check(
      'competition_teams_status_valid',
      sql`${table.status} in ('accepted', 'pending', 'refused', 'withdrawn')`,
    ),
    check('competition_teams_refunds_range', sql`${table.refunds} between 0 and ${table.payments}`),
  ],
);

/**
 * A match of a competition. League and group matches know their teams from the draw; a knockout
 * match knows where its sides come from (`home_slot`, `away_slot`) and gets its teams as results
 * come in. A placed match owns a game (`games.origin = 'competition'`) that takes its pitch like
 * any game and through which its result reaches statistics and ratings.
 */
export const competitionMatches = pgTable(
  'competition_matches',
  {
    id: uuidId(),
    competitionId: requiredRef('competition_id', () => competitions.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<CompetitionStage>().notNull(),
    round: smallint('round').notNull(),
    groupName: text('group_name'),
    bracketId: text('bracket_id'),
    bracketPart: text('bracket_part').$type<BracketPartName>(),
    bracketOrder: smallint('bracket_order'),
    homeSlot: jsonb('home_slot').$type<StoredBracketSlot>(),
    awaySlot: jsonb('away_slot').$type<StoredBracketSlot>(),
    homeTeamId: uuid('home_team_id').references(() => teams.id),
    awayTeamId: uuid('away_team_id').references(() => teams.id),
    venueId: integer('venue_id').references(() => venues.id),
    pitch: smallint('pitch'),
    startsAt: timestamptz('starts_at'),
    gameId: uuid('game_id').references(() => games.id),
    status: text('status').$type<CompetitionMatchStatus>().notNull().default('scheduled'),
    homeScore: smallint('home_score'),
    awayScore: smallint('away_score'),
    penaltiesWinner: text('penalties_winner').$type<'home' | 'away'>(),
    forfeit: text('forfeit').$type<'home' | 'away'>(),
    resultRecordedBy: uuid('result_recorded_by').references(() => users.id),
    resultRecordedAt: timestamptz('result_recorded_at'),
    confirmedBy: uuid('confirmed_by').references(() => users.id),
    confirmedAt: timestamptz('confirmed_at'),
    /** The day-before reminder went out for this kick-off. */
    reminderSentFor: timestamptz('reminder_sent_for'),
    ...timestamps,
  },
  (table) => [
    index('competition_matches_competition_idx').on(table.competitionId, table.stage, table.round),
    index('competition_matches_pitch_idx').on(table.venueId, table.startsAt),
    index('competition_matches_home_idx').on(table.homeTeamId),
    index('competition_matches_away_idx').on(table.awayTeamId),
    uniqueIndex('competition_matches_bracket_unique').on(table.competitionId, table.bracketId),
    check(
      'competition_matches_status_valid',
      sql`${table.status} in ('waiting', 'scheduled', 'awaiting_confirmation', 'played', 'void')`,
    ),
    check(
      'competition_matches_scores_range',
      sql`coalesce(${table.homeScore}, 0) between 0 and 99 and coalesce(${table.awayScore}, 0) between 0 and 99`,
    ),
  ],
);

/** A goal of a competition match: the team it counts for and its scorer when known. */
export const competitionGoals = pgTable(
  'competition_goals',
  {
    id: uuidId(),
    matchId: requiredRef('match_id', () => competitionMatches.id, { onDelete: 'cascade' }),
    competitionId: requiredRef('competition_id', () => competitions.id, { onDelete: 'cascade' }),
    teamId: requiredRef('team_id', () => teams.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    minute: smallint('minute'),
    ownGoal: boolean('own_goal').notNull().default(false),
  },
  (table) => [
    index('competition_goals_match_idx').on(table.matchId),
    index('competition_goals_scorer_idx').on(table.competitionId, table.userId),
  ],
);

/**
 * Who played a competition match for a team (its line-up, from the result): only they get the
 * match's statistics and ratings. A player is in one line-up of a match at most.
 */
export const competitionMatchPlayers = pgTable(
  'competition_match_players',
  {
    matchId: requiredRef('match_id', () => competitionMatches.id, { onDelete: 'cascade' }),
    userId: belongsToUser(),
    teamId: requiredRef('team_id', () => teams.id),
  },
  (table) => [
    primaryKey({ columns: [table.matchId, table.userId] }),
    index('competition_match_players_user_idx').on(table.userId),
  ],
);

/** A card of a competition match, for fair play. */
export const competitionCards = pgTable(
  'competition_cards',
  {
    id: uuidId(),
    matchId: requiredRef('match_id', () => competitionMatches.id, { onDelete: 'cascade' }),
    teamId: requiredRef('team_id', () => teams.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    card: text('card').$type<CardKind>().notNull(),
  },
  (table) => [
    index('competition_cards_match_idx').on(table.matchId),
    check(
      'competition_cards_card_valid',
      sql`${table.card} in ('yellow', 'second_yellow_red', 'direct_red', 'yellow_direct_red')`,
    ),
  ],
);

export type CompetitionRow = typeof competitions.$inferSelect;
export type NewCompetitionRow = typeof competitions.$inferInsert;
export type CompetitionTeamRow = typeof competitionTeams.$inferSelect;
export type CompetitionMatchRow = typeof competitionMatches.$inferSelect;
export type NewCompetitionMatchRow = typeof competitionMatches.$inferInsert;

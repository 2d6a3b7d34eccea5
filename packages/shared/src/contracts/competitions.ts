import { z } from 'zod';
import { GAME_FORMATS } from '../domain/football.js';
import { MAX_SIDE_SCORE } from '../domain/results.js';
import { LOYALTY_TIERS } from '../domain/loyalty.js';
import { hasWholeQepik, qepikToManat } from '../domain/money.js';
import {
  BRACKET_PARTS,
  CARD_KINDS,
  COMPETITION_ACCESS,
  COMPETITION_CHANGEOVER_MINUTES,
  COMPETITION_DESCRIPTION_MAX_LENGTH,
  COMPETITION_FEE_MAX_QEPIK,
  COMPETITION_FORMATS,
  COMPETITION_KINDS,
  COMPETITION_LINEUP_MAX,
  COMPETITION_MATCH_MINUTES,
  COMPETITION_MATCH_STATUSES,
  COMPETITION_MAX_CARD_EVENTS,
  COMPETITION_MAX_GOAL_EVENTS,
  COMPETITION_MAX_GROUPS,
  COMPETITION_MAX_PITCHES_PER_VENUE,
  COMPETITION_MAX_VENUES,
  COMPETITION_MAX_WINDOWS,
  COMPETITION_NAME_LENGTH,
  COMPETITION_REST_MINUTES,
  COMPETITION_SQUAD,
  COMPETITION_STAGES,
  COMPETITION_STATUSES,
  COMPETITION_TEAM_STATUSES,
  COMPETITION_TEAMS,
  TIEBREAK_CRITERIA_NAMES,
  TIEBREAK_ORDERS,
} from '../domain/competitions.js';
import { gameVenueSchema } from './games.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';
import { inputInstantSchema, queryDaySchema } from './dates.js';
import { teamRefSchema } from './teams.js';
import { playerIdentitySchema } from './users.js';
import { searchTextSchema, userText } from './text.js';
import { districtSchema } from './venues.js';

/*
 * Competitions (cups and leagues between teams): the competition, its registrations, fixtures,
 * standings, bracket and scorers. The rules are in docs/decisions/0032-competitions.md; the
 * engine behind the tables and the draw is packages/competition. Messages are FIELD_MESSAGES keys.
 */

const instant = z.iso
  .datetime({ offset: true })
  .describe('ISO 8601 instant (stored in UTC, shown in Asia/Baku)');
const manat = z.number().describe('Manat, at most two decimals (12.5 = 12 ₼ 50 qəpik)');
const venueId = z.number().int().min(1).max(2_147_483_647);
const side = z.enum(['home', 'away']);
const goals = z.number().int().min(0).max(MAX_SIDE_SCORE);
/** `HH:MM` on a Baku wall clock; `24:00` only as an end. */
const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'time_invalid');

export const competitionKindSchema = z.enum(COMPETITION_KINDS);
export const competitionFormatSchema = z.enum(COMPETITION_FORMATS);
export const competitionStatusSchema = z.enum(COMPETITION_STATUSES);
export const competitionAccessSchema = z.enum(COMPETITION_ACCESS);
export const competitionTeamStatusSchema = z.enum(COMPETITION_TEAM_STATUSES);
export const competitionMatchStatusSchema = z.enum(COMPETITION_MATCH_STATUSES);
export const competitionStageSchema = z.enum(COMPETITION_STAGES);
export const bracketPartSchema = z.enum(BRACKET_PARTS);
export const cardKindSchema = z.enum(CARD_KINDS);

export const competitionIdParamsSchema = z.object({ id: z.uuid() });
export const competitionTeamParamsSchema = z.object({ id: z.uuid(), team_id: z.uuid() });
export const competitionMatchParamsSchema = z.object({ id: z.uuid(), match_id: z.uuid() });

/** The tie-break order of the table (FIFA 2026: head-to-head first; FIFA 2018/2022: goal difference first). */
export const tiebreakSettingSchema = z
  .object({
    order: z.enum(TIEBREAK_ORDERS),
    /** Only with `custom`: the criteria in order (lots always end it). */
    criteria: z
      .array(z.enum(TIEBREAK_CRITERIA_NAMES))
      .max(TIEBREAK_CRITERIA_NAMES.length)
      .refine((list) => new Set(list).size === list.length, 'duplicate_values')
      .optional(),
    /** Only with `custom`: apply head-to-head again to the teams it left tied. */
    reapply_head_to_head: z.boolean().optional(),
  })
  .meta({ id: 'TiebreakSetting' });
export type TiebreakSettingBody = z.infer<typeof tiebreakSettingSchema>;

/** A venue of the directory and the pitch numbers the competition may use there. */
export const competitionVenueSchema = z
  .object({
    venue: gameVenueSchema,
    pitches: z.array(z.number().int()),
  })
  .meta({ id: 'CompetitionVenue' });

/** A date and Baku wall-clock times when the competition may play. */
export const competitionWindowSchema = z
  .object({ date: z.string(), start: z.string(), end: z.string() })
  .meta({ id: 'CompetitionWindow' });

/** The organizer as a competition page shows them. */
export const competitionOrganizerSchema = playerIdentitySchema.meta({ id: 'CompetitionOrganizer' });

/** What the signed-in user may do with this competition now, for the buttons to show. */
export const competitionPermissionsSchema = z
  .object({
    edit: z.boolean(),
    /** Accept, refuse or seed teams. */
    manage_teams: z.boolean(),
    close_registration: z.boolean(),
    /** Record any result and move matches (organizer or admin). */
    manage_matches: z.boolean(),
    /** The signed-in player captains a team that could register now. */
    register: z.boolean(),
  })
  .meta({ id: 'CompetitionPermissions' });
export type CompetitionPermissions = z.infer<typeof competitionPermissionsSchema>;

/** A competition in a list. */
export const competitionSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    kind: competitionKindSchema,
    format: competitionFormatSchema,
    /** Round robin: 1 (each pair once) or 2 (home and away). */
    round_robin_legs: z.number().int(),
    match_format: z.enum(GAME_FORMATS),
    match_minutes: z.number().int(),
    status: competitionStatusSchema,
    access: competitionAccessSchema,
    entry_fee: manat,
    registration_deadline: instant,
    /** First and last day of the windows, YYYY-MM-DD in Baku. */
    starts_on: z.string(),
    ends_on: z.string(),
    min_teams: z.number().int(),
    max_teams: z.number().int(),
    /** Accepted teams. */
    team_count: z.number().int(),
    venues: z.array(gameVenueSchema),
    /** The winner once the competition is finished. */
    winner: teamRefSchema.nullable(),
    created_at: instant,
  })
  .meta({ id: 'CompetitionSummary' });
export type CompetitionSummary = z.infer<typeof competitionSummarySchema>;

/** A team in a competition. */
export const competitionTeamSchema = z
  .object({
    team: teamRefSchema,
    status: competitionTeamStatusSchema,
    /** 1 is the strongest; null when the organizer did not seed it (the draw seeds by rating). */
    seed: z.number().int().nullable(),
    /** Average displayed rating of the team's members; null before any rated game. */
    rating: z.number().int().nullable(),
    /** The group it was drawn into (`A`, `B`, ...); null before the draw or outside groups. */
    group: z.string().nullable(),
    /** What the captain paid (0 for a free entry); refunded when refused or withdrawn. */
    fee_paid: manat,
    /** Why it entered free: the captain's loyalty tier; null when it paid or the fee is 0. */
    free_entry_tier: z.enum(LOYALTY_TIERS).nullable(),
    refunded: z.boolean(),
    registered_at: instant,
  })
  .meta({ id: 'CompetitionTeam' });
export type CompetitionTeam = z.infer<typeof competitionTeamSchema>;

/** A competition with its rules and teams. */
export const competitionSchema = competitionSummarySchema
  .extend({
    description: z.string(),
    organizer: competitionOrganizerSchema,
    group_count: z.number().int().nullable(),
    /** Groups then knockout: teams of each group that go through. */
    advance_per_group: z.number().int().nullable(),
    third_place: z.boolean(),
    squad_min: z.number().int(),
    squad_max: z.number().int(),
    changeover_minutes: z.number().int(),
    min_rest_minutes: z.number().int(),
    max_rounds_per_day: z.number().int().nullable(),
    tiebreak: tiebreakSettingSchema,
    venue_pitches: z.array(competitionVenueSchema),
    windows: z.array(competitionWindowSchema),
    teams: z.array(competitionTeamSchema),
    cancel_reason: z.string().nullable(),
    /**
     * For its organizer or an admin, while registering: the automatic draw at the deadline failed
     * (decision 42) — why, how many times in a row, when it is tried again. Null otherwise.
     */
    draw_failure: z
      .object({
        reason: z.enum(['schedule', 'format']),
        failures: z.number().int(),
        failed_at: instant,
        retry_at: instant.nullable(),
      })
      .nullable(),
    permissions: competitionPermissionsSchema,
  })
  .meta({ id: 'Competition' });
export type Competition = z.infer<typeof competitionSchema>;

export const COMPETITION_LIST_SCOPES = ['upcoming', 'registering', 'in_progress', 'finished', 'all'] as const;
export const competitionListQuerySchema = paginationQuerySchema.extend({
  /** `upcoming`: registering or scheduled; the other scopes are statuses. */
  scope: z.enum(COMPETITION_LIST_SCOPES).default('all'),
  kind: z.preprocess((value) => (value === '' ? undefined : value), competitionKindSchema.optional()),
  format: z.preprocess((value) => (value === '' ? undefined : value), competitionFormatSchema.optional()),
  district: z.preprocess((value) => (value === '' ? undefined : value), districtSchema.optional()),
  access: z.preprocess((value) => (value === '' ? undefined : value), competitionAccessSchema.optional()),
  q: searchTextSchema,
});
export type CompetitionListQuery = z.input<typeof competitionListQuerySchema>;
export const competitionListResponseSchema = paginatedSchema(competitionSummarySchema);
export type CompetitionListResponse = z.infer<typeof competitionListResponseSchema>;

const name = userText(COMPETITION_NAME_LENGTH, 'competition_name_length', { singleLine: true });
const description = userText({ max: COMPETITION_DESCRIPTION_MAX_LENGTH }, 'competition_description_length');
const entryFee = z
  .number()
  .min(0, 'competition_fee_range')
  .max(qepikToManat(COMPETITION_FEE_MAX_QEPIK), 'competition_fee_range')
  .refine(hasWholeQepik, 'amount_two_decimals')
  .describe('Manat per team, at most two decimals');
const minutes = (range: { min: number; max: number }, message: string) =>
  z.number().int(message).min(range.min, message).max(range.max, message);
const teamCount = minutes(COMPETITION_TEAMS, 'competition_teams_range');
const squadSize = minutes(COMPETITION_SQUAD, 'competition_squad_range');

export const competitionVenueInputSchema = z.strictObject({
  venue_id: venueId,
  pitches: z
    .array(z.number().int().min(1).max(COMPETITION_MAX_PITCHES_PER_VENUE))
    .min(1)
    .max(COMPETITION_MAX_PITCHES_PER_VENUE)
    .refine((list) => new Set(list).size === list.length, 'duplicate_values'),
});
export const competitionWindowInputSchema = z
  .strictObject({ date: queryDaySchema, start: clockTime, end: clockTime })
  .refine((window) => window.start !== '24:00' && window.start < window.end, {
    message: 'competition_window_order',
    path: ['end'],
  });

const venuesInput = z
  .array(competitionVenueInputSchema)
  .min(1, 'competition_venues_required')
  .max(COMPETITION_MAX_VENUES)
  .refine((list) => new Set(list.map((venue) => venue.venue_id)).size === list.length, 'duplicate_values');
const windowsInput = z
  .array(competitionWindowInputSchema)
  .min(1, 'competition_windows_required')
  .max(COMPETITION_MAX_WINDOWS);

/** An organizer (or admin) creates a competition; it opens for registration at once. */
export const createCompetitionBodySchema = z
  .strictObject({
    name,
    description: description.default(''),
    kind: competitionKindSchema,
    format: competitionFormatSchema,
    round_robin_legs: z.union([z.literal(1), z.literal(2)]).default(1),
    /** Groups then knockout: how many groups (2 to 16). */
    group_count: z.number().int().min(2).max(COMPETITION_MAX_GROUPS).nullable().default(null),
    advance_per_group: z.number().int().min(1).max(4).nullable().default(null),
    third_place: z.boolean().default(false),
    match_format: z.enum(GAME_FORMATS),
    match_minutes: minutes(COMPETITION_MATCH_MINUTES, 'competition_minutes_range').default(
      COMPETITION_MATCH_MINUTES.default,
    ),
    changeover_minutes: minutes(COMPETITION_CHANGEOVER_MINUTES, 'competition_minutes_range').default(
      COMPETITION_CHANGEOVER_MINUTES.default,
    ),
    min_rest_minutes: minutes(COMPETITION_REST_MINUTES, 'competition_minutes_range').default(
      COMPETITION_REST_MINUTES.default,
    ),
    /** At most this many rounds on one date (1 for a league's matchdays); null: no limit. */
    max_rounds_per_day: z.number().int().min(1).max(64).nullable().default(null),
    venues: venuesInput,
    windows: windowsInput,
    min_teams: teamCount,
    max_teams: teamCount,
    squad_min: squadSize.default(COMPETITION_SQUAD.min),
    squad_max: squadSize.default(COMPETITION_SQUAD.max),
    entry_fee: entryFee.default(0),
    registration_deadline: inputInstantSchema,
    tiebreak: tiebreakSettingSchema.default({ order: 'fifa_2026' }),
    access: competitionAccessSchema.default('open'),
  })
  .refine((body) => body.min_teams <= body.max_teams, {
    message: 'competition_teams_order',
    path: ['max_teams'],
  })
  .refine((body) => body.squad_min <= body.squad_max, {
    message: 'competition_squad_order',
    path: ['squad_max'],
  })
  .meta({ id: 'CreateCompetitionBody' });
export type CreateCompetitionBody = z.input<typeof createCompetitionBodySchema>;
export type CreateCompetitionInput = z.output<typeof createCompetitionBodySchema>;

/**
 * The organizer changes a competition. While it is registering every rule may change (the fee
 * only while nobody paid); after the draw only the name, the description and cancelling.
 * `status: 'cancelled'` cancels it and refunds every fee.
 */
export const updateCompetitionBodySchema = z
  .strictObject({
    name: name.optional(),
    description: description.optional(),
    registration_deadline: inputInstantSchema.optional(),
    min_teams: teamCount.optional(),
    max_teams: teamCount.optional(),
    squad_min: squadSize.optional(),
    squad_max: squadSize.optional(),
    entry_fee: entryFee.optional(),
    match_minutes: minutes(COMPETITION_MATCH_MINUTES, 'competition_minutes_range').optional(),
    venues: venuesInput.optional(),
    windows: windowsInput.optional(),
    tiebreak: tiebreakSettingSchema.optional(),
    access: competitionAccessSchema.optional(),
    third_place: z.boolean().optional(),
    status: z.literal('cancelled').optional(),
    cancel_reason: userText({ max: 300 }, 'competition_reason_length').optional(),
  })
  .meta({ id: 'UpdateCompetitionBody' });
export type UpdateCompetitionBody = z.infer<typeof updateCompetitionBodySchema>;

/** A captain registers their team (send an `Idempotency-Key` header: a retry never pays twice). */
export const registerCompetitionTeamBodySchema = z
  .strictObject({ team_id: z.uuid() })
  .meta({ id: 'RegisterCompetitionTeamBody' });
export type RegisterCompetitionTeamBody = z.infer<typeof registerCompetitionTeamBodySchema>;

/** The organizer accepts, refuses (refunding the fee) or seeds a registered team. */
export const updateCompetitionTeamBodySchema = z
  .strictObject({
    status: z.enum(['accepted', 'refused']).optional(),
    seed: z.number().int().min(1).max(COMPETITION_TEAMS.max).nullable().optional(),
  })
  .meta({ id: 'UpdateCompetitionTeamBody' });
export type UpdateCompetitionTeamBody = z.infer<typeof updateCompetitionTeamBodySchema>;

/** A team the signed-in player captains, and whether it can register for this competition. */
export const eligibleTeamSchema = z
  .object({
    team: teamRefSchema,
    /** Its current members (a team under the competition's `squad_min` cannot register). */
    members: z.number().int(),
    /** Null when it can register; otherwise the error code registering would give. */
    problem: z.string().nullable(),
    /** What registering would cost (0 when free). */
    fee: manat,
    free_entry_tier: z.enum(LOYALTY_TIERS).nullable(),
    /** Its registration when it has one (any status). */
    registration: competitionTeamStatusSchema.nullable(),
  })
  .meta({ id: 'EligibleTeam' });
export const eligibleTeamsResponseSchema = z
  .object({ items: z.array(eligibleTeamSchema) })
  .meta({ id: 'EligibleTeams' });
export type EligibleTeams = z.infer<typeof eligibleTeamsResponseSchema>;

/** A goal of a match: the scorer (null when unknown) and the team it counts for. */
export const competitionGoalSchema = z
  .object({
    team_id: z.uuid(),
    player: playerIdentitySchema.nullable(),
    minute: z.number().int().nullable(),
    own_goal: z.boolean(),
  })
  .meta({ id: 'CompetitionGoal' });
export const competitionCardSchema = z
  .object({
    team_id: z.uuid(),
    player: playerIdentitySchema.nullable(),
    card: cardKindSchema,
  })
  .meta({ id: 'CompetitionCard' });

/** The players who played a match, per side (the line-ups of its result). */
export const competitionLineupsSchema = z
  .object({
    home: z.array(playerIdentitySchema),
    away: z.array(playerIdentitySchema),
  })
  .meta({ id: 'CompetitionLineups' });
export type CompetitionLineups = z.infer<typeof competitionLineupsSchema>;

/**
 * Who may be named in a match's line-ups: each team's current members, by name. For whoever may
 * record the match's result (the organizer, an admin, the home captain), whatever the teams' privacy.
 */
export const competitionMatchMembersSchema = z
  .object({
    home: z.array(playerIdentitySchema),
    away: z.array(playerIdentitySchema),
  })
  .meta({ id: 'CompetitionMatchMembers' });
export type CompetitionMatchMembers = z.infer<typeof competitionMatchMembersSchema>;

/** Where a knockout side comes from, for the bracket's labels. */
export const bracketSlotSchema = z
  .object({
    kind: z.enum(['team', 'bye', 'group', 'winner', 'loser']),
    team_id: z.uuid().nullable(),
    group: z.string().nullable(),
    position: z.number().int().nullable(),
    /** The bracket match id (`r1m2`) whose winner or loser fills it. */
    match: z.string().nullable(),
  })
  .meta({ id: 'BracketSlot' });
export type BracketSlotView = z.infer<typeof bracketSlotSchema>;

export const competitionMatchPermissionsSchema = z
  .object({
    record_result: z.boolean(),
    confirm: z.boolean(),
    reschedule: z.boolean(),
  })
  .meta({ id: 'CompetitionMatchPermissions' });

export const competitionMatchSchema = z
  .object({
    id: z.uuid(),
    stage: competitionStageSchema,
    /** 1-based round of its stage (a league's matchday, a knockout round). */
    round: z.number().int(),
    group: z.string().nullable(),
    /** Knockout: the bracket match id (`r1m1`, `w2m1`, `final`, `third-place`) and part. */
    bracket_id: z.string().nullable(),
    bracket_part: bracketPartSchema.nullable(),
    home_team: teamRefSchema.nullable(),
    away_team: teamRefSchema.nullable(),
    home_slot: bracketSlotSchema.nullable(),
    away_slot: bracketSlotSchema.nullable(),
    venue: gameVenueSchema.nullable(),
    pitch: z.number().int().nullable(),
    starts_at: instant.nullable(),
    ends_at: instant.nullable(),
    status: competitionMatchStatusSchema,
    home_score: z.number().int().nullable(),
    away_score: z.number().int().nullable(),
    penalties_winner: side.nullable(),
    /** The side that forfeited: the match counts 3-0 for the other side. */
    forfeit: side.nullable(),
    result_recorded_at: instant.nullable(),
    confirmed_at: instant.nullable(),
    goals: z.array(competitionGoalSchema),
    cards: z.array(competitionCardSchema),
    /** Who played for each team (empty before a result, and for a forfeit). */
    lineups: competitionLineupsSchema,
    permissions: competitionMatchPermissionsSchema,
  })
  .meta({ id: 'CompetitionMatch' });
export type CompetitionMatch = z.infer<typeof competitionMatchSchema>;

export const competitionFixturesQuerySchema = z.object({
  team_id: z.preprocess((value) => (value === '' ? undefined : value), z.uuid().optional()),
});
/** Every match, by stage, round and kick-off. */
export const competitionFixturesSchema = z
  .object({ matches: z.array(competitionMatchSchema) })
  .meta({ id: 'CompetitionFixtures' });
export type CompetitionFixtures = z.infer<typeof competitionFixturesSchema>;

export const standingRowSchema = z
  .object({
    position: z.number().int(),
    team: teamRefSchema,
    played: z.number().int(),
    won: z.number().int(),
    drawn: z.number().int(),
    lost: z.number().int(),
    goals_for: z.number().int(),
    goals_against: z.number().int(),
    goal_difference: z.number().int(),
    points: z.number().int(),
    /** 0 or negative; 0 when no cards were recorded. */
    fair_play: z.number().int(),
    /** What placed it above the next row (`points`, `h2h_points`, `goal_difference`, `lots`...). */
    separated_by: z.string().nullable(),
    /** Latest results first: `W`, `D`, `L`. */
    form: z.array(z.enum(['W', 'D', 'L'])),
    /** Groups then knockout: it goes through to the knockout (known once its group is complete). */
    qualified: z.boolean(),
  })
  .meta({ id: 'StandingRow' });
export type StandingRowView = z.infer<typeof standingRowSchema>;

export const standingsTableSchema = z
  .object({
    /** `A`, `B`... for groups; null for a league's single table. */
    group: z.string().nullable(),
    rows: z.array(standingRowSchema),
    /** Every match of the table has a result. */
    complete: z.boolean(),
  })
  .meta({ id: 'StandingsTable' });
export const competitionStandingsSchema = z
  .object({
    tiebreak: tiebreakSettingSchema,
    /** Empty for a pure knockout. */
    tables: z.array(standingsTableSchema),
  })
  .meta({ id: 'CompetitionStandings' });
export type CompetitionStandings = z.infer<typeof competitionStandingsSchema>;

export const bracketMatchSchema = z
  .object({
    /** Bracket id: `r1m1`, `w2m1`, `l1m1`, `final`, `final_reset`, `third-place`. */
    id: z.string(),
    part: bracketPartSchema,
    round: z.number().int(),
    order: z.number().int(),
    home: bracketSlotSchema,
    away: bracketSlotSchema,
    /** The teams once known. */
    home_team: teamRefSchema.nullable(),
    away_team: teamRefSchema.nullable(),
    /** The stored match (null for a match a bye made unnecessary). */
    match_id: z.uuid().nullable(),
    status: competitionMatchStatusSchema,
    home_score: z.number().int().nullable(),
    away_score: z.number().int().nullable(),
    penalties_winner: side.nullable(),
    forfeit: side.nullable(),
    winner_team_id: z.uuid().nullable(),
    starts_at: instant.nullable(),
  })
  .meta({ id: 'BracketMatch' });
export type BracketMatchView = z.infer<typeof bracketMatchSchema>;

export const competitionBracketSchema = z
  .object({
    /** Null when the competition has no knockout (a league). */
    format: z.enum(['single_elimination', 'double_elimination']).nullable(),
    size: z.number().int(),
    matches: z.array(bracketMatchSchema),
    champion: teamRefSchema.nullable(),
    runner_up: teamRefSchema.nullable(),
    third: teamRefSchema.nullable(),
  })
  .meta({ id: 'CompetitionBracket' });
export type CompetitionBracket = z.infer<typeof competitionBracketSchema>;

export const competitionScorerSchema = z
  .object({
    rank: z.number().int(),
    player: playerIdentitySchema,
    team: teamRefSchema,
    goals: z.number().int(),
  })
  .meta({ id: 'CompetitionScorer' });
export const competitionScorersSchema = z
  .object({ items: z.array(competitionScorerSchema) })
  .meta({ id: 'CompetitionScorers' });
export type CompetitionScorers = z.infer<typeof competitionScorersSchema>;

const goalInput = z.strictObject({
  side,
  /** The scorer, a player of the side's team; null when unknown. For an own goal: the player who put it in. */
  user_id: z.uuid().nullable().default(null),
  minute: z.number().int().min(0).max(200).nullable().default(null),
  own_goal: z.boolean().default(false),
});
const cardInput = z.strictObject({ side, user_id: z.uuid().nullable().default(null), card: cardKindSchema });
const lineupInput = z.array(z.uuid()).max(COMPETITION_LINEUP_MAX);

/**
 * A result: the score, who played for each team (`lineups`: current members of the team, between
 * the competition's `squad_min` and `squad_max`, at most COMPETITION_LINEUP_MAX a side, nobody
 * twice), the scorers (as many goals per side as the score, or none; each among those who played)
 * and the cards (players who played). Only the players of the line-ups get statistics and ratings.
 * The organizer's or an admin's record counts at once; the home captain's waits for the away
 * captain's confirmation. A forfeit counts 3-0 whatever the score and needs no line-ups; a
 * knockout draw needs `penalties_winner`. Sent again, it replaces the result (statistics are
 * replayed).
 */
export const recordCompetitionResultBodySchema = z
  .strictObject({
    home_score: goals,
    away_score: goals,
    penalties_winner: side.nullable().default(null),
    forfeit: side.nullable().default(null),
    goals: z.array(goalInput).max(COMPETITION_MAX_GOAL_EVENTS).default([]),
    cards: z.array(cardInput).max(COMPETITION_MAX_CARD_EVENTS).default([]),
    /** Required unless it is a forfeit. */
    lineups: z.strictObject({ home: lineupInput, away: lineupInput }).nullable().default(null),
  })
  .meta({ id: 'RecordCompetitionResultBody' });
export type RecordCompetitionResultBody = z.input<typeof recordCompetitionResultBodySchema>;
export type RecordCompetitionResultInput = z.output<typeof recordCompetitionResultBodySchema>;

/** The organizer moves a match: a new kick-off and pitch (the same clash and rest rules). */
export const rescheduleCompetitionMatchBodySchema = z
  .strictObject({
    starts_at: inputInstantSchema,
    venue_id: venueId,
    pitch: z.number().int().min(1).max(COMPETITION_MAX_PITCHES_PER_VENUE),
  })
  .meta({ id: 'RescheduleCompetitionMatchBody' });
export type RescheduleCompetitionMatchBody = z.infer<typeof rescheduleCompetitionMatchBodySchema>;

/** A team's trophies: the competitions it won or finished second or third in. */
export const teamAchievementSchema = z
  .object({
    competition_id: z.uuid(),
    competition_name: z.string(),
    kind: competitionKindSchema,
    place: z.number().int().min(1).max(3),
    finished_at: instant,
  })
  .meta({ id: 'TeamAchievement' });
export const teamAchievementsSchema = z
  .object({ items: z.array(teamAchievementSchema) })
  .meta({ id: 'TeamAchievements' });
export type TeamAchievements = z.infer<typeof teamAchievementsSchema>;

/**
 * The best player by votes (decision 32): the most player-of-the-match votes over the
 * competition's played matches; tied on votes, the most player-of-the-match awards, then the most
 * goals in the competition, then the smaller user id. Null while nobody has a vote or an award.
 */
export const competitionBestPlayerSchema = z
  .object({
    player: playerIdentitySchema,
    /** The team the player played their latest match of the competition for. */
    team: teamRefSchema,
    votes: z.number().int(),
    player_of_match_awards: z.number().int(),
    goals: z.number().int(),
  })
  .meta({ id: 'CompetitionBestPlayer' });
export type CompetitionBestPlayer = z.infer<typeof competitionBestPlayerSchema>;

/** A competition's prizes: the podium, the top scorer(s) (all tied at rank 1) and the best player. */
export const competitionAwardsSchema = z
  .object({
    /** True once the competition is finished: until then the awards are the standing so far. */
    final: z.boolean(),
    champion: teamRefSchema.nullable(),
    runner_up: teamRefSchema.nullable(),
    third: teamRefSchema.nullable(),
    top_scorers: z.array(competitionScorerSchema),
    best_player: competitionBestPlayerSchema.nullable(),
  })
  .meta({ id: 'CompetitionAwards' });
export type CompetitionAwards = z.infer<typeof competitionAwardsSchema>;

export const playerAchievementKindSchema = z.enum([
  'champion',
  'runner_up',
  'third',
  'top_scorer',
  'best_player',
]);
export type PlayerAchievementKind = z.infer<typeof playerAchievementKindSchema>;

/** One of a player's trophies from a finished competition, with the team they won it with. */
export const playerAchievementSchema = z
  .object({
    competition_id: z.uuid(),
    competition_name: z.string(),
    kind: competitionKindSchema,
    award: playerAchievementKindSchema,
    team: teamRefSchema,
    finished_at: instant,
  })
  .meta({ id: 'PlayerAchievement' });
export type PlayerAchievement = z.infer<typeof playerAchievementSchema>;
/** A player’s trophies, latest first (a private profile answers 403 `profile_private` to others). */
export const playerAchievementsSchema = z
  .object({ items: z.array(playerAchievementSchema) })
  .meta({ id: 'PlayerAchievements' });
export type PlayerAchievements = z.infer<typeof playerAchievementsSchema>;

import { z } from 'zod';
import { contract, strictContract } from './contract.js';
import { optionalQuery } from './query-params.js';
import { GAME_FORMATS } from '../domain/football.js';
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
  COMPETITION_MATCH_MINUTES,
  COMPETITION_MATCH_STATUSES,
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
import { instant, venueId } from './competition-fields.js';
import { manatSchema } from './money.js';
import { gameVenueSchema } from './games.js';
import { itemListSchema, paginatedSchema, paginationQuerySchema } from './pagination.js';
import { inputInstantSchema, queryDaySchema } from './dates.js';
import { teamRefSchema } from './teams.js';
import { playerIdentitySchema } from './users.js';
import { searchTextSchema, userText } from './text.js';
import { districtSchema } from './venues.js';

/*
 * Competitions (cups and leagues between teams): the competition and its registrations; its matches
 * and results are in competition-matches.ts, its standings, bracket, scorers and trophies in
 * competition-tables.ts. The rules are in docs/decisions/0032-competitions.md; the
 * engine behind the tables and the draw is packages/competition. Messages are FIELD_MESSAGES keys.
 */

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
export const tiebreakSettingSchema = contract('TiebreakSetting', {
  order: z.enum(TIEBREAK_ORDERS),
  /** Only with `custom`: the criteria in order (lots always end it). */
  criteria: z
    .array(z.enum(TIEBREAK_CRITERIA_NAMES))
    .max(TIEBREAK_CRITERIA_NAMES.length)
    .refine((list) => new Set(list).size === list.length, 'duplicate_values')
    .optional(),
  /** Only with `custom`: apply head-to-head again to the teams it left tied. */
  reapply_head_to_head: z.boolean().optional(),
});
export type TiebreakSettingBody = z.infer<typeof tiebreakSettingSchema>;

/** A venue of the directory and the pitch numbers the competition may use there. */
export const competitionVenueSchema = contract('CompetitionVenue', {
  venue: gameVenueSchema,
  pitches: z.array(z.number().int()),
});

/** A date and Baku wall-clock times when the competition may play. */
export const competitionWindowSchema = contract('CompetitionWindow', {
  date: z.string(),
  start: z.string(),
  end: z.string(),
});

/** The organizer as a competition page shows them. */
export const competitionOrganizerSchema = playerIdentitySchema.meta({ id: 'CompetitionOrganizer' });

/** What the signed-in user may do with this competition now, for the buttons to show. */
export const competitionPermissionsSchema = contract('CompetitionPermissions', {
  edit: z.boolean(),
  /** Accept, refuse or seed teams. */
  manage_teams: z.boolean(),
  close_registration: z.boolean(),
  /** Record any result and move matches (organizer or admin). */
  manage_matches: z.boolean(),
  /** The signed-in player captains a team that could register now. */
  register: z.boolean(),
});
export type CompetitionPermissions = z.infer<typeof competitionPermissionsSchema>;

/** A competition in a list. */
export const competitionSummarySchema = contract('CompetitionSummary', {
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
  entry_fee: manatSchema,
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
});
export type CompetitionSummary = z.infer<typeof competitionSummarySchema>;

/** A team in a competition. */
export const competitionTeamSchema = contract('CompetitionTeam', {
  team: teamRefSchema,
  status: competitionTeamStatusSchema,
  /** 1 is the strongest; null when the organizer did not seed it (the draw seeds by rating). */
  seed: z.number().int().nullable(),
  /** Average displayed rating of the team's members; null before any rated game. */
  rating: z.number().int().nullable(),
  /** The group it was drawn into (`A`, `B`, ...); null before the draw or outside groups. */
  group: z.string().nullable(),
  /** What the captain paid (0 for a free entry); refunded when refused or withdrawn. */
  fee_paid: manatSchema,
  /** Why it entered free: the captain's loyalty tier; null when it paid or the fee is 0. */
  free_entry_tier: z.enum(LOYALTY_TIERS).nullable(),
  refunded: z.boolean(),
  registered_at: instant,
});
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
  kind: optionalQuery(competitionKindSchema),
  format: optionalQuery(competitionFormatSchema),
  district: optionalQuery(districtSchema),
  access: optionalQuery(competitionAccessSchema),
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
export const updateCompetitionBodySchema = strictContract('UpdateCompetitionBody', {
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
});
export type UpdateCompetitionBody = z.infer<typeof updateCompetitionBodySchema>;

/** A captain registers their team (send an `Idempotency-Key` header: a retry never pays twice). */
export const registerCompetitionTeamBodySchema = strictContract('RegisterCompetitionTeamBody', {
  team_id: z.uuid(),
});
export type RegisterCompetitionTeamBody = z.infer<typeof registerCompetitionTeamBodySchema>;

/** The organizer accepts, refuses (refunding the fee) or seeds a registered team. */
export const updateCompetitionTeamBodySchema = strictContract('UpdateCompetitionTeamBody', {
  status: z.enum(['accepted', 'refused']).optional(),
  seed: z.number().int().min(1).max(COMPETITION_TEAMS.max).nullable().optional(),
});
export type UpdateCompetitionTeamBody = z.infer<typeof updateCompetitionTeamBodySchema>;

/** A team the signed-in player captains, and whether it can register for this competition. */
export const eligibleTeamSchema = contract('EligibleTeam', {
  team: teamRefSchema,
  /** Its current members (a team under the competition's `squad_min` cannot register). */
  members: z.number().int(),
  /** Null when it can register; otherwise the error code registering would give. */
  problem: z.string().nullable(),
  /** What registering would cost (0 when free). */
  fee: manatSchema,
  free_entry_tier: z.enum(LOYALTY_TIERS).nullable(),
  /** Its registration when it has one (any status). */
  registration: competitionTeamStatusSchema.nullable(),
});
export const eligibleTeamsResponseSchema = itemListSchema(eligibleTeamSchema).meta({ id: 'EligibleTeams' });
export type EligibleTeams = z.infer<typeof eligibleTeamsResponseSchema>;

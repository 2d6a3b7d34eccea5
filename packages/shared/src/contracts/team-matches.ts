import { z } from 'zod';
import { contract, strictContract } from './contract.js';
import { optionalQuery } from './query-params.js';
import { GAME_FORMATS } from '../domain/football.js';
import { MAX_SIDE_SCORE } from '../domain/results.js';
import {
  MAX_SQUAD_SIZE,
  TEAM_MATCH_DURATION_MINUTES,
  TEAM_MATCH_STATUSES,
  TEAM_MESSAGE_MAX_LENGTH,
} from '../domain/teams.js';
import { gameVenueSchema } from './games.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';
import { teamMembershipEventSchema } from './team-members.js';
import { teamRefSchema } from './teams.js';
import { inputInstantSchema, instantSchema as instant } from './dates.js';
import { userText } from './text.js';
import { playerWithPositionSchema } from './users.js';

/*
 * Team matches: a challenge between two teams, its squads and its result (decision 22). A confirmed
 * result is written as the result of the match's own game, so it counts in players' statistics and
 * ratings like any game (docs/decisions/0013).
 */

const goals = z.number().int().min(0).max(MAX_SIDE_SCORE);

export const teamMatchStatusSchema = z.enum(TEAM_MATCH_STATUSES);
export const teamMatchIdParamsSchema = z.object({ id: z.uuid() });
export const teamMatchSquadParamsSchema = z.object({ id: z.uuid(), team_id: z.uuid() });

/** One player of a squad; `goals` and `attended` come from the recorded result (null before it). */
export const squadPlayerSchema = playerWithPositionSchema
  .extend({
    goals: z.number().int().nullable(),
    attended: z.boolean().nullable(),
  })
  .meta({ id: 'SquadPlayer' });
export type SquadPlayer = z.infer<typeof squadPlayerSchema>;

/** What the signed-in player may do with this match now, for the buttons to show. */
export const teamMatchPermissionsSchema = contract('TeamMatchPermissions', {
  accept: z.boolean(),
  decline: z.boolean(),
  cancel: z.boolean(),
  edit_home_squad: z.boolean(),
  edit_away_squad: z.boolean(),
  record_result: z.boolean(),
  confirm: z.boolean(),
  dispute: z.boolean(),
});
export type TeamMatchPermissions = z.infer<typeof teamMatchPermissionsSchema>;

export const teamMatchSchema = contract('TeamMatch', {
  id: z.uuid(),
  /** The challenger: it chose the venue and records the result. */
  home_team: teamRefSchema,
  away_team: teamRefSchema,
  venue: gameVenueSchema,
  starts_at: instant,
  ends_at: instant,
  duration_minutes: z.number().int(),
  format: z.enum(GAME_FORMATS),
  message: z.string(),
  status: teamMatchStatusSchema,
  /** Why it was called off, or declined (when the captain said). */
  cancel_reason: z.string().nullable(),
  cancelled_at: instant.nullable(),
  /** The recorded score (confirmed or not: see `status`); null before a result. */
  home_score: z.number().int().nullable(),
  away_score: z.number().int().nullable(),
  result_recorded_at: instant.nullable(),
  confirmed_at: instant.nullable(),
  dispute_reason: z.string().nullable(),
  /** The match's own game, once accepted: `GET /games/{id}/result` shows rating changes and the vote. */
  game_id: z.uuid().nullable(),
  /** Hidden (empty) from players outside both teams when a team is private. */
  home_squad: z.array(squadPlayerSchema),
  away_squad: z.array(squadPlayerSchema),
  permissions: teamMatchPermissionsSchema,
  created_at: instant,
});
export type TeamMatch = z.infer<typeof teamMatchSchema>;

export const TEAM_MATCH_SCOPES = ['upcoming', 'past', 'pending', 'all'] as const;
export const teamMatchListQuerySchema = paginationQuerySchema.extend({
  /** One team's matches; without it, the matches of every team the signed-in player belongs to. */
  team_id: optionalQuery(z.uuid()),
  /**
   * `upcoming`: accepted, kick-off ahead (soonest first); `pending`: challenges waiting for an
   * answer and results waiting for confirmation; `past`: kicked off or closed (latest first).
   */
  scope: z.enum(TEAM_MATCH_SCOPES).default('all'),
});
export type TeamMatchListQuery = z.input<typeof teamMatchListQuerySchema>;
export const teamMatchListResponseSchema = paginatedSchema(teamMatchSchema);
export type TeamMatchListResponse = z.infer<typeof teamMatchListResponseSchema>;

const matchMessage = userText({ max: TEAM_MESSAGE_MAX_LENGTH }, 'team_message_length');
const reason = userText({ min: 1, max: TEAM_MESSAGE_MAX_LENGTH }, 'team_reason_length');

/** A captain challenges another team: the venue from the directory, a Baku date and time, the format. */
export const createTeamMatchBodySchema = strictContract('CreateTeamMatchBody', {
  /** The challenger's team (the signed-in player captains it). */
  home_team_id: z.uuid(),
  away_team_id: z.uuid(),
  venue_id: z.number().int().min(1).max(2_147_483_647),
  /** Kick-off, in the future and at most TEAM_MATCH_MAX_DAYS_AHEAD days ahead. */
  starts_at: inputInstantSchema,
  duration_minutes: z
    .number()
    .int('team_match_duration_range')
    .min(TEAM_MATCH_DURATION_MINUTES.min, 'team_match_duration_range')
    .max(TEAM_MATCH_DURATION_MINUTES.max, 'team_match_duration_range')
    .default(TEAM_MATCH_DURATION_MINUTES.default),
  format: z.enum(GAME_FORMATS),
  message: matchMessage.default(''),
});
export type CreateTeamMatchBody = z.input<typeof createTeamMatchBodySchema>;
export type CreateTeamMatchInput = z.output<typeof createTeamMatchBodySchema>;

/** Declining may say why. */
export const declineTeamMatchBodySchema = strictContract('DeclineTeamMatchBody', {
  reason: matchMessage.default(''),
});
/** Cancelling before kick-off says why (both teams see it). */
export const cancelTeamMatchBodySchema = z.strictObject({ reason }).meta({ id: 'CancelTeamMatchBody' });
/** The away captain disputes a recorded result and says why. */
export const disputeTeamMatchBodySchema = z.strictObject({ reason }).meta({ id: 'DisputeTeamMatchBody' });

/** A team's captain picks the squad from the team's members (replaces the previous pick). */
export const saveSquadBodySchema = strictContract('SaveSquadBody', {
  user_ids: z
    .array(z.uuid())
    .max(MAX_SQUAD_SIZE, 'squad_too_large')
    .refine((ids) => new Set(ids).size === ids.length, 'duplicate_values'),
});
export type SaveSquadBody = z.infer<typeof saveSquadBodySchema>;

/**
 * The home captain records the result after kick-off: the score, and every squad player of both
 * teams once with goals and attendance. Sent again before confirmation, it replaces the record.
 */
export const recordTeamMatchResultBodySchema = strictContract('RecordTeamMatchResultBody', {
  home_score: goals,
  away_score: goals,
  players: z
    .array(z.strictObject({ user_id: z.uuid(), goals, attended: z.boolean() }))
    .min(2)
    .max(2 * MAX_SQUAD_SIZE),
});
export type RecordTeamMatchResultBody = z.infer<typeof recordTeamMatchResultBodySchema>;

export const teamHistoryQuerySchema = paginationQuerySchema;
/** A competition match a team played, as its history lists it (the statistics count the same ones). */
export const teamCompetitionMatchSchema = contract('TeamCompetitionMatch', {
  id: z.uuid(),
  competition_id: z.uuid(),
  competition_name: z.string(),
  home_team: teamRefSchema,
  away_team: teamRefSchema,
  starts_at: instant,
  home_score: z.number().int(),
  away_score: z.number().int(),
  /** The side that forfeited (the score is then the forfeit's 3-0); null when played. */
  forfeit: z.enum(['home', 'away']).nullable(),
  /** After a knockout draw: who won on penalties. */
  penalties_winner: z.enum(['home', 'away']).nullable(),
});
export type TeamCompetitionMatch = z.infer<typeof teamCompetitionMatchSchema>;

/**
 * A team's past: its matches (latest first, a page), its competition matches (latest first, the
 * latest 100) and its members joining and leaving (latest first).
 */
export const teamHistorySchema = contract('TeamHistory', {
  matches: paginatedSchema(teamMatchSchema),
  competition_matches: z.array(teamCompetitionMatchSchema),
  membership: z.array(teamMembershipEventSchema),
});
export type TeamHistory = z.infer<typeof teamHistorySchema>;

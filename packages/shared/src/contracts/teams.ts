import { z } from 'zod';
import { contract, strictContract } from './contract.js';
import { optionalQuery } from './query-params.js';
import { GAME_FORMATS, POSITIONS } from '../domain/football.js';
import { PREFERRED_FEET } from '../domain/player-profile.js';
import {
  INVITATION_STATUSES,
  JOIN_REQUEST_STATUSES,
  TEAM_COLOR_PATTERN,
  TEAM_DESCRIPTION_MAX_LENGTH,
  TEAM_MEMBERS,
  TEAM_MEMBERS_DEFAULT,
  TEAM_DEFAULT_COLORS,
  TEAM_NAME_LENGTH,
  TEAM_ROLES,
  TEAM_STATUSES,
  TEAM_TYPES,
} from '../domain/teams.js';
import { gameVenueSchema } from './games.js';
import { instantSchema as instant } from './dates.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';
import { searchTextSchema, userText } from './text.js';
import { playerIdentitySchema } from './users.js';

/*
 * Teams (Komandalar, docs/product-rules.md#teams): the team, its members, invitations and join requests. The rules
 * behind every field are in docs/decisions/0022-teams-rules.md; messages are FIELD_MESSAGES keys.
 * This file holds the team itself; joining it is in team-joining.ts, its members in team-members.ts,
 * its statistics in team-stats.ts.
 */

const venueId = z.number().int().min(1).max(2_147_483_647);

export const teamRoleSchema = z.enum(TEAM_ROLES);
export const teamTypeSchema = z.enum(TEAM_TYPES);
export const teamStatusSchema = z.enum(TEAM_STATUSES);
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);
export const joinRequestStatusSchema = z.enum(JOIN_REQUEST_STATUSES);

export const teamIdParamsSchema = z.object({ id: z.uuid() });
export const teamMemberParamsSchema = z.object({ id: z.uuid(), user_id: z.uuid() });
export const teamJoinRequestParamsSchema = z.object({ id: z.uuid(), request_id: z.uuid() });
export const invitationIdParamsSchema = z.object({ id: z.uuid() });

/**
 * A player as a team page shows them. The football details (positions, number, foot, rating) are
 * null or empty when the player keeps the profile private and the viewer is neither a teammate,
 * the player nor an admin.
 */
export const teamPlayerSchema = playerIdentitySchema
  .extend({
    primary_position: z.enum(POSITIONS).nullable(),
    secondary_positions: z.array(z.enum(POSITIONS)),
    jersey_number: z.number().int().nullable(),
    preferred_foot: z.enum(PREFERRED_FEET).nullable(),
    /** Displayed rating 0-100 from results; null before the first rated game or when hidden. */
    rating: z.number().int().nullable(),
  })
  .meta({ id: 'TeamPlayer' });
export type TeamPlayer = z.infer<typeof teamPlayerSchema>;

/** What names a team wherever it is shown: its name, logo and colours. */
const teamIdentityFields = {
  id: z.uuid(),
  name: z.string(),
  logo_url: z.string().nullable(),
  primary_color: z.string(),
  secondary_color: z.string(),
};

/** A team where another object names it: a match, an invitation, a join request. */
export const teamRefSchema = contract('TeamRef', {
  ...teamIdentityFields,
  /** The captain deleted the team; its past matches stay in history. */
  deleted: z.boolean(),
});
export type TeamRef = z.infer<typeof teamRefSchema>;

/**
 * How a player who is not a member can get in: `instant` (a public team that admits at once),
 * `request` (a public team whose captain approves), `invitation_only` (a private team: an invitation,
 * the secret link or the code).
 */
export const TEAM_JOIN_MODES = ['instant', 'request', 'invitation_only'] as const;
export type TeamJoinMode = (typeof TEAM_JOIN_MODES)[number];

export const teamSummarySchema = contract('TeamSummary', {
  ...teamIdentityFields,
  type: teamTypeSchema,
  status: teamStatusSchema,
  is_private: z.boolean(),
  auto_accept: z.boolean(),
  join_mode: z.enum(TEAM_JOIN_MODES),
  min_members: z.number().int(),
  max_members: z.number().int(),
  member_count: z.number().int(),
  /** `member_count >= max_members`: nobody can join until someone leaves or the maximum is raised. */
  is_full: z.boolean(),
  home_venue: gameVenueSchema.nullable(),
  captain: playerIdentitySchema,
  /** The signed-in player's role in this team; null when not a member. */
  my_role: teamRoleSchema.nullable(),
  created_at: instant,
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

/** What the signed-in player may do in this team (decision 22's table), for the buttons to show. */
export const teamPermissionsSchema = contract('TeamPermissions', {
  edit: z.boolean(),
  invite: z.boolean(),
  approve_join_requests: z.boolean(),
  remove_members: z.boolean(),
  set_roles: z.boolean(),
  transfer_captaincy: z.boolean(),
  delete: z.boolean(),
  manage_formations: z.boolean(),
  manage_matches: z.boolean(),
  /** A member who may leave now (a captain hands over first, unless alone). */
  leave: z.boolean(),
  /** Not a member, and the team is active, not full and not private (or an invitation waits). */
  join: z.boolean(),
});
export type TeamPermissions = z.infer<typeof teamPermissionsSchema>;

export const teamDetailSchema = teamSummarySchema
  .extend({
    description: z.string(),
    permissions: teamPermissionsSchema,
    /** The join code and the secret link's token: only for those who may invite. */
    join_code: z.string().nullable(),
    invite_token: z.string().nullable(),
    /** The signed-in player's pending request to join, if any. */
    my_join_request: z.object({ id: z.uuid(), created_at: instant }).nullable(),
    /** A pending invitation to the signed-in player, if any. */
    my_invitation: z.object({ id: z.uuid(), expires_at: instant }).nullable(),
    /** Hidden (false) for a private team's outsiders: no members, formations or squads then. */
    members_visible: z.boolean(),
    default_formation_id: z.uuid().nullable(),
    /**
     * The format the team plays: its latest team match's or entered competition's, whichever begins
     * last; null before either. A new formation opens at it.
     */
    usual_format: z.enum(GAME_FORMATS).nullable(),
    updated_at: instant,
  })
  .meta({ id: 'TeamDetail' });
export type TeamDetail = z.infer<typeof teamDetailSchema>;

export const teamListQuerySchema = paginationQuerySchema.extend({
  /** Name or description; Azerbaijani letters are folded (docs/decisions/0002). */
  search: searchTextSchema,
  status: optionalQuery(teamStatusSchema),
  type: optionalQuery(teamTypeSchema),
  /** `mine`: only the teams the signed-in player belongs to. */
  scope: z.enum(['all', 'mine']).default('all'),
});
export type TeamListQuery = z.input<typeof teamListQuerySchema>;
export const teamListResponseSchema = paginatedSchema(teamSummarySchema);
export type TeamListResponse = z.infer<typeof teamListResponseSchema>;

const teamName = userText(TEAM_NAME_LENGTH, 'team_name_length', { singleLine: true });
const teamColor = z
  .string()
  .regex(TEAM_COLOR_PATTERN, 'team_color_invalid')
  .transform((value) => value.toLowerCase());
const memberBound = z
  .number()
  .int('team_members_range')
  .min(TEAM_MEMBERS.min, 'team_members_range')
  .max(TEAM_MEMBERS.max, 'team_members_range');

/** A new team; the creator becomes its captain. `min_members <= max_members` is checked by the API (422). */
export const createTeamBodySchema = strictContract('CreateTeamBody', {
  name: teamName,
  description: userText({ max: TEAM_DESCRIPTION_MAX_LENGTH }, 'team_description_length').default(''),
  home_venue_id: venueId.nullable().default(null),
  min_members: memberBound.default(TEAM_MEMBERS_DEFAULT.min),
  max_members: memberBound.default(TEAM_MEMBERS_DEFAULT.max),
  is_private: z.boolean().default(false),
  auto_accept: z.boolean().default(false),
  primary_color: teamColor.default(TEAM_DEFAULT_COLORS.primary),
  secondary_color: teamColor.default(TEAM_DEFAULT_COLORS.secondary),
  type: teamTypeSchema.default('unofficial'),
});
export type CreateTeamBody = z.input<typeof createTeamBodySchema>;
export type CreateTeamInput = z.output<typeof createTeamBodySchema>;

/** The captain changes only the fields sent; `status: inactive` pauses joining and challenges. */
export const updateTeamBodySchema = strictContract('UpdateTeamBody', {
  name: teamName.optional(),
  description: userText({ max: TEAM_DESCRIPTION_MAX_LENGTH }, 'team_description_length').optional(),
  home_venue_id: venueId.nullable().optional(),
  min_members: memberBound.optional(),
  max_members: memberBound.optional(),
  is_private: z.boolean().optional(),
  auto_accept: z.boolean().optional(),
  primary_color: teamColor.optional(),
  secondary_color: teamColor.optional(),
  type: teamTypeSchema.optional(),
  status: teamStatusSchema.optional(),
});
export type UpdateTeamBody = z.input<typeof updateTeamBodySchema>;
export type UpdateTeamInput = z.output<typeof updateTeamBodySchema>;

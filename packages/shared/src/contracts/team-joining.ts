import { z } from 'zod';
import { contract, strictContract } from './contract.js';
import {
  INVITE_TOKEN_LENGTH,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  TEAM_MESSAGE_MAX_LENGTH,
} from '../domain/teams.js';
import { instantSchema as instant } from './dates.js';
import { itemListSchema, paginatedSchema, paginationQuerySchema } from './pagination.js';
import {
  invitationStatusSchema,
  joinRequestStatusSchema,
  teamDetailSchema,
  teamPlayerSchema,
  teamRefSchema,
} from './teams.js';
import { userText } from './text.js';
import { playerIdentitySchema } from './users.js';
import { districtSchema } from './venues.js';

/*
 * How a player gets into a team (decision 22): the join code and the secret link, join requests
 * the captain decides, and invitations the captain sends.
 */

/** A join code as typed: case and spaces do not matter. */
export const joinCodeSchema = z
  .string()
  .max(20, 'join_code_invalid')
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .refine(
    (value) => value.length === JOIN_CODE_LENGTH && [...value].every((c) => JOIN_CODE_ALPHABET.includes(c)),
    'join_code_invalid',
  );
export const inviteTokenSchema = z
  .string()
  .length(INVITE_TOKEN_LENGTH, 'invite_token_invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'invite_token_invalid');

const teamMessage = userText({ max: TEAM_MESSAGE_MAX_LENGTH }, 'team_message_length');

/**
 * `POST /teams/{id}/join`: with the team's code or its link's token anyone may join at once (a
 * private team too); without, a public team admits at once (`auto_accept`) or records a join request.
 */
export const joinTeamBodySchema = strictContract('JoinTeamBody', {
  code: joinCodeSchema.optional(),
  token: inviteTokenSchema.optional(),
  /** Sent with a join request to the captain. */
  message: teamMessage.optional(),
});
export type JoinTeamBody = z.input<typeof joinTeamBodySchema>;

/** `POST /teams/join`: join whichever team has this code. */
export const joinByCodeBodySchema = z.strictObject({ code: joinCodeSchema }).meta({ id: 'JoinByCodeBody' });
export type JoinByCodeBody = z.input<typeof joinByCodeBodySchema>;

export const joinRequestSchema = contract('JoinRequest', {
  id: z.uuid(),
  team: teamRefSchema,
  player: teamPlayerSchema,
  status: joinRequestStatusSchema,
  message: z.string(),
  created_at: instant,
  decided_at: instant.nullable(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const joinTeamResultSchema = contract('JoinTeamResult', {
  /** `joined`: a member now; `requested`: a join request waits for the captain. */
  outcome: z.enum(['joined', 'requested']),
  team: teamDetailSchema,
  join_request: joinRequestSchema.nullable(),
});
export type JoinTeamResult = z.infer<typeof joinTeamResultSchema>;

export const createJoinRequestBodySchema = strictContract('CreateJoinRequestBody', {
  message: teamMessage.default(''),
});
export type CreateJoinRequestBody = z.input<typeof createJoinRequestBodySchema>;

export const joinRequestListQuerySchema = paginationQuerySchema.extend({
  status: joinRequestStatusSchema.default('pending'),
});
export const joinRequestListResponseSchema = paginatedSchema(joinRequestSchema);
export type JoinRequestListResponse = z.infer<typeof joinRequestListResponseSchema>;

export const teamInviteSecretsSchema = contract('TeamInviteSecrets', {
  join_code: z.string(),
  invite_token: z.string(),
});
export type TeamInviteSecrets = z.infer<typeof teamInviteSecretsSchema>;

export const invitationSchema = contract('Invitation', {
  id: z.uuid(),
  team: teamRefSchema,
  player: teamPlayerSchema,
  invited_by: playerIdentitySchema,
  /** `expired` once `expires_at` has passed unanswered. */
  status: invitationStatusSchema,
  message: z.string(),
  created_at: instant,
  expires_at: instant,
  responded_at: instant.nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const createInvitationBodySchema = strictContract('CreateInvitationBody', {
  user_id: z.uuid(),
  message: teamMessage.default(''),
});
export type CreateInvitationBody = z.input<typeof createInvitationBodySchema>;

export const invitationListQuerySchema = paginationQuerySchema.extend({
  status: invitationStatusSchema.default('pending'),
});
export const invitationListResponseSchema = paginatedSchema(invitationSchema);
export type InvitationListResponse = z.infer<typeof invitationListResponseSchema>;

/** Players the captain may invite: found by name, not members, no pending invitation. */
export const inviteCandidatesQuerySchema = z.object({
  search: userText({ min: 2, max: 100 }, 'search_length', { singleLine: true }),
});
/**
 * A player the captain may invite, with what tells namesakes apart: where they usually play (the
 * district of the venues of most of their played games) and how many games they played with the
 * inviter. Both are null when the player's privacy hides them (a private profile: only id, names
 * and photo, decision 14).
 */
export const inviteCandidateSchema = teamPlayerSchema
  .extend({
    district: districtSchema.nullable(),
    games_together: z.number().int().min(0).nullable(),
  })
  .meta({ id: 'InviteCandidate' });
export type InviteCandidate = z.infer<typeof inviteCandidateSchema>;
export const inviteCandidatesResponseSchema = itemListSchema(inviteCandidateSchema);
export type InviteCandidatesResponse = z.infer<typeof inviteCandidatesResponseSchema>;

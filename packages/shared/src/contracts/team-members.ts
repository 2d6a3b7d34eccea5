import { z } from 'zod';
import { contract, strictContract } from './contract.js';
import { itemListSchema } from './pagination.js';
import { instantSchema as instant } from './dates.js';
import { teamPlayerSchema, teamRoleSchema } from './teams.js';
import { playerIdentitySchema } from './users.js';

/* A team's members: who they are, their roles, leaving, and who joined or left when. */

export const teamMemberSchema = contract('TeamMember', {
  player: teamPlayerSchema,
  role: teamRoleSchema,
  joined_at: instant,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
/** Every current member, the captain first, then vice-captains, then by name. */
export const teamMembersResponseSchema = itemListSchema(teamMemberSchema);
export type TeamMembersResponse = z.infer<typeof teamMembersResponseSchema>;

/** The captain makes a member a vice-captain or back; the captaincy moves only by transfer. */
export const updateTeamMemberBodySchema = strictContract('UpdateTeamMemberBody', {
  role: z.enum(['vice_captain', 'member']),
});
export type UpdateTeamMemberBody = z.infer<typeof updateTeamMemberBodySchema>;

/** The captain hands the captaincy to another member and becomes a vice-captain. */
export const transferCaptaincyBodySchema = strictContract('TransferCaptaincyBody', { user_id: z.uuid() });
export type TransferCaptaincyBody = z.infer<typeof transferCaptaincyBodySchema>;

export const leaveTeamResultSchema = contract('LeaveTeamResult', {
  /** The last member left, so the empty team was deleted. */
  team_deleted: z.boolean(),
});
export type LeaveTeamResult = z.infer<typeof leaveTeamResultSchema>;

export const TEAM_MEMBERSHIP_EVENTS = ['joined', 'left', 'removed'] as const;
export const teamMembershipEventSchema = contract('TeamMembershipEvent', {
  player: playerIdentitySchema,
  event: z.enum(TEAM_MEMBERSHIP_EVENTS),
  at: instant,
});
export type TeamMembershipEvent = z.infer<typeof teamMembershipEventSchema>;

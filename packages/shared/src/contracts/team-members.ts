import { z } from 'zod';
import { itemListSchema } from './pagination.js';
import { instantSchema as instant } from './dates.js';
import { teamPlayerSchema, teamRoleSchema } from './teams.js';
import { playerIdentitySchema } from './users.js';

/* A team's members: who they are, their roles, leaving, and who joined or left when. */

export const teamMemberSchema = z
  .object({
    player: teamPlayerSchema,
    role: teamRoleSchema,
    joined_at: instant,
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;
/** Every current member, the captain first, then vice-captains, then by name. */
export const teamMembersResponseSchema = itemListSchema(teamMemberSchema);
export type TeamMembersResponse = z.infer<typeof teamMembersResponseSchema>;

/** The captain makes a member a vice-captain or back; the captaincy moves only by transfer. */
export const updateTeamMemberBodySchema = z
  .strictObject({ role: z.enum(['vice_captain', 'member']) })
  .meta({ id: 'UpdateTeamMemberBody' });
export type UpdateTeamMemberBody = z.infer<typeof updateTeamMemberBodySchema>;

/** The captain hands the captaincy to another member and becomes a vice-captain. */
export const transferCaptaincyBodySchema = z
  .strictObject({ user_id: z.uuid() })
  .meta({ id: 'TransferCaptaincyBody' });
export type TransferCaptaincyBody = z.infer<typeof transferCaptaincyBodySchema>;

export const leaveTeamResultSchema = z
  .object({
    /** The last member left, so the empty team was deleted. */
    team_deleted: z.boolean(),
  })
  .meta({ id: 'LeaveTeamResult' });
export type LeaveTeamResult = z.infer<typeof leaveTeamResultSchema>;

export const TEAM_MEMBERSHIP_EVENTS = ['joined', 'left', 'removed'] as const;
export const teamMembershipEventSchema = z
  .object({
    player: playerIdentitySchema,
    event: z.enum(TEAM_MEMBERSHIP_EVENTS),
    at: instant,
  })
  .meta({ id: 'TeamMembershipEvent' });
export type TeamMembershipEvent = z.infer<typeof teamMembershipEventSchema>;

import { TEAM_PERMISSIONS, type TeamDetail } from '@oyna/shared';

/** Whether the reader is the captain or a vice-captain, who add, change and end slots and the team feed. */
export const managesSlots = (team: Pick<TeamDetail, 'my_role'>): boolean =>
  team.my_role !== null && (TEAM_PERMISSIONS.manageSlots as readonly string[]).includes(team.my_role);

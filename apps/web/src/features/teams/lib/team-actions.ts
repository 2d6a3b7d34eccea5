import { teamRoleCan, type TeamSummary } from '@oyna/shared';

/** What a team card offers: view always, the rest as the viewer's role allows. */
export type TeamCardAction = 'view' | 'edit' | 'leave' | 'delete';

/**
 * The card's actions from the viewer's role (decision 22): the captain edits and deletes; a member
 * leaves; a captain leaves only when alone (otherwise the captaincy is handed over first).
 */
export function teamCardActions(team: Pick<TeamSummary, 'my_role' | 'member_count'>): TeamCardAction[] {
  const actions: TeamCardAction[] = ['view'];
  if (teamRoleCan(team.my_role, 'edit')) actions.push('edit');
  if (team.my_role !== null && (team.my_role !== 'captain' || team.member_count <= 1)) actions.push('leave');
  if (teamRoleCan(team.my_role, 'delete')) actions.push('delete');
  return actions;
}

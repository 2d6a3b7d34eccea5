import { ERASED_FIRST_NAME } from '@oyna/shared';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { teamInvitations, teamJoinRequests, teamMembers, teams } from '../../db/schema.js';
import { renameInNotifications } from '../notifications/erase-notification-records.js';
import type { DbExecutor } from '../../db/database.js';
import type { DeletionBlockerFinder, ErasedAccount } from '../users/deletion/account-deletion-hooks.js';
import { removeTeam } from './delete-team.js';
import { endMembership } from './members.js';
import { captainNow, lockTeam } from './team-access.js';
import type { TeamHooks } from './team-hooks.js';

/** Captain of a team that has other members: they would be left without one (decision 91). */
export const captaincyBlocker: DeletionBlockerFinder = async (tx, { userId }) => {
  const rows = await tx
    .select({ name: teams.name, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(captainNow(userId), gt(teams.memberCount, 1)))
    .orderBy(asc(teams.name))
    .limit(5);
  return { reason: 'team_captain', count: rows[0]?.total ?? 0, names: rows.map((row) => row.name) };
};

/**
 * An erased player's part in teams (decision 91): they leave every team (a team of theirs alone is
 * deleted as when its last member leaves, its open matches cancelled through `hooks`); their pending
 * invitations and join requests are cancelled and lose their words; the managers' notifications that
 * named them say "Deleted player". Past memberships, matches and line-ups stay, under that name.
 */
export async function eraseTeamParts(
  tx: DbExecutor,
  { userId, now }: ErasedAccount,
  hooks: TeamHooks,
): Promise<void> {
  const requests = await tx
    .select({ id: teamJoinRequests.id })
    .from(teamJoinRequests)
    .where(eq(teamJoinRequests.userId, userId));
  const invitations = await tx
    .select({ id: teamInvitations.id })
    .from(teamInvitations)
    .where(eq(teamInvitations.userId, userId));
  await renameInNotifications(tx, {
    dedupeKeyPrefixes: [
      ...requests.map((request) => `team_join_request:${request.id}:`),
      ...invitations.flatMap((invitation) => [
        `team_invitation_accepted:${invitation.id}:`,
        `team_invitation_declined:${invitation.id}:`,
      ]),
    ],
    field: 'player_name',
    name: ERASED_FIRST_NAME,
  });
  await tx
    .update(teamInvitations)
    .set({ status: 'cancelled', respondedAt: now, updatedAt: now })
    .where(and(eq(teamInvitations.userId, userId), eq(teamInvitations.status, 'pending')));
  await tx
    .update(teamInvitations)
    .set({ message: '', updatedAt: now })
    .where(eq(teamInvitations.invitedBy, userId));
  await tx
    .update(teamJoinRequests)
    .set({ status: 'cancelled', decidedAt: now, updatedAt: now })
    .where(and(eq(teamJoinRequests.userId, userId), eq(teamJoinRequests.status, 'pending')));
  await tx
    .update(teamJoinRequests)
    .set({ message: '', updatedAt: now })
    .where(eq(teamJoinRequests.userId, userId));

  const memberships = await tx
    .select({ id: teamMembers.id, teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), isNull(teamMembers.leftAt), isNull(teams.deletedAt)));
  for (const membership of memberships) {
    const team = await lockTeam(tx, membership.teamId);
    if (team.memberCount <= 1) await removeTeam(tx, { team, actorId: userId, now, hooks });
    else await endMembership(tx, { team, memberId: membership.id, reason: 'left', now });
  }
}

import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { type TeamRow, teamInvitations, teamJoinRequests, teamMembers, teams } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { assertTeamCan, lockTeam, roleInTeam } from './team-access.js';
import type { TeamHooks } from './team-hooks.js';

/**
 * Soft-deletes a locked team inside the caller's transaction: memberships end, pending invitations
 * and join requests are cancelled, matches not yet played are cancelled (`hooks`, by team-matches); past matches and the
 * statistics they fed stay (docs/decisions/0022-teams-rules.md).
 */
export async function removeTeam(
  tx: DbExecutor,
  options: { team: TeamRow; actorId: string; now: Date; hooks: TeamHooks },
): Promise<void> {
  const { team, actorId, now } = options;
  await tx
    .update(teamMembers)
    .set({ leftAt: now, leftReason: 'team_deleted' })
    .where(and(eq(teamMembers.teamId, team.id), isNull(teamMembers.leftAt)));
  await tx
    .update(teamInvitations)
    .set({ status: 'cancelled', respondedAt: now, updatedAt: now })
    .where(and(eq(teamInvitations.teamId, team.id), eq(teamInvitations.status, 'pending')));
  await tx
    .update(teamJoinRequests)
    .set({ status: 'cancelled', decidedAt: now, updatedAt: now })
    .where(and(eq(teamJoinRequests.teamId, team.id), eq(teamJoinRequests.status, 'pending')));
  await options.hooks.onTeamRemoved(tx, { teamId: team.id, actorId, now });
  await tx.update(teams).set({ deletedAt: now, memberCount: 0, updatedAt: now }).where(eq(teams.id, team.id));
}

/** `DELETE /teams/{id}`: the captain deletes the team. */
export async function deleteTeam(
  db: Db,
  options: { actor: AuthUser; teamId: string; hooks: TeamHooks; now?: Date },
) {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const team = await lockTeam(tx, options.teamId);
    assertTeamCan(options.actor, await roleInTeam(tx, team.id, options.actor.id), 'delete');
    await removeTeam(tx, { team, actorId: options.actor.id, now, hooks: options.hooks });
  });
}

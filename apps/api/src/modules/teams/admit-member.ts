import type { ErrorCode } from '@oyna/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type TeamRow, teamInvitations, teamJoinRequests, teamMembers, teams } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { pendingInvitationOf } from './invitation-queries.js';
import { pendingJoinRequestOf } from './join-request-queries.js';
import { assertMayJoinAnotherTeam } from './membership-rules.js';

/**
 * Makes a player a member of a team whose row the caller has locked (`lockTeam`), whichever way
 * they came in: auto-accept, an approved request, an accepted invitation, the code or the link.
 * The team must be active and not full, and the player in fewer than the maximum of teams; the
 * count rises in the same transaction, so parallel joins never pass `max_members`. A pending
 * invitation of the pair is accepted and a pending join request closed, since they are answered.
 */
export async function admitMember(
  tx: DbExecutor,
  options: {
    team: TeamRow;
    userId: string;
    now: Date;
    /** The refusal when the player is already a member: for themself, or for whoever let them in. */
    alreadyMember?: ErrorCode;
  },
): Promise<void> {
  const { team, userId, now } = options;
  const [current] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, userId), isNull(teamMembers.leftAt)));
  if (current) throw new AppError(options.alreadyMember ?? 'team_already_member', 409);
  if (team.status !== 'active') throw new AppError('team_inactive', 409);
  if (team.memberCount >= team.maxMembers)
    throw new AppError('team_full', 409, { params: { max: String(team.maxMembers) } });
  await assertMayJoinAnotherTeam(tx, userId);

  await tx.insert(teamMembers).values({ teamId: team.id, userId, role: 'member', joinedAt: now });
  await tx
    .update(teams)
    .set({ memberCount: team.memberCount + 1, updatedAt: now })
    .where(eq(teams.id, team.id));
  await tx
    .update(teamInvitations)
    .set({ status: 'accepted', respondedAt: now, updatedAt: now })
    .where(pendingInvitationOf(team.id, userId));
  await tx
    .update(teamJoinRequests)
    .set({ status: 'cancelled', decidedAt: now, updatedAt: now })
    .where(pendingJoinRequestOf(team.id, userId));
}

import {
  MAX_VICE_CAPTAINS,
  type TeamMembersResponse,
  type TeamPermission,
  type TeamRole,
} from '@oyna/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { type TeamRow, playerRatings, teamMembers, teams, users } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { assertMembersVisible, assertTeamCan, findTeam, lockTeam, roleInTeam } from './team-access.js';
import { teamPlayerColumns, toTeamPlayer } from './team-player.js';
import { removeTeam } from './delete-team.js';
import type { TeamHooks } from './team-hooks.js';

/**
 * `GET /teams/{id}/members`: the current members, captain first, then vice-captains, then by
 * name. A private team shows them to members and admins only; a public team to anyone, a visitor
 * (null) too; each member under their own privacy, and teammates see each other's details.
 */
export async function listMembers(
  db: DbExecutor,
  options: { actor: AuthUser | null; teamId: string },
): Promise<TeamMembersResponse> {
  const { actor } = options;
  const team = await findTeam(db, options.teamId);
  const myRole = actor ? await roleInTeam(db, team.id, actor.id) : null;
  assertMembersVisible(team, actor, myRole);
  const rows = await db
    .select({ player: teamPlayerColumns, role: teamMembers.role, joinedAt: teamMembers.joinedAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(playerRatings, eq(playerRatings.userId, users.id))
    .where(and(eq(teamMembers.teamId, team.id), isNull(teamMembers.leftAt)))
    .orderBy(
      sql`case ${teamMembers.role} when 'captain' then 0 when 'vice_captain' then 1 else 2 end`,
      asc(users.firstName),
      asc(users.lastName),
      asc(users.id),
    );
  return {
    items: rows.map((row) => ({
      player: toTeamPlayer(row.player, { viewer: actor, sharedWithViewer: myRole !== null }),
      role: row.role,
      joined_at: row.joinedAt.toISOString(),
    })),
  };
}

async function currentMember(tx: DbExecutor, teamId: string, userId: string) {
  const [member] = await tx
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), isNull(teamMembers.leftAt)));
  return member ?? null;
}

/**
 * A change the captain makes to another member: locks the team, checks the actor may do it
 * (`permission`), and finds the member, 404 `team_member_not_found` when they are not one.
 */
async function lockForMemberChange(
  tx: DbExecutor,
  options: { actor: AuthUser; teamId: string; userId: string },
  permission: TeamPermission,
) {
  const team = await lockTeam(tx, options.teamId);
  assertTeamCan(options.actor, await roleInTeam(tx, team.id, options.actor.id), permission);
  const member = await currentMember(tx, team.id, options.userId);
  if (!member) throw notFound('team_member_not_found');
  return { team, member };
}

async function viceCaptainCount(tx: DbExecutor, teamId: string): Promise<number> {
  return tx.$count(
    teamMembers,
    and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'vice_captain'), isNull(teamMembers.leftAt)),
  );
}

/** `PATCH /teams/{id}/members/{user_id}`: the captain makes a member a vice-captain (at most 3) or back. */
export async function setMemberRole(
  db: Db,
  options: { actor: AuthUser; teamId: string; userId: string; role: Exclude<TeamRole, 'captain'> },
): Promise<TeamMembersResponse> {
  const { actor } = options;
  await db.transaction(async (tx) => {
    const { team, member } = await lockForMemberChange(tx, options, 'setRoles');
    if (member.role === 'captain') throw new AppError('team_captain_not_changeable', 409);
    if (member.role === options.role) return;
    if (options.role === 'vice_captain') {
      if ((await viceCaptainCount(tx, team.id)) >= MAX_VICE_CAPTAINS)
        throw new AppError('team_vice_captain_limit', 409);
    }
    await tx.update(teamMembers).set({ role: options.role }).where(eq(teamMembers.id, member.id));
  });
  return listMembers(db, { actor, teamId: options.teamId });
}

/** Ends a membership of a locked team and lowers the count. */
export async function endMembership(
  tx: DbExecutor,
  options: { team: TeamRow; memberId: string; reason: 'left' | 'removed'; now: Date },
) {
  const { team, now } = options;
  await tx
    .update(teamMembers)
    .set({ leftAt: now, leftReason: options.reason })
    .where(eq(teamMembers.id, options.memberId));
  await tx
    .update(teams)
    .set({ memberCount: team.memberCount - 1, updatedAt: now })
    .where(eq(teams.id, team.id));
}

/** `DELETE /teams/{id}/members/{user_id}`: the captain removes a member (never the captain). */
export async function removeMember(
  db: Db,
  options: { actor: AuthUser; teamId: string; userId: string; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const { team, member } = await lockForMemberChange(tx, options, 'removeMembers');
    if (member.role === 'captain') throw new AppError('team_captain_not_changeable', 409);
    await endMembership(tx, { team, memberId: member.id, reason: 'removed', now });
  });
}

/**
 * `POST /teams/{id}/leave`: a member leaves. A captain hands over first (409), unless alone:
 * then the empty team is deleted (decision 22).
 */
export async function leaveTeam(
  db: Db,
  options: { actor: AuthUser; teamId: string; hooks: TeamHooks; now?: Date },
): Promise<{ team_deleted: boolean }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const team = await lockTeam(tx, options.teamId);
    const member = await currentMember(tx, team.id, options.actor.id);
    if (!member) throw new AppError('team_not_member', 409);
    if (team.memberCount <= 1) {
      await removeTeam(tx, { team, actorId: options.actor.id, now, hooks: options.hooks });
      return { team_deleted: true };
    }
    if (member.role === 'captain') throw new AppError('team_captain_must_hand_over', 409);
    await endMembership(tx, { team, memberId: member.id, reason: 'left', now });
    return { team_deleted: false };
  });
}

/**
 * `POST /teams/{id}/captain`: the captain hands the captaincy to another member and becomes a
 * vice-captain. The actor's role is read under the team's lock, so of two transfers at once the
 * second finds its sender no longer captain (403): exactly one captain, always.
 */
export async function transferCaptaincy(
  db: Db,
  options: { actor: AuthUser; teamId: string; userId: string },
): Promise<TeamMembersResponse> {
  const { actor } = options;
  await db.transaction(async (tx) => {
    const { team, member: next } = await lockForMemberChange(tx, options, 'transferCaptaincy');
    if (next.role === 'captain') return;
    const [captain] = await tx
      .select()
      .from(teamMembers)
      .where(
        and(eq(teamMembers.teamId, team.id), eq(teamMembers.role, 'captain'), isNull(teamMembers.leftAt)),
      );
    if (!captain) throw forbidden();
    // The old captain becomes a vice-captain, or a member when that would pass MAX_VICE_CAPTAINS;
    // they step down first: the one-captain index allows no moment with two.
    const vices = await viceCaptainCount(tx, team.id);
    const stepDownTo = next.role === 'vice_captain' || vices < MAX_VICE_CAPTAINS ? 'vice_captain' : 'member';
    await tx.update(teamMembers).set({ role: stepDownTo }).where(eq(teamMembers.id, captain.id));
    await tx.update(teamMembers).set({ role: 'captain' }).where(eq(teamMembers.id, next.id));
  });
  return listMembers(db, { actor, teamId: options.teamId });
}

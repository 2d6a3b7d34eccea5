import { type TeamPermission, type TeamRole, teamRoleCan } from '@oyna/shared';
import { type SQL, and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type TeamRow, teamMembers, teams } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';

/** A team that exists and is not deleted; 404 `team_not_found` otherwise. */
export async function findTeam(db: DbExecutor, teamId: string): Promise<TeamRow> {
  const [team] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), isNull(teams.deletedAt)));
  if (!team) throw notFound('team_not_found');
  return team;
}

/**
 * Locks a team's row for the rest of the transaction. Every change of members, roles or the
 * team itself takes this lock first (then any other row), so joins never pass `max_members` and
 * a captaincy moves once (docs/decisions/0022-teams-rules.md).
 */
export async function lockTeam(tx: DbExecutor, teamId: string): Promise<TeamRow> {
  const [team] = await tx
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), isNull(teams.deletedAt)))
    .for('update');
  if (!team) throw notFound('team_not_found');
  return team;
}

/** The player captains the team now, and it is not deleted (on `team_members` joined with `teams`). */
export function captainNow(userId: string): SQL | undefined {
  return and(
    eq(teamMembers.userId, userId),
    eq(teamMembers.role, 'captain'),
    isNull(teamMembers.leftAt),
    isNull(teams.deletedAt),
  );
}

/** The teams (not deleted) the player captains now. */
export async function teamsCaptainedBy(db: DbExecutor, userId: string): Promise<TeamRow[]> {
  const rows = await db
    .select({ team: teams })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(captainNow(userId));
  return rows.map((row) => row.team);
}

/** The player's current role in the team, or null when not a member. */
export async function roleInTeam(db: DbExecutor, teamId: string, userId: string): Promise<TeamRole | null> {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), isNull(teamMembers.leftAt)));
  return row?.role ?? null;
}

/** The role an actor acts with: an admin may do whatever a captain may (docs/product-rules.md#roles-and-access). */
export function actingRole(actor: AuthUser, role: TeamRole | null): TeamRole | null {
  return actor.role === 'admin' ? 'captain' : role;
}

/** 403 unless the actor (with their role in the team) has this permission. */
export function assertTeamCan(actor: AuthUser, role: TeamRole | null, permission: TeamPermission): void {
  if (!teamRoleCan(actingRole(actor, role), permission)) throw forbidden();
}

/**
 * A private team's members, formations and squads are for its members and admins only; a public
 * team's members are shown to anyone, a visitor too (null), each under their own privacy.
 */
export function membersVisible(
  team: Pick<TeamRow, 'isPrivate'>,
  actor: AuthUser | null,
  role: TeamRole | null,
) {
  return !team.isPrivate || role !== null || actor?.role === 'admin';
}

/** 403 `team_private` when the actor may not see the team's members. */
export function assertMembersVisible(
  team: Pick<TeamRow, 'isPrivate'>,
  actor: AuthUser | null,
  role: TeamRole | null,
) {
  if (!membersVisible(team, actor, role)) throw new AppError('team_private', 403);
}

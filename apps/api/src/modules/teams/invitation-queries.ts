import type { Invitation, InvitationStatus } from '@oyna/shared';
import { type SQL, and, eq, getTableColumns, gt, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/database.js';
import { type TeamInvitationRow, playerRatings, teamInvitations, teams, users } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { newestFirst, readWindow, totalOverAll } from '../../lib/page-query.js';
import { playerIdentity, playerIdentityColumns } from '../users/player-identity.js';
import { teamPlayerColumns, toTeamPlayer } from './team-player.js';
import { toTeamRef } from './team-response.js';

const inviter = alias(users, 'inviter');

/** An invitation's status as players see it: a pending one past `expires_at` has expired. */
export function invitationStatus(
  row: Pick<TeamInvitationRow, 'status' | 'expiresAt'>,
  now: Date,
): InvitationStatus {
  return row.status === 'pending' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
}

/** The SQL condition for the invitation of the player to the team that waits for an answer, expired or not. */
export function pendingInvitationOf(teamId: string, userId: string): SQL | undefined {
  return and(
    eq(teamInvitations.teamId, teamId),
    eq(teamInvitations.userId, userId),
    eq(teamInvitations.status, 'pending'),
  );
}

/** The SQL condition for invitations that show `status` at `now` (pending ones expire by time). */
export function invitationStatusIs(status: InvitationStatus, now: Date): SQL | undefined {
  if (status === 'pending')
    return and(eq(teamInvitations.status, 'pending'), gt(teamInvitations.expiresAt, now));
  if (status === 'expired')
    return or(
      eq(teamInvitations.status, 'expired'),
      and(eq(teamInvitations.status, 'pending'), lte(teamInvitations.expiresAt, now)),
    );
  return eq(teamInvitations.status, status);
}

/** Invitations with their team, invitee and inviter, latest first, and the total. */
export async function selectInvitations(
  db: DbExecutor,
  options: { where: SQL | undefined; viewer: AuthUser; now: Date; limit?: number; offset?: number },
): Promise<{ items: Invitation[]; total: number }> {
  const query = db
    .select({
      invitation: getTableColumns(teamInvitations),
      team: getTableColumns(teams),
      player: teamPlayerColumns,
      inviter: playerIdentityColumns(inviter),
      total: totalOverAll(),
    })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .innerJoin(users, eq(users.id, teamInvitations.userId))
    .innerJoin(inviter, eq(inviter.id, teamInvitations.invitedBy))
    .leftJoin(playerRatings, eq(playerRatings.userId, users.id))
    .where(options.where)
    .orderBy(...newestFirst(teamInvitations))
    .$dynamic();
  const { rows: items, total } = await readWindow(query, options, (row) => ({
    id: row.invitation.id,
    team: toTeamRef(row.team),
    player: toTeamPlayer(row.player, { viewer: options.viewer, sharedWithViewer: false }),
    invited_by: playerIdentity(row.inviter),
    status: invitationStatus(row.invitation, options.now),
    message: row.invitation.message,
    created_at: row.invitation.createdAt.toISOString(),
    expires_at: row.invitation.expiresAt.toISOString(),
    responded_at: row.invitation.respondedAt?.toISOString() ?? null,
  }));
  return { items, total };
}

export async function getInvitation(
  db: DbExecutor,
  id: string,
  viewer: AuthUser,
  now: Date,
): Promise<Invitation | null> {
  const { items } = await selectInvitations(db, { where: eq(teamInvitations.id, id), viewer, now, limit: 1 });
  return items[0] ?? null;
}

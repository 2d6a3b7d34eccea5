import type { JoinRequest } from '@oyna/shared';
import { type SQL, and, eq, getTableColumns } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { playerRatings, teamJoinRequests, teams, users } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { newestFirst, readWindow, totalOverAll } from '../../lib/page-query.js';
import { teamPlayerColumns, toTeamPlayer } from './team-player.js';
import { toTeamRef } from './team-response.js';

/** The SQL condition for the player's request to join the team that waits for a decision. */
export function pendingJoinRequestOf(teamId: string, userId: string): SQL | undefined {
  return and(
    eq(teamJoinRequests.teamId, teamId),
    eq(teamJoinRequests.userId, userId),
    eq(teamJoinRequests.status, 'pending'),
  );
}

/**
 * Join requests with their team and player, latest first, and the total. The player asked to
 * join, so their football details are shown to the team (decision 22).
 */
export async function selectJoinRequests(
  db: DbExecutor,
  options: { where: SQL | undefined; viewer: AuthUser; limit?: number; offset?: number },
): Promise<{ items: JoinRequest[]; total: number }> {
  const query = db
    .select({
      request: getTableColumns(teamJoinRequests),
      team: getTableColumns(teams),
      player: teamPlayerColumns,
      total: totalOverAll(),
    })
    .from(teamJoinRequests)
    .innerJoin(teams, eq(teams.id, teamJoinRequests.teamId))
    .innerJoin(users, eq(users.id, teamJoinRequests.userId))
    .leftJoin(playerRatings, eq(playerRatings.userId, users.id))
    .where(options.where)
    .orderBy(...newestFirst(teamJoinRequests))
    .$dynamic();
  const { rows: items, total } = await readWindow(query, options, ({ request, team, player }) => ({
    id: request.id,
    team: toTeamRef(team),
    player: toTeamPlayer(player, { viewer: options.viewer, sharedWithViewer: true }),
    status: request.status,
    message: request.message,
    created_at: request.createdAt.toISOString(),
    decided_at: request.decidedAt?.toISOString() ?? null,
  }));
  return { items, total };
}

export async function getJoinRequest(
  db: DbExecutor,
  id: string,
  viewer: AuthUser,
): Promise<JoinRequest | null> {
  const { items } = await selectJoinRequests(db, { where: eq(teamJoinRequests.id, id), viewer, limit: 1 });
  return items[0] ?? null;
}

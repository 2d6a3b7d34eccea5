import type { JoinRequest, JoinRequestListResponse, JoinRequestStatus } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teamJoinRequests } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { type PageRequest, pageOf, pageWindow } from '../../lib/page-query.js';
import { admitMember } from './admit-member.js';
import { fileJoinRequest } from './file-join-request.js';
import { getJoinRequest, selectJoinRequests } from './join-request-queries.js';
import { assertTeamCan, findTeam, lockTeam, roleInTeam } from './team-access.js';

/** `POST /teams/{id}/join-requests`: ask a public team's captain to let me in. */
export async function createJoinRequest(
  db: Db,
  options: { actor: AuthUser; teamId: string; message: string; now?: Date },
): Promise<JoinRequest> {
  const now = options.now ?? new Date();
  const id = await db.transaction(async (tx) => {
    const team = await lockTeam(tx, options.teamId);
    return fileJoinRequest(tx, { team, userId: options.actor.id, message: options.message, now });
  });
  const request = await getJoinRequest(db, id, options.actor);
  if (!request) throw notFound('join_request_not_found');
  return request;
}

/** `GET /teams/{id}/join-requests`: for the captain and vice-captains, latest first. */
export async function listJoinRequests(
  db: Db,
  options: { actor: AuthUser; teamId: string; query: PageRequest & { status: JoinRequestStatus } },
): Promise<JoinRequestListResponse> {
  const { query } = options;
  const team = await findTeam(db, options.teamId);
  assertTeamCan(options.actor, await roleInTeam(db, team.id, options.actor.id), 'approveJoinRequests');
  const { items, total } = await selectJoinRequests(db, {
    where: and(eq(teamJoinRequests.teamId, team.id), eq(teamJoinRequests.status, query.status)),
    viewer: options.actor,
    ...pageWindow(query),
  });
  return pageOf(items, total, query);
}

/**
 * The captain or a vice-captain approves (the player joins, within the maximum) or declines a
 * pending request; the requester cancels their own. Team row first, then the request.
 */
export async function decideJoinRequest(
  db: Db,
  options: {
    actor: AuthUser;
    teamId: string;
    requestId: string;
    decision: 'approve' | 'decline' | 'cancel';
    now?: Date;
  },
): Promise<JoinRequest> {
  const now = options.now ?? new Date();
  const { actor, decision } = options;
  await db.transaction(async (tx) => {
    const team = await lockTeam(tx, options.teamId);
    const [request] = await tx
      .select()
      .from(teamJoinRequests)
      .where(and(eq(teamJoinRequests.id, options.requestId), eq(teamJoinRequests.teamId, team.id)))
      .for('update');
    if (!request) throw notFound('join_request_not_found');
    if (decision === 'cancel') {
      if (request.userId !== actor.id) throw forbidden();
    } else assertTeamCan(actor, await roleInTeam(tx, team.id, actor.id), 'approveJoinRequests');
    if (request.status !== 'pending') throw new AppError('join_request_not_pending', 409);

    const status = decision === 'approve' ? 'approved' : decision === 'decline' ? 'declined' : 'cancelled';
    await tx
      .update(teamJoinRequests)
      .set({ status, decidedBy: decision === 'cancel' ? null : actor.id, decidedAt: now, updatedAt: now })
      .where(eq(teamJoinRequests.id, request.id));
    if (decision === 'approve')
      await admitMember(tx, {
        team,
        userId: request.userId,
        now,
        alreadyMember: 'team_player_already_member',
      });
  });
  const request = await getJoinRequest(db, options.requestId, actor);
  if (!request) throw notFound('join_request_not_found');
  return request;
}

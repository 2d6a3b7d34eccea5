import type { TeamDetail } from '@oyna/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { teamFormations, teamInvitations, teamJoinRequests } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { pendingInvitationOf } from './invitation-queries.js';
import { pendingJoinRequestOf } from './join-request-queries.js';
import { selectTeam } from './team-queries.js';
import { toTeamDetail } from './team-response.js';
import { teamUsualFormat } from './team-usual-format.js';

/**
 * `GET /teams/{id}`: a team as the actor sees it, with what they may do and what waits for them. A
 * visitor (null) sees it as a signed-in outsider does, with nothing to do and nothing waiting
 * (docs/decisions/0052-public-team-pages-and-player-cards.md).
 */
export async function getTeam(
  db: DbExecutor,
  options: { teamId: string; actor: AuthUser | null; now?: Date },
): Promise<TeamDetail> {
  const now = options.now ?? new Date();
  const { teamId, actor } = options;
  const row = await selectTeam(db, teamId, actor?.id ?? null);
  if (!row) throw notFound('team_not_found');
  const [formation] = await db
    .select({ id: teamFormations.id })
    .from(teamFormations)
    .where(and(eq(teamFormations.teamId, teamId), eq(teamFormations.isDefault, true)));
  const usualFormat = await teamUsualFormat(db, teamId);
  if (!actor) {
    return toTeamDetail(row, null, {
      myJoinRequest: null,
      myInvitation: null,
      defaultFormationId: formation?.id ?? null,
      usualFormat,
    });
  }
  const [request] = await db
    .select({ id: teamJoinRequests.id, createdAt: teamJoinRequests.createdAt })
    .from(teamJoinRequests)
    .where(pendingJoinRequestOf(teamId, actor.id));
  const [invitation] = await db
    .select({ id: teamInvitations.id, expiresAt: teamInvitations.expiresAt })
    .from(teamInvitations)
    .where(and(pendingInvitationOf(teamId, actor.id), gt(teamInvitations.expiresAt, now)));
  return toTeamDetail(row, actor, {
    myJoinRequest: request ?? null,
    myInvitation: invitation ?? null,
    defaultFormationId: formation?.id ?? null,
    usualFormat,
  });
}

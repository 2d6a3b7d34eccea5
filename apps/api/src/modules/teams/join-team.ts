import { timingSafeEqual } from 'node:crypto';
import type { JoinTeamResult } from '@oyna/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { type TeamRow, teamInvitations, teams } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { admitMember } from './admit-member.js';
import { fileJoinRequest } from './file-join-request.js';
import { getTeam } from './get-team.js';
import { pendingInvitationOf } from './invitation-queries.js';
import { getJoinRequest } from './join-request-queries.js';
import { notifyInvitationAnswer } from './notify-invitation-answer.js';
import { lockTeam } from './team-access.js';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface JoinTeamOptions {
  actor: AuthUser;
  teamId: string;
  code?: string | undefined;
  token?: string | undefined;
  message?: string | undefined;
  now?: Date;
}

/**
 * `POST /teams/{id}/join` (decision 22): the team's code or its link's token, or a pending
 * invitation, admits at once (a private team too; the invitation is accepted and its sender told); otherwise a public team admits at once with
 * auto-accept or files a join request, and a private team refuses (403 `team_private`).
 */
export async function joinTeam(db: Db, options: JoinTeamOptions): Promise<JoinTeamResult> {
  const now = options.now ?? new Date();
  const { actor } = options;
  const requestId = await db.transaction(async (tx) => {
    const team = await lockTeam(tx, options.teamId);
    const admit = () => admitMember(tx, { team, userId: actor.id, now }).then(() => null);
    if (options.code !== undefined || options.token !== undefined) {
      const valid =
        (options.code === undefined || sameSecret(options.code, team.joinCode)) &&
        (options.token === undefined || sameSecret(options.token, team.inviteToken));
      if (!valid) throw new AppError('team_invite_link_invalid', 403);
      return admit();
    }
    const invitation = await pendingInvitation(tx, team, actor.id, now);
    if (invitation) {
      await admitMember(tx, { team, userId: actor.id, now });
      await notifyInvitationAnswer(tx, { team, invitation, playerId: actor.id, answer: 'accept', now });
      return null;
    }
    if (team.isPrivate) throw new AppError('team_private', 403);
    if (team.autoAccept) return admit();
    return fileJoinRequest(tx, { team, userId: actor.id, message: options.message ?? '', now });
  });
  const team = await getTeam(db, { teamId: options.teamId, actor, now });
  if (requestId === null) return { outcome: 'joined', team, join_request: null };
  return { outcome: 'requested', team, join_request: await getJoinRequest(db, requestId, actor) };
}

async function pendingInvitation(tx: DbExecutor, team: TeamRow, userId: string, now: Date) {
  const [invitation] = await tx
    .select({ id: teamInvitations.id, invitedBy: teamInvitations.invitedBy })
    .from(teamInvitations)
    .where(and(pendingInvitationOf(team.id, userId), gt(teamInvitations.expiresAt, now)));
  return invitation;
}

/** `POST /teams/join`: join the team that has this code (404 `team_join_code_not_found` if none). */
export async function joinTeamByCode(
  db: Db,
  options: { actor: AuthUser; code: string; now?: Date },
): Promise<JoinTeamResult> {
  const [team] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.joinCode, options.code), isNull(teams.deletedAt)));
  if (!team) throw notFound('team_join_code_not_found');
  return joinTeam(db, {
    actor: options.actor,
    teamId: team.id,
    code: options.code,
    ...(options.now && { now: options.now }),
  });
}

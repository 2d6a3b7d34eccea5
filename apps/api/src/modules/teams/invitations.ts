import {
  INVITATION_EXPIRY_DAYS,
  type Invitation,
  type InvitationListResponse,
  type InvitationStatus,
} from '@oyna/shared';
import { type SQL, and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teamInvitations, teamMembers, users } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { type PageRequest, pageOf, pageWindow } from '../../lib/page-query.js';
import { notify } from '../notifications/notify.js';
import { admitMember } from './admit-member.js';
import {
  getInvitation,
  invitationStatus,
  invitationStatusIs,
  pendingInvitationOf,
  selectInvitations,
} from './invitation-queries.js';
import { assertTeamCan, findTeam, lockTeam, roleInTeam } from './team-access.js';
import { notifyInvitationAnswer } from './notify-invitation-answer.js';
import { playerName, teamMention } from './team-mentions.js';

const DAY_MS = 24 * 3_600_000;

/**
 * `POST /teams/{id}/invitations`: the captain or a vice-captain invites a player who is not a
 * member; the invitation expires after INVITATION_EXPIRY_DAYS. One pending invitation per player
 * and team: an expired one is closed first, a live one is a 409 (the partial unique index decides
 * a race).
 */
export async function createInvitation(
  db: Db,
  options: { actor: AuthUser; teamId: string; userId: string; message: string; now?: Date },
): Promise<Invitation> {
  const now = options.now ?? new Date();
  const { actor, userId } = options;
  const id = await db.transaction(async (tx) => {
    const team = await lockTeam(tx, options.teamId);
    assertTeamCan(actor, await roleInTeam(tx, team.id, actor.id), 'invite');
    const [invitee] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!invitee) throw notFound('user_not_found');
    const [member] = await tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(
        and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, userId), isNull(teamMembers.leftAt)),
      );
    if (member) throw new AppError('team_player_already_member', 409);
    if (team.status !== 'active') throw new AppError('team_inactive', 409);
    if (team.memberCount >= team.maxMembers)
      throw new AppError('team_full', 409, { params: { max: String(team.maxMembers) } });
    await tx
      .update(teamInvitations)
      .set({ status: 'expired', updatedAt: now })
      .where(and(pendingInvitationOf(team.id, userId), lte(teamInvitations.expiresAt, now)));
    const [invitation] = await tx
      .insert(teamInvitations)
      .values({
        teamId: team.id,
        userId,
        invitedBy: actor.id,
        message: options.message,
        expiresAt: new Date(now.getTime() + INVITATION_EXPIRY_DAYS * DAY_MS),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: teamInvitations.id });
    if (!invitation) throw new AppError('invitation_exists', 409);
    await notify(
      tx,
      userId,
      {
        kind: 'team_invitation_received',
        payload: { ...teamMention(team), invited_by: await playerName(tx, actor.id) },
      },
      { dedupeKey: `team_invitation_received:${invitation.id}`, now },
    );
    return invitation.id;
  });
  const invitation = await getInvitation(db, id, actor, now);
  if (!invitation) throw notFound('invitation_not_found');
  return invitation;
}

/** A list of invitations asks for a status (pending by default) and a page. */
interface ListPage {
  query: PageRequest & { status: InvitationStatus };
  now?: Date;
}

/** A page of the invitations `whose` picks that show the asked status, as the actor sees them. */
async function pageOfInvitations(
  db: Db,
  whose: SQL,
  options: ListPage & { actor: AuthUser },
): Promise<InvitationListResponse> {
  const now = options.now ?? new Date();
  const { query } = options;
  const { items, total } = await selectInvitations(db, {
    where: and(whose, invitationStatusIs(query.status, now)),
    viewer: options.actor,
    now,
    ...pageWindow(query),
  });
  return pageOf(items, total, query);
}

/** `GET /teams/{id}/invitations`: the team's invitations, for those who may invite. */
export async function listTeamInvitations(
  db: Db,
  options: ListPage & { actor: AuthUser; teamId: string },
): Promise<InvitationListResponse> {
  const team = await findTeam(db, options.teamId);
  assertTeamCan(options.actor, await roleInTeam(db, team.id, options.actor.id), 'invite');
  return pageOfInvitations(db, eq(teamInvitations.teamId, team.id), options);
}

/** `GET /users/me/invitations`: invitations to the signed-in player (pending ones by default). */
export async function listMyInvitations(
  db: Db,
  options: ListPage & { actor: AuthUser },
): Promise<InvitationListResponse> {
  return pageOfInvitations(db, eq(teamInvitations.userId, options.actor.id), options);
}

/**
 * The invited player accepts (joins the team, within its maximum) or declines; the team's captain
 * or a vice-captain cancels (`DELETE /invitations/{id}`). Only a pending invitation that has not
 * expired can change; an expired one is marked so and refused with 409 `invitation_expired`.
 * Lock order: the team, then the invitation. An answer is told to whoever invited and to the team's
 * captain and vice-captains.
 */
export async function answerInvitation(
  db: Db,
  options: { actor: AuthUser; invitationId: string; answer: 'accept' | 'decline' | 'cancel'; now?: Date },
): Promise<Invitation> {
  const now = options.now ?? new Date();
  const { actor, answer } = options;
  const [found] = await db
    .select({ teamId: teamInvitations.teamId })
    .from(teamInvitations)
    .where(eq(teamInvitations.id, options.invitationId));
  if (!found) throw notFound('invitation_not_found');
  const expired = await db.transaction(async (tx) => {
    const team = await lockTeam(tx, found.teamId).catch((error: unknown) => {
      throw error instanceof AppError ? notFound('invitation_not_found') : error;
    });
    const [invitation] = await tx
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.id, options.invitationId))
      .for('update');
    if (!invitation) throw notFound('invitation_not_found');
    if (answer === 'cancel') assertTeamCan(actor, await roleInTeam(tx, team.id, actor.id), 'invite');
    else if (invitation.userId !== actor.id) throw forbidden();
    const status = invitationStatus(invitation, now);
    if (status === 'expired') {
      await tx
        .update(teamInvitations)
        .set({ status: 'expired', updatedAt: now })
        .where(eq(teamInvitations.id, invitation.id));
      return true;
    }
    if (status !== 'pending') throw new AppError('invitation_not_pending', 409);
    if (answer === 'accept') await admitMember(tx, { team, userId: actor.id, now });
    else
      await tx
        .update(teamInvitations)
        .set({ status: answer === 'decline' ? 'declined' : 'cancelled', respondedAt: now, updatedAt: now })
        .where(eq(teamInvitations.id, invitation.id));
    if (answer !== 'cancel')
      await notifyInvitationAnswer(tx, { team, invitation, playerId: actor.id, answer, now });
    return false;
  });
  // The expiry is written even though the answer is refused.
  if (expired) throw new AppError('invitation_expired', 409);
  const invitation = await getInvitation(db, options.invitationId, actor, now);
  if (!invitation) throw notFound('invitation_not_found');
  return invitation;
}

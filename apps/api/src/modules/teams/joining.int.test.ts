import type {
  Invitation,
  InvitationListResponse,
  InviteCandidatesResponse,
  JoinRequest,
  JoinRequestListResponse,
  JoinTeamResult,
  TeamDetail,
} from '@oyna/shared';
import { TEAM_MESSAGE_MAX_LENGTH } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { gameRegistrations, teamInvitations } from '../../db/schema.js';
import { createGame, createVenue } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { call, createTeamThroughApi, memberOf } from './testing/team-fixtures.js';

describe.each(testDrivers())('joining teams on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  const detail = async (who: SignedIn, teamId: string) =>
    (await call(test.app, who, 'GET', `/teams/${teamId}`)).json<TeamDetail>();
  const invite = (who: SignedIn, teamId: string, userId: string) =>
    call(test.app, who, 'POST', `/teams/${teamId}/invitations`, { user_id: userId, message: 'Gəl bizə!' });

  it('a public team with auto-accept admits at once', async () => {
    const { team } = await createTeamThroughApi(test.app, { team: { auto_accept: true } });
    const player = await signedInUser(test.app);
    const response = await call(test.app, player, 'POST', `/teams/${team.id}/join`);
    expect(response.statusCode).toBe(200);
    expect(response.json<JoinTeamResult>()).toMatchObject({
      outcome: 'joined',
      team: { my_role: 'member', member_count: 2 },
    });
    const again = await call(test.app, player, 'POST', `/teams/${team.id}/join`);
    expect(again.json()).toMatchObject({ code: 'team_already_member' });
  });

  it('a public team without auto-accept files one join request, which a vice-captain approves', async () => {
    const { team, captain } = await createTeamThroughApi(test.app);
    const vice = await memberOf(test.app, team, captain);
    await call(test.app, captain, 'PATCH', `/teams/${team.id}/members/${vice.user.id}`, {
      role: 'vice_captain',
    });
    const player = await signedInUser(test.app);
    const joined = await call(test.app, player, 'POST', `/teams/${team.id}/join`, { message: 'Qapıçıyam' });
    const result = joined.json<JoinTeamResult>();
    expect(result).toMatchObject({
      outcome: 'requested',
      join_request: { status: 'pending', message: 'Qapıçıyam' },
    });
    expect(result.team.my_join_request?.id).toBe(result.join_request?.id);
    const second = await call(test.app, player, 'POST', `/teams/${team.id}/join-requests`, {});
    expect(second.json()).toMatchObject({ code: 'join_request_exists' });

    const member = await memberOf(test.app, team, captain);
    expect((await call(test.app, member, 'GET', `/teams/${team.id}/join-requests`)).statusCode).toBe(403);
    const requestId = result.join_request!.id;
    const byMember = await call(
      test.app,
      member,
      'POST',
      `/teams/${team.id}/join-requests/${requestId}/approve`,
    );
    expect(byMember.statusCode).toBe(403);
    const list = await call(test.app, vice, 'GET', `/teams/${team.id}/join-requests`);
    expect(list.json<JoinRequestListResponse>().items.map((item) => item.id)).toEqual([requestId]);
    const approved = await call(
      test.app,
      vice,
      'POST',
      `/teams/${team.id}/join-requests/${requestId}/approve`,
    );
    expect(approved.json<JoinRequest>()).toMatchObject({ status: 'approved' });
    expect((await detail(player, team.id)).my_role).toBe('member');
    const twice = await call(test.app, vice, 'POST', `/teams/${team.id}/join-requests/${requestId}/decline`);
    expect(twice.json()).toMatchObject({ code: 'join_request_not_pending' });
  });

  it('a declined request leaves the player out; a requester may withdraw their own request but not another’s', async () => {
    const { team, captain } = await createTeamThroughApi(test.app);
    const [first, second] = [await signedInUser(test.app), await signedInUser(test.app)];
    const firstRequest = (
      await call(test.app, first, 'POST', `/teams/${team.id}/join-requests`, {})
    ).json<JoinRequest>();
    const secondRequest = (
      await call(test.app, second, 'POST', `/teams/${team.id}/join-requests`, {})
    ).json<JoinRequest>();
    const declined = await call(
      test.app,
      captain,
      'POST',
      `/teams/${team.id}/join-requests/${firstRequest.id}/decline`,
    );
    expect(declined.json<JoinRequest>().status).toBe('declined');
    expect((await detail(first, team.id)).my_role).toBeNull();
    const foreign = await call(
      test.app,
      first,
      'POST',
      `/teams/${team.id}/join-requests/${secondRequest.id}/cancel`,
    );
    expect(foreign.statusCode).toBe(403);
    const own = await call(
      test.app,
      second,
      'POST',
      `/teams/${team.id}/join-requests/${secondRequest.id}/cancel`,
    );
    expect(own.json<JoinRequest>().status).toBe('cancelled');
  });

  it('a private team refuses a plain join and a join request, and admits with its code or its link', async () => {
    const { team, captain } = await createTeamThroughApi(test.app, { team: { is_private: true } });
    const player = await signedInUser(test.app);
    const plain = await call(test.app, player, 'POST', `/teams/${team.id}/join`);
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toMatchObject({ code: 'team_private' });
    expect((await call(test.app, player, 'POST', `/teams/${team.id}/join-requests`, {})).statusCode).toBe(
      403,
    );
    const wrongToken = await call(test.app, player, 'POST', `/teams/${team.id}/join`, {
      token: 'A'.repeat(43),
    });
    expect(wrongToken.json()).toMatchObject({ code: 'team_invite_link_invalid' });

    const byLink = await call(test.app, player, 'POST', `/teams/${team.id}/join`, {
      token: team.invite_token,
    });
    expect(byLink.json<JoinTeamResult>().outcome).toBe('joined');
    const other = await signedInUser(test.app);
    const code = team.join_code!.toLowerCase().replace(/^(....)/, '$1-');
    const byCode = await call(test.app, other, 'POST', '/teams/join', { code });
    expect(byCode.json<JoinTeamResult>()).toMatchObject({ outcome: 'joined', team: { id: team.id } });
    const unknown = await call(test.app, other, 'POST', '/teams/join', { code: 'ZZZZ2222' });
    expect(unknown.json()).toMatchObject({ code: 'team_join_code_not_found' });
    void captain;
  });

  it('rotating the secret link kills the old code and token; only the captain rotates', async () => {
    const { team, captain } = await createTeamThroughApi(test.app, { team: { is_private: true } });
    const member = await memberOf(test.app, team, captain);
    expect((await call(test.app, member, 'POST', `/teams/${team.id}/invite-link/rotate`)).statusCode).toBe(
      403,
    );
    const rotated = await call(test.app, captain, 'POST', `/teams/${team.id}/invite-link/rotate`);
    expect(rotated.json().join_code).not.toBe(team.join_code);
    const player = await signedInUser(test.app);
    const old = await call(test.app, player, 'POST', `/teams/${team.id}/join`, { token: team.invite_token });
    expect(old.statusCode).toBe(403);
    const oldCode = await call(test.app, player, 'POST', '/teams/join', { code: team.join_code });
    expect(oldCode.json()).toMatchObject({ code: 'team_join_code_not_found' });
  });

  it('an invitation is accepted once: the player joins, and it cannot be answered again', async () => {
    const { team, captain } = await createTeamThroughApi(test.app, { team: { is_private: true } });
    const player = await signedInUser(test.app);
    const sent = await invite(captain, team.id, player.user.id);
    expect(sent.statusCode).toBe(201);
    const invitation = sent.json<Invitation>();
    expect(invitation).toMatchObject({
      status: 'pending',
      message: 'Gəl bizə!',
      invited_by: { id: captain.user.id },
    });
    const expiresIn = new Date(invitation.expires_at).getTime() - new Date(invitation.created_at).getTime();
    expect(expiresIn).toBe(7 * 24 * 3_600_000);
    const twice = await invite(captain, team.id, player.user.id);
    expect(twice.json()).toMatchObject({ code: 'invitation_exists' });

    const mine = await call(test.app, player, 'GET', '/users/me/invitations');
    expect(mine.json<InvitationListResponse>().items.map((item) => item.id)).toEqual([invitation.id]);
    expect((await detail(player, team.id)).my_invitation?.id).toBe(invitation.id);
    const stranger = await signedInUser(test.app);
    expect((await call(test.app, stranger, 'POST', `/invitations/${invitation.id}/accept`)).statusCode).toBe(
      403,
    );
    const accepted = await call(test.app, player, 'POST', `/invitations/${invitation.id}/accept`);
    expect(accepted.json<Invitation>().status).toBe('accepted');
    expect((await detail(player, team.id)).my_role).toBe('member');
    const again = await call(test.app, player, 'POST', `/invitations/${invitation.id}/decline`);
    expect(again.json()).toMatchObject({ code: 'invitation_not_pending' });
    const member = await invite(captain, team.id, player.user.id);
    expect(member.json()).toMatchObject({ code: 'team_player_already_member' });
  });

  it('a declined invitation leaves the player out, and the team may invite again', async () => {
    const { team, captain } = await createTeamThroughApi(test.app);
    const player = await signedInUser(test.app);
    const first = (await invite(captain, team.id, player.user.id)).json<Invitation>();
    const declined = await call(test.app, player, 'POST', `/invitations/${first.id}/decline`);
    expect(declined.json<Invitation>().status).toBe('declined');
    expect((await invite(captain, team.id, player.user.id)).statusCode).toBe(201);
  });

  it('only the captain and vice-captains invite and cancel; a cancelled invitation cannot be accepted', async () => {
    const { team, captain } = await createTeamThroughApi(test.app);
    const member = await memberOf(test.app, team, captain);
    const player = await signedInUser(test.app);
    expect((await invite(member, team.id, player.user.id)).statusCode).toBe(403);
    const invitation = (await invite(captain, team.id, player.user.id)).json<Invitation>();
    expect((await call(test.app, member, 'DELETE', `/invitations/${invitation.id}`)).statusCode).toBe(403);
    expect((await call(test.app, player, 'DELETE', `/invitations/${invitation.id}`)).statusCode).toBe(403);
    const cancelled = await call(test.app, captain, 'DELETE', `/invitations/${invitation.id}`);
    expect(cancelled.json<Invitation>().status).toBe('cancelled');
    const accept = await call(test.app, player, 'POST', `/invitations/${invitation.id}/accept`);
    expect(accept.json()).toMatchObject({ code: 'invitation_not_pending' });
    expect((await call(test.app, member, 'GET', `/teams/${team.id}/invitations`)).statusCode).toBe(403);
  });

  it('an invitation expires after 7 days: shown as expired, refused on accept, and a new one may be sent', async () => {
    const { team, captain } = await createTeamThroughApi(test.app, { team: { is_private: true } });
    const player = await signedInUser(test.app);
    const invitation = (await invite(captain, team.id, player.user.id)).json<Invitation>();
    await (test.database.db as Db)
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.id, invitation.id));
    const pending = await call(test.app, player, 'GET', '/users/me/invitations');
    expect(pending.json<InvitationListResponse>().total).toBe(0);
    const expired = await call(test.app, player, 'GET', '/users/me/invitations?status=expired');
    expect(expired.json<InvitationListResponse>().items[0]).toMatchObject({
      id: invitation.id,
      status: 'expired',
    });
    const accept = await call(test.app, player, 'POST', `/invitations/${invitation.id}/accept`);
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ code: 'invitation_expired' });
    expect(accept.json().detail).toContain('7 days');
    expect((await call(test.app, player, 'POST', `/teams/${team.id}/join`)).statusCode).toBe(403);
    expect((await invite(captain, team.id, player.user.id)).statusCode).toBe(201);
  });

  it('a pending invitation opens a private team to a plain join, which accepts the invitation', async () => {
    const { team, captain } = await createTeamThroughApi(test.app, { team: { is_private: true } });
    const player = await signedInUser(test.app);
    const invitation = (await invite(captain, team.id, player.user.id)).json<Invitation>();
    expect((await detail(player, team.id)).permissions.join).toBe(true);
    const joined = await call(test.app, player, 'POST', `/teams/${team.id}/join`);
    expect(joined.json<JoinTeamResult>().outcome).toBe('joined');
    const answered = await call(test.app, captain, 'GET', `/teams/${team.id}/invitations?status=accepted`);
    expect(answered.json<InvitationListResponse>().items.map((item) => item.id)).toEqual([invitation.id]);
  });

  it('a full team refuses joining, inviting and accepting, naming its maximum; an inactive team refuses joining', async () => {
    const { team, captain } = await createTeamThroughApi(test.app, {
      team: { auto_accept: true, min_members: 5, max_members: 5 },
    });
    const waiting = await signedInUser(test.app);
    const invitation = (await invite(captain, team.id, waiting.user.id)).json<Invitation>();
    for (let index = 0; index < 4; index += 1) await memberOf(test.app, team, captain);
    const late = await signedInUser(test.app);
    const join = await call(test.app, late, 'POST', `/teams/${team.id}/join`);
    expect(join.statusCode).toBe(409);
    expect(join.json()).toMatchObject({ code: 'team_full' });
    expect(join.json().detail).toContain('at most 5');
    expect((await invite(captain, team.id, late.user.id)).json()).toMatchObject({ code: 'team_full' });
    expect(
      (await call(test.app, waiting, 'POST', `/invitations/${invitation.id}/accept`)).json(),
    ).toMatchObject({
      code: 'team_full',
    });
    const { team: paused, captain: pausedCaptain } = await createTeamThroughApi(test.app, {
      team: { auto_accept: true },
    });
    await call(test.app, pausedCaptain, 'PATCH', `/teams/${paused.id}`, { status: 'inactive' });
    expect((await call(test.app, late, 'POST', `/teams/${paused.id}/join`)).json()).toMatchObject({
      code: 'team_inactive',
    });
  });

  it('candidates to invite are found by folded name, without members or players already invited', async () => {
    const { team, captain } = await createTeamThroughApi(test.app);
    const tag = Math.random().toString(36).slice(2, 8);
    const wanted = await signedInUser(test.app, { firstName: 'Şəhriyar', lastName: `Qasımov${tag}` });
    const invited = await signedInUser(test.app, { firstName: 'Şəhriyar', lastName: `Qasımov${tag}b` });
    await invite(captain, team.id, invited.user.id);
    const response = await call(
      test.app,
      captain,
      'GET',
      `/teams/${team.id}/candidates?search=qasimov${tag}`,
    );
    expect(response.json<InviteCandidatesResponse>().items.map((item) => item.id)).toEqual([wanted.user.id]);
    const short = await call(test.app, captain, 'GET', `/teams/${team.id}/candidates?search=q`);
    expect(short.statusCode).toBe(400);
    const member = await memberOf(test.app, team, captain);
    expect(
      (await call(test.app, member, 'GET', `/teams/${team.id}/candidates?search=qasimov`)).statusCode,
    ).toBe(403);
  });

  it('namesakes to invite come with photo, position, usual district and games played with the inviter, within their privacy', async () => {
    const { team, captain } = await createTeamThroughApi(test.app);
    const tag = Math.random().toString(36).slice(2, 8);
    const namesake = { firstName: 'Nigar', lastName: `Əliyeva${tag}` };
    const open = await signedInUser(test.app, {
      ...namesake,
      photoUrl: '/uploads/nigar.webp',
      primaryPosition: 'defender',
    });
    const hidden = await signedInUser(test.app, {
      ...namesake,
      photoUrl: '/uploads/nigar-2.webp',
      primaryPosition: 'goalkeeper',
      profileVisibility: 'private',
    });
    const newcomer = await signedInUser(test.app, namesake);
    const yasamal = await createVenue(test.database.db, { district: 'yasamal' });
    const sabail = await createVenue(test.database.db, { district: 'sabail' });
    const played = async (
      venueId: number,
      players: SignedIn[],
      attendance: 'attended' | 'no_show' = 'attended',
    ) => {
      const game = await createGame(test.database.db, {
        venueId,
        startsAt: new Date(Date.now() - 3 * 86_400_000),
        status: 'completed',
      });
      for (const player of players)
        await test.database.db.insert(gameRegistrations).values({
          gameId: game.id,
          userId: player.user.id,
          status: 'confirmed',
          paymentMethod: 'cash',
          priceQepik: 1000,
          attendance,
        });
    };
    await played(yasamal.id, [captain, open, hidden]);
    await played(yasamal.id, [captain, open, hidden]);
    await played(sabail.id, [open]);
    await played(sabail.id, [captain, open], 'no_show');

    const response = await call(test.app, captain, 'GET', `/teams/${team.id}/candidates?search=${tag}`);
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<InviteCandidatesResponse>().items;
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(open.user.id)).toMatchObject({
      photo_url: '/uploads/nigar.webp',
      primary_position: 'defender',
      district: 'yasamal',
      games_together: 2,
    });
    expect(byId.get(hidden.user.id)).toMatchObject({
      photo_url: '/uploads/nigar-2.webp',
      primary_position: null,
      district: null,
      games_together: null,
      rating: null,
    });
    expect(byId.get(newcomer.user.id)).toMatchObject({ district: null, games_together: 0 });
  });

  it('asking to join carries an optional short message that the captain reads among the join requests; a longer one is refused', async () => {
    const { team, captain } = await createTeamThroughApi(test.app);
    const silent = await signedInUser(test.app);
    const talkative = await signedInUser(test.app);
    const tooLong = await call(test.app, talkative, 'POST', `/teams/${team.id}/join`, {
      message: 'a'.repeat(TEAM_MESSAGE_MAX_LENGTH + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ fields: { message: expect.any(String) } });
    const note = `Sol cinahda oynayıram, ${'ç'.repeat(TEAM_MESSAGE_MAX_LENGTH - 40)}`;
    expect((await call(test.app, silent, 'POST', `/teams/${team.id}/join`)).statusCode).toBe(200);
    expect(
      (await call(test.app, talkative, 'POST', `/teams/${team.id}/join`, { message: note })).statusCode,
    ).toBe(200);
    const list = await call(test.app, captain, 'GET', `/teams/${team.id}/join-requests`);
    const messages = new Map(
      list.json<JoinRequestListResponse>().items.map((item) => [item.player.id, item.message]),
    );
    expect(messages.get(silent.user.id)).toBe('');
    expect(messages.get(talkative.user.id)).toBe(note);
  });

  it('a player is in at most 10 teams at once', async () => {
    const player = await signedInUser(test.app);
    for (let index = 0; index < 10; index += 1) await createTeamThroughApi(test.app, { captain: player });
    const eleventh = await call(test.app, player, 'POST', '/teams', { name: `Eleventh ${Math.random()}` });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({ code: 'team_membership_limit' });
  });
});

import type { TeamDetail, TeamListResponse, TeamMembersResponse } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { call, createTeamThroughApi, memberOf } from './testing/team-fixtures.js';

describe.each(testDrivers())('teams on %s', (driver) => {
  let test: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    admin = await signedInUser(test.app, { role: 'admin' });
  });
  afterAll(() => test.close());

  it('creating a team makes the creator its only member and captain, with a code and link to share', async () => {
    const venue = await createVenue(test.app.db);
    const { team, captain } = await createTeamThroughApi(test.app, {
      team: { name: 'Qara Atlar', home_venue_id: venue.id, primary_color: '#112233' },
    });
    expect(team).toMatchObject({
      name: 'Qara Atlar',
      member_count: 1,
      min_members: 7,
      max_members: 20,
      my_role: 'captain',
      primary_color: '#112233',
      status: 'active',
      type: 'unofficial',
      join_mode: 'request',
      captain: { id: captain.user.id },
      home_venue: { id: venue.id },
      permissions: { edit: true, invite: true, delete: true, leave: true, join: false },
    });
    expect(team.join_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(team.invite_token).toHaveLength(43);
  });

  it('a second team of the same name (any case) is refused with 409', async () => {
    await createTeamThroughApi(test.app, { team: { name: 'Xəzər Şirləri' } });
    const player = await signedInUser(test.app);
    const response = await call(test.app, player, 'POST', '/teams', { name: 'XƏZƏR ŞİRLƏRİ' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'team_name_taken' });
  });

  it('member bounds: outside 5-30 is a 400, a minimum above the maximum a 422 naming the bounds', async () => {
    const player = await signedInUser(test.app);
    const tooMany = await call(test.app, player, 'POST', '/teams', { name: 'Bounds A', max_members: 31 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields.max_members).toContain('5 and 30');
    const crossed = await call(test.app, player, 'POST', '/teams', {
      name: 'Bounds B',
      min_members: 12,
      max_members: 10,
    });
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json()).toMatchObject({ code: 'team_member_bounds' });
    expect(crossed.json().detail).toContain('5 and 30');
  });

  it('the maximum cannot go below the current members, and the message says how many', async () => {
    const { team, captain } = await createTeamThroughApi(test.app, {
      team: { auto_accept: true, min_members: 5, max_members: 6 },
    });
    for (let index = 0; index < 5; index += 1) await memberOf(test.app, team, captain);
    const response = await call(test.app, captain, 'PATCH', `/teams/${team.id}`, { max_members: 5 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'team_max_below_count' });
    expect(response.json().detail).toContain('(6)');
  });

  it('only the captain (or an admin) changes the team; a vice-captain and a stranger get 403', async () => {
    const { team, captain } = await createTeamThroughApi(test.app);
    const vice = await memberOf(test.app, team, captain);
    await call(test.app, captain, 'PATCH', `/teams/${team.id}/members/${vice.user.id}`, {
      role: 'vice_captain',
    });
    const stranger = await signedInUser(test.app);
    for (const who of [vice, stranger]) {
      const response = await call(test.app, who, 'PATCH', `/teams/${team.id}`, { description: 'x' });
      expect(response.statusCode).toBe(403);
    }
    const byCaptain = await call(test.app, captain, 'PATCH', `/teams/${team.id}`, {
      description: 'Hər çərşənbə axşamı',
      status: 'inactive',
      type: 'official',
    });
    expect(byCaptain.statusCode).toBe(200);
    expect(byCaptain.json<TeamDetail>()).toMatchObject({ status: 'inactive', type: 'official' });
    const byAdmin = await call(test.app, admin, 'PATCH', `/teams/${team.id}`, { status: 'active' });
    expect(byAdmin.json<TeamDetail>().status).toBe('active');
  });

  it('the list finds teams by name with Azerbaijani letters folded, filters by status and type, and lists mine', async () => {
    const { team, captain } = await createTeamThroughApi(test.app, { team: { name: 'Gənclik Ulduzları' } });
    const stranger = await signedInUser(test.app);
    const found = await call(test.app, stranger, 'GET', '/teams?search=genclik%20ulduz');
    expect(found.json<TeamListResponse>().items.map((item) => item.id)).toEqual([team.id]);
    await call(test.app, captain, 'PATCH', `/teams/${team.id}`, { status: 'inactive' });
    const active = await call(test.app, stranger, 'GET', '/teams?search=genclik&status=active');
    expect(active.json<TeamListResponse>().total).toBe(0);
    const official = await call(test.app, stranger, 'GET', '/teams?search=genclik&type=official');
    expect(official.json<TeamListResponse>().total).toBe(0);
    const mine = await call(test.app, captain, 'GET', '/teams?scope=mine');
    expect(mine.json<TeamListResponse>().items).toEqual([
      expect.objectContaining({ id: team.id, my_role: 'captain' }),
    ]);
  });

  it('the captain transfers the captaincy and becomes a vice-captain; the old captain then may not edit', async () => {
    const { team, captain } = await createTeamThroughApi(test.app);
    const next = await memberOf(test.app, team, captain);
    const response = await call(test.app, captain, 'POST', `/teams/${team.id}/captain`, {
      user_id: next.user.id,
    });
    expect(response.statusCode).toBe(200);
    const roles = Object.fromEntries(
      response.json<TeamMembersResponse>().items.map((member) => [member.player.id, member.role]),
    );
    expect(roles).toEqual({ [next.user.id]: 'captain', [captain.user.id]: 'vice_captain' });
    expect(
      (await call(test.app, captain, 'PATCH', `/teams/${team.id}`, { description: 'x' })).statusCode,
    ).toBe(403);
    const member = await signedInUser(test.app);
    expect(
      (await call(test.app, member, 'POST', `/teams/${team.id}/captain`, { user_id: member.user.id }))
        .statusCode,
    ).toBe(403);
  });

  it('a captain leaves only after handing over; a member leaves; the last member leaving deletes the team', async () => {
    const { team, captain } = await createTeamThroughApi(test.app);
    const member = await memberOf(test.app, team, captain);
    const captainLeaves = await call(test.app, captain, 'POST', `/teams/${team.id}/leave`);
    expect(captainLeaves.statusCode).toBe(409);
    expect(captainLeaves.json()).toMatchObject({ code: 'team_captain_must_hand_over' });
    const memberLeaves = await call(test.app, member, 'POST', `/teams/${team.id}/leave`);
    expect(memberLeaves.json()).toEqual({ team_deleted: false });
    const again = await call(test.app, member, 'POST', `/teams/${team.id}/leave`);
    expect(again.json()).toMatchObject({ code: 'team_not_member' });
    const lastLeaves = await call(test.app, captain, 'POST', `/teams/${team.id}/leave`);
    expect(lastLeaves.json()).toEqual({ team_deleted: true });
    expect((await call(test.app, captain, 'GET', `/teams/${team.id}`)).statusCode).toBe(404);
  });

  it('the captain removes a member and sets vice-captains (at most 3); nobody removes or demotes the captain', async () => {
    const { team, captain } = await createTeamThroughApi(test.app, { team: { auto_accept: true } });
    const members: SignedIn[] = [];
    for (let index = 0; index < 5; index += 1) members.push(await memberOf(test.app, team, captain));
    for (const member of members.slice(0, 3)) {
      const response = await call(test.app, captain, 'PATCH', `/teams/${team.id}/members/${member.user.id}`, {
        role: 'vice_captain',
      });
      expect(response.statusCode).toBe(200);
    }
    const fourth = await call(
      test.app,
      captain,
      'PATCH',
      `/teams/${team.id}/members/${members[3]!.user.id}`,
      {
        role: 'vice_captain',
      },
    );
    expect(fourth.json()).toMatchObject({ code: 'team_vice_captain_limit' });
    const vice = members[0]!;
    expect(
      (await call(test.app, vice, 'DELETE', `/teams/${team.id}/members/${members[4]!.user.id}`)).statusCode,
    ).toBe(403);
    expect(
      (
        await call(test.app, vice, 'PATCH', `/teams/${team.id}/members/${members[4]!.user.id}`, {
          role: 'vice_captain',
        })
      ).statusCode,
    ).toBe(403);
    const removeCaptain = await call(
      test.app,
      admin,
      'DELETE',
      `/teams/${team.id}/members/${captain.user.id}`,
    );
    expect(removeCaptain.json()).toMatchObject({ code: 'team_captain_not_changeable' });
    expect(
      (await call(test.app, captain, 'DELETE', `/teams/${team.id}/members/${members[4]!.user.id}`))
        .statusCode,
    ).toBe(204);
    const after = await call(test.app, captain, 'GET', `/teams/${team.id}`);
    expect(after.json<TeamDetail>().member_count).toBe(5);
  });

  it('deleting a team is the captain’s; it disappears from the list and its name is free again', async () => {
    const { team, captain } = await createTeamThroughApi(test.app, { team: { name: 'Silinən Komanda' } });
    const member = await memberOf(test.app, team, captain);
    expect((await call(test.app, member, 'DELETE', `/teams/${team.id}`)).statusCode).toBe(403);
    expect((await call(test.app, captain, 'DELETE', `/teams/${team.id}`)).statusCode).toBe(204);
    const list = await call(test.app, member, 'GET', '/teams?scope=mine');
    expect(list.json<TeamListResponse>().total).toBe(0);
    await createTeamThroughApi(test.app, { team: { name: 'Silinən Komanda' } });
  });

  it('a private team hides its members from outsiders but not from members', async () => {
    const { team, captain } = await createTeamThroughApi(test.app, { team: { is_private: true } });
    const stranger = await signedInUser(test.app);
    const detail = await call(test.app, stranger, 'GET', `/teams/${team.id}`);
    expect(detail.json<TeamDetail>()).toMatchObject({
      join_mode: 'invitation_only',
      members_visible: false,
      join_code: null,
      invite_token: null,
      permissions: { join: false },
    });
    expect((await call(test.app, stranger, 'GET', `/teams/${team.id}/members`)).statusCode).toBe(403);
    expect((await call(test.app, captain, 'GET', `/teams/${team.id}/members`)).statusCode).toBe(200);
  });

  it('outsiders see a private player’s name and photo but not their football details; teammates see them', async () => {
    const { team, captain } = await createTeamThroughApi(test.app);
    const privatePlayer = await memberOf(test.app, team, captain, {
      profileVisibility: 'private',
      primaryPosition: 'striker',
      jerseyNumber: 9,
    });
    const stranger = await signedInUser(test.app);
    const seen = (who: SignedIn) =>
      call(test.app, who, 'GET', `/teams/${team.id}/members`).then((response) =>
        response
          .json<TeamMembersResponse>()
          .items.find((member) => member.player.id === privatePlayer.user.id),
      );
    expect((await seen(stranger))?.player).toMatchObject({ primary_position: null, jersey_number: null });
    expect((await seen(captain))?.player).toMatchObject({ primary_position: 'striker', jersey_number: 9 });
  });
});

import type { TeamDetail, TeamMembersResponse } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { signedInUser } from '../games/testing/game-fixtures.js';
import { call, createTeamThroughApi, memberOf } from './testing/team-fixtures.js';

/** docs/decisions/0052-public-team-pages-and-player-cards.md: a team's page is public, within its privacy. */
describe.each(testDrivers())('a team’s page signed out on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  const asVisitor = (url: string) =>
    test.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': 'en' } });

  it('a visitor reads a public team and its members, with nothing to do and no secrets', async () => {
    const { team, captain } = await createTeamThroughApi(test.app, { team: { description: 'Hər cümə' } });
    await memberOf(test.app, team, captain, { primaryPosition: 'striker', jerseyNumber: 9 });

    const detail = await asVisitor(`/teams/${team.id}`);
    expect(detail.statusCode).toBe(200);
    const visible = detail.json<TeamDetail>();
    expect(visible).toMatchObject({
      id: team.id,
      name: team.name,
      description: 'Hər cümə',
      member_count: 2,
      members_visible: true,
      my_role: null,
      join_code: null,
      invite_token: null,
      my_join_request: null,
      my_invitation: null,
    });
    expect(Object.values(visible.permissions).every((allowed) => allowed === false)).toBe(true);

    const members = await asVisitor(`/teams/${team.id}/members`);
    expect(members.statusCode).toBe(200);
    const items = members.json<TeamMembersResponse>().items;
    expect(items).toHaveLength(2);
    expect(items.find((item) => item.role === 'member')?.player).toMatchObject({
      primary_position: 'striker',
      jersey_number: 9,
    });
  });

  it('a visitor sees a private team as an outsider does: the team, never its members', async () => {
    const { team, captain } = await createTeamThroughApi(test.app, { team: { is_private: true } });
    const detail = await asVisitor(`/teams/${team.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<TeamDetail>()).toMatchObject({
      name: team.name,
      is_private: true,
      members_visible: false,
      default_formation_id: null,
      join_code: null,
      invite_token: null,
    });
    const members = await asVisitor(`/teams/${team.id}/members`);
    expect(members.statusCode).toBe(403);
    expect(members.json()).toMatchObject({ code: 'team_private' });

    const stranger = await signedInUser(test.app);
    expect((await call(test.app, stranger, 'GET', `/teams/${team.id}/members`)).statusCode).toBe(403);
    const member = await memberOf(test.app, team, captain);
    expect((await call(test.app, member, 'GET', `/teams/${team.id}/members`)).statusCode).toBe(200);
  });

  it('a member’s private football details stay hidden from visitors and non-members, shown to teammates', async () => {
    const { team, captain } = await createTeamThroughApi(test.app);
    const hidden = await memberOf(test.app, team, captain, {
      profileVisibility: 'private',
      primaryPosition: 'goalkeeper',
      jerseyNumber: 1,
    });
    const stranger = await signedInUser(test.app);
    const rowOf = (items: TeamMembersResponse['items']) =>
      items.find((item) => item.player.id === hidden.user.id)?.player;

    const visitor = rowOf((await asVisitor(`/teams/${team.id}/members`)).json<TeamMembersResponse>().items);
    expect(visitor).toMatchObject({ primary_position: null, jersey_number: null, rating: null });
    const outsider = rowOf(
      (await call(test.app, stranger, 'GET', `/teams/${team.id}/members`)).json<TeamMembersResponse>().items,
    );
    expect(outsider).toMatchObject({ primary_position: null, jersey_number: null });
    const teammate = rowOf(
      (await call(test.app, captain, 'GET', `/teams/${team.id}/members`)).json<TeamMembersResponse>().items,
    );
    expect(teammate).toMatchObject({ primary_position: 'goalkeeper', jersey_number: 1 });
  });

  it('a member still gets their role and permissions with a token, and a bad token is 401', async () => {
    const { team, captain } = await createTeamThroughApi(test.app);
    const own = (await call(test.app, captain, 'GET', `/teams/${team.id}`)).json<TeamDetail>();
    expect(own).toMatchObject({ my_role: 'captain', permissions: { edit: true } });
    expect(own.join_code).not.toBeNull();
    const bad = await test.app.inject({
      method: 'GET',
      url: `/api/v1/teams/${team.id}`,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('a team that does not exist is 404 for a visitor too', async () => {
    const response = await asVisitor('/teams/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });
});

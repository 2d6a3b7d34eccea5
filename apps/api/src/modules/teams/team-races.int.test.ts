import type { TeamDetail } from '@oyna/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { teamMembers, teams } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { call, createTeamThroughApi, memberOf } from './testing/team-fixtures.js';

/** On PostgreSQL these requests really run at once (a pool of connections); PGlite runs them in turn. */
describe.each(testDrivers())('team races on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());
  const db = () => test.database.db as Db;

  it('30 players joining a team with 4 places left at once: 4 join, 26 hear it is full, never above the maximum', async () => {
    const { team, captain } = await createTeamThroughApi(test.app, {
      team: { auto_accept: true, min_members: 5, max_members: 5 },
    });
    const players: SignedIn[] = [];
    for (let index = 0; index < 30; index += 1) players.push(await signedInUser(test.app));
    const responses = await Promise.all(
      players.map((player) => call(test.app, player, 'POST', `/teams/${team.id}/join`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 409)).toHaveLength(26);
    for (const response of responses.filter((item) => item.statusCode === 409))
      expect(response.json()).toMatchObject({ code: 'team_full' });
    const [members] = await db()
      .select({ value: count() })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), isNull(teamMembers.leftAt)));
    const [row] = await db().select().from(teams).where(eq(teams.id, team.id));
    expect(members?.value).toBe(5);
    expect(row?.memberCount).toBe(5);
    void captain;
  });

  it('approvals of join requests and joins by code at once also stop at the maximum', async () => {
    const { team, captain } = await createTeamThroughApi(test.app, {
      team: { min_members: 5, max_members: 5 },
    });
    for (let index = 0; index < 2; index += 1) await memberOf(test.app, team, captain);
    const requesters: SignedIn[] = [];
    for (let index = 0; index < 4; index += 1) requesters.push(await signedInUser(test.app));
    const requestIds: string[] = [];
    for (const player of requesters)
      requestIds.push(
        (await call(test.app, player, 'POST', `/teams/${team.id}/join-requests`, {})).json().id,
      );
    const coders: SignedIn[] = [];
    for (let index = 0; index < 4; index += 1) coders.push(await signedInUser(test.app));
    const responses = await Promise.all([
      ...requestIds.map((id) =>
        call(test.app, captain, 'POST', `/teams/${team.id}/join-requests/${id}/approve`),
      ),
      ...coders.map((player) => call(test.app, player, 'POST', '/teams/join', { code: team.join_code })),
    ]);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2);
    const detail = (await call(test.app, captain, 'GET', `/teams/${team.id}`)).json<TeamDetail>();
    expect(detail.member_count).toBe(5);
  });

  it('two captaincy transfers at once leave exactly one captain', async () => {
    const { team, captain } = await createTeamThroughApi(test.app);
    const first = await memberOf(test.app, team, captain);
    const second = await memberOf(test.app, team, captain);
    const responses = await Promise.all(
      [first, second].map((member) =>
        call(test.app, captain, 'POST', `/teams/${team.id}/captain`, { user_id: member.user.id }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 403]);
    const captains = await db()
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(
        and(eq(teamMembers.teamId, team.id), eq(teamMembers.role, 'captain'), isNull(teamMembers.leftAt)),
      );
    expect(captains).toHaveLength(1);
    expect([first.user.id, second.user.id]).toContain(captains[0]?.userId);
  });
});

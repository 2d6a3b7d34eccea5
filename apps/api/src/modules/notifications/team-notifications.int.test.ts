import type { Invitation, TeamMatch } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { teamMembers } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import {
  type TeamWithSquad,
  acceptedWithSquads,
  challenge,
  kickedOff,
  resultBody,
  teamWithPlayers,
} from '../team-matches/testing/match-fixtures.js';
import { call, createTeamThroughApi, memberOf } from '../teams/testing/team-fixtures.js';
import { notificationsTo } from './testing/notification-fixtures.js';

describe.each(testDrivers())('notifications about teams on %s', (driver) => {
  let test: TestApp;
  let db: Db;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    db = test.app.db;
  });
  afterAll(() => test.close());

  const ids = (players: readonly SignedIn[]) => players.map((player) => player.user.id);
  const recipients = async (players: readonly SignedIn[], kind: Parameters<typeof notificationsTo>[2]) =>
    (await notificationsTo(db, ids(players), kind)).map((row) => row.userId).sort();

  async function makeVice(teamId: string, player: SignedIn) {
    await db
      .update(teamMembers)
      .set({ role: 'vice_captain' })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, player.user.id)));
  }

  it('an invitation is told to the invited player once; the answer to whoever invited and the vices', async () => {
    const { team, captain } = await createTeamThroughApi(test.app, { team: { auto_accept: true } });
    const vice = await memberOf(test.app, team, captain);
    await makeVice(team.id, vice);
    const [accepting, declining] = [await signedInUser(test.app), await signedInUser(test.app)];
    const everyone = [captain, vice, accepting, declining];

    const invite = async (who: SignedIn, player: SignedIn) =>
      call(test.app, who, 'POST', `/teams/${team.id}/invitations`, { user_id: player.user.id });
    const first = await invite(captain, accepting);
    expect(first.statusCode, first.body).toBe(201);
    expect((await invite(captain, accepting)).statusCode).toBe(409);
    const second = await invite(vice, declining);
    expect(second.statusCode, second.body).toBe(201);

    const received = await notificationsTo(db, ids(everyone), 'team_invitation_received');
    expect(received.map((row) => row.userId).sort()).toEqual(ids([accepting, declining]).sort());
    expect(received.find((row) => row.userId === accepting.user.id)?.payload).toMatchObject({
      team_id: team.id,
      team_name: team.name,
      invited_by: `${captain.user.firstName} ${captain.user.lastName}`,
    });

    const accept = `/invitations/${first.json<Invitation>().id}/accept`;
    expect((await call(test.app, accepting, 'POST', accept)).statusCode).toBe(200);
    expect((await call(test.app, accepting, 'POST', accept)).statusCode).toBe(409);
    const decline = `/invitations/${second.json<Invitation>().id}/decline`;
    expect((await call(test.app, declining, 'POST', decline)).statusCode).toBe(200);

    expect(await recipients(everyone, 'team_invitation_accepted')).toEqual(ids([captain, vice]).sort());
    // The vice-captain invited: told once, as the inviter and as a vice-captain.
    expect(await recipients(everyone, 'team_invitation_declined')).toEqual(ids([captain, vice]).sort());
    const [accepted] = await notificationsTo(db, ids([captain]), 'team_invitation_accepted');
    expect(accepted?.payload['player_name']).toBe(`${accepting.user.firstName} ${accepting.user.lastName}`);
  });

  it('joining with a pending invitation accepts it, and whoever invited is told', async () => {
    const { team, captain } = await createTeamThroughApi(test.app, { team: { is_private: true } });
    const invited = await signedInUser(test.app);
    const sent = await call(test.app, captain, 'POST', `/teams/${team.id}/invitations`, {
      user_id: invited.user.id,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const joined = await call(test.app, invited, 'POST', `/teams/${team.id}/join`, {});
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await recipients([captain, invited], 'team_invitation_accepted')).toEqual(ids([captain]));
  });

  it('a join request is told to the captain and vice-captains, once', async () => {
    const { team, captain } = await createTeamThroughApi(test.app);
    const [vice, member, asking] = [
      await signedInUser(test.app),
      await signedInUser(test.app),
      await signedInUser(test.app),
    ];
    for (const player of [vice, member])
      await db
        .insert(teamMembers)
        .values({ teamId: team.id, userId: player.user.id, role: 'member', joinedAt: new Date() });
    await makeVice(team.id, vice);

    const ask = () => call(test.app, asking, 'POST', `/teams/${team.id}/join-requests`, { message: 'Salam' });
    expect((await ask()).statusCode).toBe(201);
    expect((await ask()).statusCode).toBe(409);
    const everyone = [captain, vice, member, asking];
    expect(await recipients(everyone, 'team_join_request')).toEqual(ids([captain, vice]).sort());
  });

  it('a challenge, its acceptance and a result to confirm reach the other side’s captain and vices', async () => {
    const home: TeamWithSquad = await teamWithPlayers(test.app, 3);
    const away: TeamWithSquad = await teamWithPlayers(test.app, 3);
    const [homeVice] = home.players.slice(1);
    const [awayVice] = away.players.slice(1);
    if (!homeVice || !awayVice) throw new Error('no members');
    await makeVice(home.team.id, homeVice);
    await makeVice(away.team.id, awayVice);
    const everyone = [...home.players, ...away.players];

    const match: TeamMatch = await challenge(test.app, home, away);
    expect(await recipients(everyone, 'team_match_challenge')).toEqual(ids([away.captain, awayVice]).sort());
    const [told] = await notificationsTo(db, ids([away.captain]), 'team_match_challenge');
    expect(told?.payload).toMatchObject({
      team_id: away.team.id,
      team_name: away.team.name,
      team_match_id: match.id,
      opponent_name: home.team.name,
    });

    const accepted = await acceptedWithSquads(test.app, home, away);
    expect(await recipients(everyone, 'team_match_accepted')).toEqual(ids([home.captain, homeVice]).sort());

    await kickedOff(test.app, accepted);
    const record = () =>
      call(
        test.app,
        home.captain,
        'POST',
        `/team-matches/${accepted.id}/result`,
        resultBody(home, away, [2, 1]),
      );
    expect((await record()).statusCode).toBe(200);
    expect((await record()).statusCode).toBe(200);
    const toConfirm = await notificationsTo(db, ids(everyone), 'team_match_result_to_confirm');
    expect(toConfirm.map((row) => row.userId).sort()).toEqual(ids([away.captain, awayVice]).sort());
    expect(toConfirm[0]?.payload['score']).toBe('2:1');
  });
});

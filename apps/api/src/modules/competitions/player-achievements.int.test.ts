import type { Competition, PlayerAchievements } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { competitionMatches, users } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { call } from '../teams/testing/team-fixtures.js';
import { drawnInThePast, withLineups } from './testing/competition-fixtures.js';

describe.each(testDrivers())('a player’s competition achievements on %s', (driver) => {
  let test: TestApp;
  let organizer: SignedIn;
  let admin: SignedIn;
  let stranger: SignedIn;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    organizer = await signedInUser(test.app, { role: 'organizer' });
    admin = await signedInUser(test.app, { role: 'admin' });
    stranger = await signedInUser(test.app);
  });
  afterAll(() => test.close());

  it('the winner’s scoring, voted-for player shows champion, top scorer and best player; a private profile hides them from others', async () => {
    const {
      competition,
      match: final,
      home,
      away,
    } = await drawnInThePast(test.app, organizer, { body: { format: 'single_elimination' }, teams: 2 });
    const hero = home.captain;
    const achievements = (viewer: SignedIn) =>
      call(test.app, viewer, 'GET', `/users/${hero.user.id}/achievements`);
    expect((await achievements(hero)).json<PlayerAchievements>().items).toEqual([]);

    const recorded = await call(
      test.app,
      organizer,
      'POST',
      `/competitions/${competition.id}/matches/${final.id}/result`,
      await withLineups(test.app, final.id, {
        home_score: 2,
        away_score: 0,
        goals: [
          { side: 'home', user_id: hero.user.id },
          { side: 'home', user_id: hero.user.id },
        ],
      }),
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    const [match] = await (test.app.db as Db)
      .select({ gameId: competitionMatches.gameId })
      .from(competitionMatches)
      .where(eq(competitionMatches.id, final.id));
    const vote = await call(test.app, away.captain, 'POST', `/games/${match!.gameId}/votes`, {
      candidate_id: hero.user.id,
    });
    expect(vote.statusCode, vote.body).toBe(200);
    expect(
      (await call(test.app, organizer, 'GET', `/competitions/${competition.id}`)).json<Competition>().status,
    ).toBe('finished');

    const mine = (await achievements(hero)).json<PlayerAchievements>().items;
    expect(mine.map((item) => item.award).sort()).toEqual(['best_player', 'champion', 'top_scorer']);
    for (const item of mine)
      expect(item).toMatchObject({ competition_id: competition.id, team: { id: home.id } });
    // The runner-up's captain played in the final for the second team.
    const runnerUp = (
      await call(test.app, stranger, 'GET', `/users/${away.captain.user.id}/achievements`)
    ).json<PlayerAchievements>().items;
    expect(runnerUp.map((item) => [item.award, item.team.id])).toEqual([['runner_up', away.id]]);

    await (test.app.db as Db)
      .update(users)
      .set({ profileVisibility: 'private' })
      .where(eq(users.id, hero.user.id));
    const hidden = await achievements(stranger);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json()).toMatchObject({ code: 'profile_private' });
    expect((await achievements(hero)).json<PlayerAchievements>().items).toHaveLength(3);
    expect((await achievements(admin)).json<PlayerAchievements>().items).toHaveLength(3);
  });
});

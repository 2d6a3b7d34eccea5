import type { CompetitionAwards, CompetitionFixtures } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { competitionMatches } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { call } from '../teams/testing/team-fixtures.js';
import { drawnInThePast, withLineups } from './testing/competition-fixtures.js';

describe.each(testDrivers())('competition awards on %s', (driver) => {
  let test: TestApp;
  let organizer: SignedIn;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    organizer = await signedInUser(test.app, { role: 'organizer' });
  });
  afterAll(() => test.close());

  it('the best player has the most player-of-the-match votes over the competition’s matches; the top scorer leads the goals', async () => {
    const { competition, teams } = await drawnInThePast(test.app, organizer, { teams: 3 });
    const awards = async () =>
      (
        await call(test.app, organizer, 'GET', `/competitions/${competition.id}/awards`)
      ).json<CompetitionAwards>();
    expect(await awards()).toMatchObject({
      final: false,
      champion: null,
      top_scorers: [],
      best_player: null,
    });

    const matches = (
      await call(test.app, organizer, 'GET', `/competitions/${competition.id}/fixtures`)
    ).json<CompetitionFixtures>().matches;
    const teamOf = (id: string | undefined) => teams.find((team) => team.id === id)!;
    const [first, second] = matches;
    const home = teamOf(first!.home_team?.id);
    const away = teamOf(first!.away_team?.id);
    const striker = home.members[1]!;
    const star = away.members[1]!;
    const result = await call(
      test.app,
      organizer,
      'POST',
      `/competitions/${competition.id}/matches/${first!.id}/result`,
      await withLineups(test.app, first!.id, {
        home_score: 2,
        away_score: 1,
        goals: [
          { side: 'home', user_id: striker },
          { side: 'home', user_id: striker },
          { side: 'away', user_id: star },
        ],
      }),
    );
    expect(result.statusCode, result.body).toBe(200);
    const secondResult = await call(
      test.app,
      organizer,
      'POST',
      `/competitions/${competition.id}/matches/${second!.id}/result`,
      await withLineups(test.app, second!.id, {
        home_score: 0,
        away_score: 0,
      }),
    );
    expect(secondResult.statusCode, secondResult.body).toBe(200);
    const gameOf = async (matchId: string) => {
      const [row] = await (test.app.db as Db)
        .select({ gameId: competitionMatches.gameId })
        .from(competitionMatches)
        .where(eq(competitionMatches.id, matchId));
      return row!.gameId!;
    };
    const firstGame = await gameOf(first!.id);
    // Both captains vote for the away side's player: two votes beat the striker's goals.
    for (const voter of [home.captain, away.captain]) {
      const vote = await call(test.app, voter, 'POST', `/games/${firstGame}/votes`, { candidate_id: star });
      expect(vote.statusCode, vote.body).toBe(200);
    }
    const secondGame = await gameOf(second!.id);
    const secondHome = teamOf(second!.home_team?.id);
    const secondAway = teamOf(second!.away_team?.id);
    const voted = await call(test.app, secondHome.captain, 'POST', `/games/${secondGame}/votes`, {
      candidate_id: secondAway.members[2]!,
    });
    expect(voted.statusCode, voted.body).toBe(200);

    const after = await awards();
    expect(after.top_scorers.map((item) => [item.player.id, item.goals])).toEqual([[striker, 2]]);
    expect(after.best_player).toMatchObject({
      player: { id: star },
      team: { id: away.id },
      votes: 2,
      player_of_match_awards: 1,
      goals: 1,
    });
    expect(
      (await call(test.app, organizer, 'GET', `/competitions/00000000-0000-4000-8000-000000000000/awards`))
        .statusCode,
    ).toBe(404);
  });
});

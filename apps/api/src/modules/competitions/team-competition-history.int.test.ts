import type { TeamHistory, TeamStats } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { call } from '../teams/testing/team-fixtures.js';
import { drawnInThePast, withLineups } from './testing/competition-fixtures.js';

describe.each(testDrivers())('a team’s competition matches in its history and statistics on %s', (driver) => {
  let test: TestApp;
  let organizer: SignedIn;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    organizer = await signedInUser(test.app, { role: 'organizer' });
  });
  afterAll(() => test.close());

  const record = async (competitionId: string, matchId: string, body: Record<string, unknown>) => {
    const response = await call(
      test.app,
      organizer,
      'POST',
      `/competitions/${competitionId}/matches/${matchId}/result`,
      await withLineups(test.app, matchId, body),
    );
    expect(response.statusCode, response.body).toBe(200);
  };

  it('the history lists every competition match the statistics count, with the competition’s name', async () => {
    const { competition, match, home, away } = await drawnInThePast(test.app, organizer, {
      body: { kind: 'league', name: 'Yasamal Liqası' },
      teams: 3,
    });
    await record(competition.id, match.id, { home_score: 2, away_score: 1 });
    const history = (
      await call(test.app, home.captain, 'GET', `/teams/${home.id}/history`)
    ).json<TeamHistory>();
    const stats = (await call(test.app, home.captain, 'GET', `/teams/${home.id}/stats`)).json<TeamStats>();
    expect(stats.played).toBe(1);
    expect(history.matches.total + history.competition_matches.length).toBe(stats.played);
    expect(history.competition_matches).toEqual([
      expect.objectContaining({
        id: match.id,
        competition_id: competition.id,
        competition_name: 'Yasamal Liqası',
        home_team: expect.objectContaining({ id: home.id }),
        away_team: expect.objectContaining({ id: away.id }),
        home_score: 2,
        away_score: 1,
        forfeit: null,
      }),
    ]);
  });
});

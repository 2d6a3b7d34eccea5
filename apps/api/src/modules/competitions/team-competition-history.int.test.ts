import type { CompetitionMatchMembers, TeamHistory, TeamStats } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { teamMembers } from '../../db/schema.js';
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
  it('team statistics count a member’s competition appearances from the stored line-up', async () => {
    const { competition, match, home, away } = await drawnInThePast(test.app, organizer, {
      body: { kind: 'league', squad_min: 5, squad_max: 6 },
      teams: 3,
      teamSize: 6,
    });
    const played = home.members.slice(0, 5);
    const benched = home.members[5]!;
    await record(competition.id, match.id, {
      home_score: 1,
      away_score: 0,
      goals: [{ side: 'home', user_id: played[1] }],
      lineups: { home: played, away: away.members.slice(0, 5) },
    });
    const stats = (await call(test.app, home.captain, 'GET', `/teams/${home.id}/stats`)).json<TeamStats>();
    const line = (userId: string) => stats.attendance.find((entry) => entry.player.id === userId);
    expect(line(played[0]!)).toMatchObject({ squad_calls: 1, attended: 1, rate: 100 });
    expect(line(benched)).toMatchObject({ squad_calls: 0, attended: 0 });
    expect(stats.top_scorers).toEqual([
      expect.objectContaining({ player: expect.objectContaining({ id: played[1] }), goals: 1, matches: 1 }),
    ]);
  });

  it('a correction may name a player who has left the team since, when the stored line-up has them', async () => {
    const { competition, match, home, away } = await drawnInThePast(test.app, organizer, {
      body: { kind: 'league', squad_min: 5, squad_max: 6 },
      teams: 3,
      teamSize: 6,
    });
    const lineups = { home: home.members.slice(1, 6), away: away.members.slice(0, 5) };
    await record(competition.id, match.id, { home_score: 1, away_score: 0, lineups });
    const gone = home.members[5]!;
    await (test.app.db as Db)
      .update(teamMembers)
      .set({ leftAt: new Date(), leftReason: 'left' })
      .where(and(eq(teamMembers.teamId, home.id), eq(teamMembers.userId, gone)));
    const members = (
      await call(test.app, organizer, 'GET', `/competitions/${competition.id}/matches/${match.id}/members`)
    ).json<CompetitionMatchMembers>();
    expect(members.home.map((player) => player.id)).toContain(gone);
    // The correction keeps the player who left; a player of another team stays out.
    await record(competition.id, match.id, { home_score: 2, away_score: 0, lineups });
    const stranger = await call(
      test.app,
      organizer,
      'POST',
      `/competitions/${competition.id}/matches/${match.id}/result`,
      {
        home_score: 2,
        away_score: 0,
        lineups: { home: [...home.members.slice(2, 6), away.members[5]!], away: away.members.slice(0, 5) },
      },
    );
    expect(stranger.json()).toMatchObject({ code: 'competition_lineup_not_member' });
  });
});

import type { Competition, CompetitionMatch } from '@oyna/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import {
  competitionCards,
  competitionGoals,
  competitionMatchPlayers,
  competitionMatches,
  gameResultPlayers,
  gameResults,
  playerRatings,
  ratingHistory,
} from '../../db/schema.js';
import { createUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { call } from '../teams/testing/team-fixtures.js';
import { type CompetitionTeamFixture, drawnInThePast } from './testing/competition-fixtures.js';

describe.each(testDrivers())('competition line-ups on %s', (driver) => {
  let test: TestApp;
  let organizer: SignedIn;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    organizer = await signedInUser(test.app, { role: 'organizer' });
  });
  afterAll(() => test.close());

  const db = () => test.app.db as Db;

  /**
   * A three-team league of eight-player teams (squads of 5 to 6), every match in the past, and its
   * first match (the others keep the league open for corrections).
   */
  async function threeTeams(): Promise<{
    competition: Competition;
    match: CompetitionMatch;
    home: CompetitionTeamFixture;
    away: CompetitionTeamFixture;
    gameId: string;
  }> {
    const { competition, match, home, away } = await drawnInThePast(test.app, organizer, {
      body: { squad_min: 5, squad_max: 6 },
      teams: 3,
      teamSize: 8,
    });
    const [row] = await db()
      .select({ gameId: competitionMatches.gameId })
      .from(competitionMatches)
      .where(eq(competitionMatches.id, match.id));
    return { competition, match, home, away, gameId: row!.gameId! };
  }

  const record = (who: SignedIn, competitionId: string, matchId: string, body: object) =>
    call(test.app, who, 'POST', `/competitions/${competitionId}/matches/${matchId}/result`, body);

  const gamePlayers = async (gameId: string) =>
    (await db().select().from(gameResultPlayers).where(eq(gameResultPlayers.gameId, gameId)))
      .map((row) => row.userId)
      .sort();
  const ratedIn = async (gameId: string) =>
    (await db().select().from(ratingHistory).where(eq(ratingHistory.gameId, gameId))).map(
      (row) => row.userId,
    );

  it('only the players who played get the match in their statistics and ratings, and the match shows its line-ups', async () => {
    const { competition, match, home, away, gameId } = await threeTeams();
    const homeLineup = home.members.slice(0, 5);
    const awayLineup = away.members.slice(1, 7);
    const recorded = await record(organizer, competition.id, match.id, {
      home_score: 1,
      away_score: 0,
      goals: [{ side: 'home', user_id: homeLineup[4] }],
      cards: [
        { side: 'away', user_id: awayLineup[0], card: 'yellow' },
        { side: 'home', user_id: homeLineup[1], card: 'direct_red' },
      ],
      lineups: { home: homeLineup, away: awayLineup },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const view = recorded.json<CompetitionMatch>();
    expect(view.lineups.home.map((player) => player.id).sort()).toEqual([...homeLineup].sort());
    expect(view.lineups.away.map((player) => player.id).sort()).toEqual([...awayLineup].sort());
    expect(view.cards).toHaveLength(2);

    expect(await gamePlayers(gameId)).toEqual([...homeLineup, ...awayLineup].sort());
    const rated = await ratedIn(gameId);
    expect(rated.sort()).toEqual([...homeLineup, ...awayLineup].sort());
    const benched = [...home.members.slice(5), away.members[0]!, away.members[7]!];
    const benchRatings = await db()
      .select()
      .from(playerRatings)
      .where(inArray(playerRatings.userId, benched));
    expect(benchRatings.filter((row) => row.ratedGames > 0)).toEqual([]);
    const [scorerLine] = await db()
      .select()
      .from(gameResultPlayers)
      .where(eq(gameResultPlayers.userId, homeLineup[4]!));
    expect(scorerLine).toMatchObject({ goals: 1, attended: true, sideIndex: 0 });
    // Fair play counts the cards.
    const standings = (
      await call(test.app, organizer, 'GET', `/competitions/${competition.id}/standings`)
    ).json<{ tables: { rows: { team: { id: string }; fair_play: number }[] }[] }>();
    const rows = standings.tables[0]!.rows;
    expect(rows.find((row) => row.team.id === home.id)!.fair_play).toBeLessThan(
      rows.find((row) => row.team.id === away.id)!.fair_play,
    );
  });

  it('refuses a line-up with a stranger, a player of the other team, a player twice, too many or too few players, a scorer who did not play, or none at all; nothing changes', async () => {
    const { competition, match, home, away, gameId } = await threeTeams();
    const stranger = await createUser(db());
    const homeLineup = home.members.slice(0, 5);
    const awayLineup = away.members.slice(0, 5);
    const base = { home_score: 1, away_score: 0 };
    const cases: [object, string][] = [
      [
        { ...base, lineups: { home: [...homeLineup.slice(0, 4), stranger.id], away: awayLineup } },
        'competition_lineup_not_member',
      ],
      [
        { ...base, lineups: { home: [...homeLineup.slice(0, 4), away.members[7]], away: awayLineup } },
        'competition_lineup_not_member',
      ],
      [
        { ...base, lineups: { home: homeLineup, away: [...awayLineup.slice(0, 4), homeLineup[0]] } },
        'competition_lineup_duplicate',
      ],
      [
        { ...base, lineups: { home: [...homeLineup.slice(0, 4), homeLineup[0]], away: awayLineup } },
        'competition_lineup_duplicate',
      ],
      [{ ...base, lineups: { home: home.members.slice(0, 7), away: awayLineup } }, 'competition_lineup_size'],
      [{ ...base, lineups: { home: homeLineup, away: awayLineup.slice(0, 4) } }, 'competition_lineup_size'],
      [
        {
          ...base,
          goals: [{ side: 'home', user_id: home.members[6] }],
          lineups: { home: homeLineup, away: awayLineup },
        },
        'competition_scorer_not_in_lineup',
      ],
      [
        {
          ...base,
          cards: [{ side: 'away', user_id: away.members[6], card: 'yellow' }],
          lineups: { home: homeLineup, away: awayLineup },
        },
        'competition_scorer_not_in_lineup',
      ],
      [base, 'competition_lineup_required'],
    ];
    for (const [body, code] of cases) {
      const refused = await test.app.inject({
        method: 'POST',
        url: `/api/v1/competitions/${competition.id}/matches/${match.id}/result`,
        headers: { ...organizer.headers, 'accept-language': 'ru' },
        payload: body,
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ code });
      if (code === 'competition_lineup_size') expect(refused.json().detail).toContain('от 5 до 6');
    }
    const tooLong = await record(organizer, competition.id, match.id, {
      ...base,
      lineups: { home: Array.from({ length: 26 }, () => stranger.id), away: awayLineup },
    });
    expect(tooLong.statusCode).toBe(400);

    const [row] = await db().select().from(competitionMatches).where(eq(competitionMatches.id, match.id));
    expect(row).toMatchObject({ status: 'scheduled', homeScore: null, awayScore: null });
    expect(
      await db().select().from(competitionMatchPlayers).where(eq(competitionMatchPlayers.matchId, match.id)),
    ).toEqual([]);
    expect(await db().select().from(competitionGoals).where(eq(competitionGoals.matchId, match.id))).toEqual(
      [],
    );
    expect(await db().select().from(competitionCards).where(eq(competitionCards.matchId, match.id))).toEqual(
      [],
    );
    expect(await db().select().from(gameResults).where(eq(gameResults.gameId, gameId))).toEqual([]);
  });

  it('a correction that changes the line-up replays the statistics and ratings exactly once, for the new line-up', async () => {
    const { competition, match, home, away, gameId } = await threeTeams();
    const first = { home: home.members.slice(0, 5), away: away.members.slice(0, 5) };
    const second = { home: home.members.slice(2, 8), away: away.members.slice(0, 5) };
    expect(
      (await record(organizer, competition.id, match.id, { home_score: 2, away_score: 2, lineups: first }))
        .statusCode,
    ).toBe(200);
    expect((await ratedIn(gameId)).sort()).toEqual([...first.home, ...first.away].sort());
    const corrected = await record(organizer, competition.id, match.id, {
      home_score: 3,
      away_score: 2,
      goals: [
        { side: 'home', user_id: second.home[5] },
        { side: 'home', user_id: second.home[5] },
        { side: 'home', user_id: null },
        { side: 'away', user_id: second.away[0] },
        { side: 'away', user_id: second.away[0] },
      ],
      lineups: second,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const expected = [...second.home, ...second.away].sort();
    expect(await gamePlayers(gameId)).toEqual(expected);
    const rated = await ratedIn(gameId);
    expect(rated.sort()).toEqual(expected);
    // Dropped players lost the match: no rating from it; everybody else has it once.
    const dropped = first.home.filter((id) => !second.home.includes(id));
    const droppedRatings = await db()
      .select()
      .from(playerRatings)
      .where(inArray(playerRatings.userId, dropped));
    expect(droppedRatings.filter((row) => row.ratedGames > 0)).toEqual([]);
    const kept = await db().select().from(playerRatings).where(inArray(playerRatings.userId, expected));
    expect(kept.map((row) => row.ratedGames)).toEqual(expected.map(() => 1));
    expect(await db().select().from(gameResults).where(eq(gameResults.gameId, gameId))).toHaveLength(1);
    const view = corrected.json<CompetitionMatch>();
    expect(view.lineups.home.map((player) => player.id).sort()).toEqual([...second.home].sort());
  });

  it('a forfeit needs no line-up; a played result corrected into a forfeit takes the match out of statistics and ratings', async () => {
    const { competition, match, home, away, gameId } = await threeTeams();
    const lineups = { home: home.members.slice(0, 5), away: away.members.slice(0, 5) };
    expect(
      (await record(organizer, competition.id, match.id, { home_score: 1, away_score: 1, lineups }))
        .statusCode,
    ).toBe(200);
    expect(await ratedIn(gameId)).toHaveLength(10);
    const forfeit = await record(organizer, competition.id, match.id, {
      home_score: 0,
      away_score: 0,
      forfeit: 'home',
    });
    expect(forfeit.statusCode, forfeit.body).toBe(200);
    expect(forfeit.json<CompetitionMatch>()).toMatchObject({
      home_score: 0,
      away_score: 3,
      forfeit: 'home',
      lineups: { home: [], away: [] },
    });
    expect(await ratedIn(gameId)).toEqual([]);
    expect(await db().select().from(gameResults).where(eq(gameResults.gameId, gameId))).toEqual([]);
    const ratings = await db()
      .select()
      .from(playerRatings)
      .where(inArray(playerRatings.userId, [...lineups.home, ...lineups.away]));
    expect(ratings.filter((row) => row.ratedGames > 0)).toEqual([]);
  });

  it('the home captain’s line-ups wait for the away captain; the confirmation rates those who played', async () => {
    const { competition, match, home, away, gameId } = await threeTeams();
    const lineups = { home: home.members.slice(0, 6), away: away.members.slice(2, 7) };
    const recorded = await record(home.captain, competition.id, match.id, {
      home_score: 0,
      away_score: 1,
      goals: [{ side: 'away', user_id: lineups.away[0] }],
      lineups,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json<CompetitionMatch>().status).toBe('awaiting_confirmation');
    expect(await ratedIn(gameId)).toEqual([]);
    const confirmed = await call(
      test.app,
      away.captain,
      'POST',
      `/competitions/${competition.id}/matches/${match.id}/result/confirm`,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await ratedIn(gameId)).sort()).toEqual([...lineups.home, ...lineups.away].sort());
  });

  it('the organizer and the home captain read both teams’ current members to pick the line-ups; others are refused', async () => {
    const { competition, match, home, away } = await threeTeams();
    const url = `/competitions/${competition.id}/matches/${match.id}/members`;
    for (const who of [organizer, home.captain]) {
      const members = await call(test.app, who, 'GET', url);
      expect(members.statusCode, members.body).toBe(200);
      const body = members.json<{ home: { id: string }[]; away: { id: string }[] }>();
      expect(body.home.map((player) => player.id).sort()).toEqual([...home.members].sort());
      expect(body.away.map((player) => player.id).sort()).toEqual([...away.members].sort());
    }
    const stranger = await signedInUser(test.app);
    for (const who of [away.captain, stranger])
      expect((await call(test.app, who, 'GET', url)).json()).toMatchObject({
        code: 'competition_organizer_only',
      });
    const anonymous = await test.app.inject({ method: 'GET', url: `/api/v1${url}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

import type {
  Competition,
  CompetitionBracket,
  CompetitionFixtures,
  CompetitionMatch,
  CompetitionScorers,
  CompetitionStandings,
  EligibleTeams,
  GameResult,
  TeamAchievements,
} from '@oyna/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { competitionMatches, gameResults, games, ledgerEntries, notifications } from '../../db/schema.js';
import { createGame } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { call } from '../teams/testing/team-fixtures.js';
import { scanCompetitionMatchesTomorrow } from './scan-matches-tomorrow.js';
import {
  type CompetitionTeamFixture,
  balanceOf,
  competitionBody,
  competitionTeam,
  createCompetitionThroughApi,
  dayAhead,
  playedEarlier,
  withLineups,
} from './testing/competition-fixtures.js';

const MINUTE_MS = 60_000;

describe.each(testDrivers())('competitions on %s', (driver) => {
  let test: TestApp;
  let organizer: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    organizer = await signedInUser(test.app, { role: 'organizer' });
    admin = await signedInUser(test.app, { role: 'admin' });
  });
  afterAll(() => test.close());

  const register = (team: CompetitionTeamFixture, competitionId: string, key?: string) =>
    test.app.inject({
      method: 'POST',
      url: `/api/v1/competitions/${competitionId}/registrations`,
      headers: {
        ...team.captain.headers,
        'accept-language': 'en',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload: { team_id: team.id },
    });
  const registered = async (competition: Competition, count: number) => {
    const list: CompetitionTeamFixture[] = [];
    for (let index = 0; index < count; index += 1) {
      const team = await competitionTeam(test.app);
      const response = await register(team, competition.id);
      expect(response.statusCode, response.body).toBe(201);
      list.push(team);
    }
    return list;
  };
  const close = (competitionId: string, who: SignedIn = organizer) =>
    call(test.app, who, 'POST', `/competitions/${competitionId}/close-registration`);
  const fixtures = async (competitionId: string) =>
    (
      await call(test.app, organizer, 'GET', `/competitions/${competitionId}/fixtures`)
    ).json<CompetitionFixtures>().matches;
  const result = async (
    who: SignedIn,
    competitionId: string,
    matchId: string,
    body: Record<string, unknown>,
  ) =>
    call(
      test.app,
      who,
      'POST',
      `/competitions/${competitionId}/matches/${matchId}/result`,
      await withLineups(test.app, matchId, body),
    );

  it('a double round robin meets every pair twice, home and away, without clashes, around a game at the pitches and with rest', async () => {
    const body = await competitionBody(test.app, {
      round_robin_legs: 2,
      kind: 'league',
      min_rest_minutes: 60,
    });
    // A pickup game already takes one of the two pitches on the first morning.
    await createGame(test.app.db as Db, {
      venueId: body.venueId,
      startsAt: new Date(`${dayAhead(5)}T10:00:00+04:00`),
      durationMinutes: 120,
    });
    const competition = await createCompetitionThroughApi(test.app, organizer, body);
    const teams = await registered(competition, 5);
    const closed = await close(competition.id);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<Competition>().status).toBe('scheduled');

    const matches = await fixtures(competition.id);
    expect(matches).toHaveLength(5 * 4);
    const pairs = new Map<string, number>();
    for (const match of matches) {
      const key = `${match.home_team?.id}>${match.away_team?.id}`;
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
    for (const home of teams)
      for (const away of teams)
        if (home !== away) expect(pairs.get(`${home.id}>${away.id}`), 'each ordered pair once').toBe(1);

    const span = (match: CompetitionMatch) => ({
      start: new Date(match.starts_at!).getTime(),
      end: new Date(match.ends_at!).getTime(),
    });
    const gameEnd = new Date(`${dayAhead(5)}T12:00:00+04:00`).getTime();
    const atGameTime = matches.filter((match) => span(match).start < gameEnd + 10 * MINUTE_MS);
    // Only one pitch is free while the game is on.
    for (const a of atGameTime)
      for (const b of atGameTime)
        if (a !== b) expect(span(a).start < span(b).end && span(b).start < span(a).end).toBe(false);
    for (const a of matches)
      for (const b of matches) {
        if (a === b) continue;
        const overlap =
          span(a).start < span(b).end + 10 * MINUTE_MS && span(b).start < span(a).end + 10 * MINUTE_MS;
        if (a.pitch === b.pitch) expect(overlap, 'one match at a time on a pitch').toBe(false);
        const shared = [a.home_team?.id, a.away_team?.id].some(
          (id) => id === b.home_team?.id || id === b.away_team?.id,
        );
        if (shared) {
          const rested =
            span(a).end + 60 * MINUTE_MS <= span(b).start || span(b).end + 60 * MINUTE_MS <= span(a).start;
          expect(rested, 'an hour of rest between a team’s matches').toBe(true);
        }
      }
  });

  it('the entry fee is paid once per registration (a retry with the same key pays nothing) and refunded once on withdrawal', async () => {
    const competition = await createCompetitionThroughApi(
      test.app,
      organizer,
      await competitionBody(test.app),
    );
    const team = await competitionTeam(test.app, { balanceQepik: 5_000 });
    expect((await register(team, competition.id, 'key-1')).statusCode).toBe(201);
    expect((await register(team, competition.id, 'key-1')).statusCode).toBe(201);
    expect(await balanceOf(test.app, team.captain.user.id)).toBe(3_000);
    const again = await register(team, competition.id, 'key-2');
    expect(again.json()).toMatchObject({ code: 'competition_team_registered' });

    const withdraw = () =>
      call(test.app, team.captain, 'DELETE', `/competitions/${competition.id}/registrations/${team.id}`);
    expect((await withdraw()).statusCode).toBe(200);
    expect((await withdraw()).json()).toMatchObject({ code: 'competition_registration_not_found' });
    expect(await balanceOf(test.app, team.captain.user.id)).toBe(5_000);
    const entries = await (test.app.db as Db)
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.userId, team.captain.user.id),
          like(ledgerEntries.idempotencyKey, 'competition_%'),
        ),
      );
    expect(entries.map((entry) => entry.amountQepik).sort()).toEqual([-2_000, 2_000]);

    const poor = await competitionTeam(test.app, { balanceQepik: 500 });
    expect((await register(poor, competition.id)).json()).toMatchObject({ code: 'insufficient_balance' });
    const eligible = (
      await call(test.app, team.captain, 'GET', `/competitions/${competition.id}/my-teams`)
    ).json<EligibleTeams>();
    expect(eligible.items).toEqual([
      expect.objectContaining({ team: expect.objectContaining({ id: team.id }), problem: null, fee: 20 }),
    ]);
  });

  it('only organizers create; only a team’s captain registers it; only the organizer or an admin closes and enters results', async () => {
    const player = await signedInUser(test.app);
    const body = await competitionBody(test.app);
    const { venueId: _venue, ...payload } = body;
    expect((await call(test.app, player, 'POST', '/competitions', payload)).statusCode).toBe(403);
    const competition = await createCompetitionThroughApi(test.app, organizer, body);
    const [home, away] = await registered(competition, 2);
    const other = await competitionTeam(test.app);
    const stranger = await test.app.inject({
      method: 'POST',
      url: `/api/v1/competitions/${competition.id}/registrations`,
      headers: { ...other.captain.headers, 'accept-language': 'en' },
      payload: { team_id: home!.id },
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ code: 'competition_captain_only' });
    const notCaptain = await test.app.inject({
      method: 'POST',
      url: `/api/v1/competitions/${competition.id}/registrations`,
      headers: { ...home!.captain.headers, 'accept-language': 'en' },
      payload: { team_id: other.id },
    });
    expect(notCaptain.statusCode).toBe(403);
    expect(notCaptain.json()).toMatchObject({ code: 'competition_captain_only' });

    expect((await close(competition.id, home!.captain)).statusCode).toBe(403);
    expect((await close(competition.id, admin)).statusCode).toBe(200);
    await playedEarlier(test.app, competition.id);
    const [match] = await fixtures(competition.id);
    const score = { home_score: 1, away_score: 0 };
    expect((await result(other.captain, competition.id, match!.id, score)).statusCode).toBe(403);
    expect((await result(player, competition.id, match!.id, score)).statusCode).toBe(403);
    // The home captain's result waits for the away captain.
    const homeCaptain = match!.home_team!.id === home!.id ? home! : away!;
    const awayCaptain = homeCaptain === home ? away! : home!;
    const recorded = await result(homeCaptain.captain, competition.id, match!.id, score);
    expect(recorded.json<CompetitionMatch>().status).toBe('awaiting_confirmation');
    const confirm = (who: SignedIn) =>
      call(test.app, who, 'POST', `/competitions/${competition.id}/matches/${match!.id}/result/confirm`);
    expect((await confirm(homeCaptain.captain)).statusCode).toBe(403);
    const confirmed = await confirm(awayCaptain.captain);
    expect(confirmed.json<CompetitionMatch>().status).toBe('played');
    // Now only the organizer corrects it.
    expect((await result(homeCaptain.captain, competition.id, match!.id, score)).statusCode).toBe(403);
  });

  it('a result updates the table with its scorers, a forfeit counts 3-0, and the match reaches statistics once', async () => {
    const competition = await createCompetitionThroughApi(
      test.app,
      organizer,
      await competitionBody(test.app),
    );
    await registered(competition, 3);
    expect((await close(competition.id)).statusCode).toBe(200);
    await playedEarlier(test.app, competition.id);
    const [first, second] = await fixtures(competition.id);
    const scorer = first!.home_team!.id;
    const detail = (
      await call(test.app, organizer, 'GET', `/competitions/${competition.id}`)
    ).json<Competition>();
    expect(detail.teams.map((team) => team.team.id)).toContain(scorer);
    const members = await (test.app.db as Db).query.teamMembers.findMany({
      where: (table, { eq: equals }) => equals(table.teamId, scorer),
    });
    const striker = members[0]!.userId;
    const body = {
      home_score: 2,
      away_score: 1,
      goals: [
        { side: 'home', user_id: striker },
        { side: 'home', user_id: striker },
        { side: 'away', user_id: null },
      ],
    };
    const mismatch = await result(organizer, competition.id, first!.id, { ...body, home_score: 3 });
    expect(mismatch.json()).toMatchObject({ code: 'competition_goals_mismatch' });
    expect((await result(organizer, competition.id, first!.id, body)).statusCode).toBe(200);
    // Recorded again (a correction): still one result of the match's game.
    expect((await result(organizer, competition.id, first!.id, body)).statusCode).toBe(200);
    const [gameMatch] = (await fixtures(competition.id)).filter((match) => match.id === first!.id);
    expect(gameMatch?.status).toBe('played');
    const results = await (test.app.db as Db).select().from(gameResults);
    expect(results.filter((row) => row.scores[0] === 2 && row.scores[1] === 1).length).toBeGreaterThanOrEqual(
      1,
    );

    const forfeit = await result(organizer, competition.id, second!.id, {
      home_score: 5,
      away_score: 5,
      forfeit: 'away',
    });
    expect(forfeit.json<CompetitionMatch>()).toMatchObject({ home_score: 3, away_score: 0, forfeit: 'away' });

    const standings = (
      await call(test.app, organizer, 'GET', `/competitions/${competition.id}/standings`)
    ).json<CompetitionStandings>();
    const table = standings.tables[0]!;
    const rowOf = (id: string) => table.rows.find((row) => row.team.id === id)!;
    expect(rowOf(first!.home_team!.id)).toMatchObject({
      won: 1,
      goals_for: 2 + (second!.home_team!.id === first!.home_team!.id ? 3 : 0),
    });
    expect(rowOf(second!.home_team!.id).points).toBeGreaterThanOrEqual(3);
    expect(rowOf(second!.away_team!.id).goals_against).toBeGreaterThanOrEqual(3);
    const scorers = (
      await call(test.app, organizer, 'GET', `/competitions/${competition.id}/scorers`)
    ).json<CompetitionScorers>();
    expect(scorers.items[0]).toMatchObject({ rank: 1, goals: 2, player: { id: striker } });
  });

  it('a knockout advances winners, needs penalties after a draw, and the winner appears on the team', async () => {
    const competition = await createCompetitionThroughApi(
      test.app,
      organizer,
      await competitionBody(test.app, { format: 'single_elimination', third_place: true }),
    );
    await registered(competition, 4);
    expect((await close(competition.id)).statusCode).toBe(200);
    await playedEarlier(test.app, competition.id);
    const bracket = async () =>
      (
        await call(test.app, organizer, 'GET', `/competitions/${competition.id}/bracket`)
      ).json<CompetitionBracket>();
    const semis = (await bracket()).matches.filter((match) => match.part === 'main' && match.round === 1);
    expect(semis).toHaveLength(2);
    const draw = await result(organizer, competition.id, semis[0]!.match_id!, {
      home_score: 1,
      away_score: 1,
    });
    expect(draw.json()).toMatchObject({ code: 'competition_penalties_required' });
    expect(
      (
        await result(organizer, competition.id, semis[0]!.match_id!, {
          home_score: 1,
          away_score: 1,
          penalties_winner: 'away',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await result(organizer, competition.id, semis[1]!.match_id!, { home_score: 2, away_score: 0 }))
        .statusCode,
    ).toBe(200);
    const after = await bracket();
    const final = after.matches.find((match) => match.part === 'main' && match.round === 2)!;
    expect(final.home_team?.id).toBe(semis[0]!.away_team!.id);
    expect(final.away_team?.id).toBe(semis[1]!.home_team!.id);
    const third = after.matches.find((match) => match.part === 'third_place')!;
    expect(third.status).toBe('scheduled');
    // The final's kick-off comes after both semi-finals' (fed matches are placed after their feeders).
    await playedEarlier(test.app, competition.id);
    expect(
      (await result(organizer, competition.id, final.match_id!, { home_score: 3, away_score: 1 })).statusCode,
    ).toBe(200);
    expect(
      (await result(organizer, competition.id, third.match_id!, { home_score: 0, away_score: 1 })).statusCode,
    ).toBe(200);
    const done = (
      await call(test.app, organizer, 'GET', `/competitions/${competition.id}`)
    ).json<Competition>();
    expect(done.status).toBe('finished');
    expect(done.winner?.id).toBe(final.home_team!.id);
    const achievements = (
      await call(test.app, organizer, 'GET', `/teams/${final.home_team!.id}/achievements`)
    ).json<TeamAchievements>();
    expect(achievements.items).toEqual([
      expect.objectContaining({ competition_id: competition.id, place: 1 }),
    ]);
  });

  it('a later knockout round’s game is named after its teams once they are known, and its result names them', async () => {
    const competition = await createCompetitionThroughApi(
      test.app,
      organizer,
      await competitionBody(test.app, { format: 'single_elimination', name: 'Bakı Yaz Kuboku' }),
    );
    const teams = await registered(competition, 4);
    expect((await close(competition.id)).statusCode).toBe(200);
    await playedEarlier(test.app, competition.id);
    const db = test.app.db as Db;
    const gameOf = async (matchId: string) => {
      const [row] = await db
        .select({ id: games.id, title: games.title })
        .from(competitionMatches)
        .innerJoin(games, eq(games.id, competitionMatches.gameId))
        .where(eq(competitionMatches.id, matchId));
      return row!;
    };
    const bracket = async () =>
      (
        await call(test.app, organizer, 'GET', `/competitions/${competition.id}/bracket`)
      ).json<CompetitionBracket>();
    const semis = (await bracket()).matches.filter((match) => match.part === 'main' && match.round === 1);
    const finalId = (await bracket()).matches.find(
      (match) => match.part === 'main' && match.round === 2,
    )!.match_id!;
    expect((await gameOf(finalId)).title).toBe('? – ? · Bakı Yaz Kuboku');
    for (const semi of semis)
      expect(
        (await result(organizer, competition.id, semi.match_id!, { home_score: 2, away_score: 0 }))
          .statusCode,
      ).toBe(200);
    const name = (id: string | undefined) => teams.find((team) => team.id === id)!.name;
    const home = name(semis[0]!.home_team?.id);
    const away = name(semis[1]!.home_team?.id);
    const game = await gameOf(finalId);
    expect(game.title).toBe(`${home} – ${away} · Bakı Yaz Kuboku`);
    await playedEarlier(test.app, competition.id);
    expect(
      (await result(organizer, competition.id, finalId, { home_score: 1, away_score: 3 })).statusCode,
    ).toBe(200);
    const scored = (await call(test.app, organizer, 'GET', `/games/${game.id}/result`)).json<GameResult>();
    expect(scored).toMatchObject({ side_names: [home, away], winner_side: 1 });
    const told = (await db.select().from(notifications).where(eq(notifications.kind, 'result_recorded')))
      .map((row) => row.payload as { game_id?: string; title?: string })
      .filter((payload) => payload.game_id === game.id);
    expect(told.length).toBeGreaterThan(0);
    for (const payload of told) expect(payload.title).toBe(game.title);
  });

  it('moving a match keeps the clash rules (window, pitch, rest) and tells both teams; the draw told every member', async () => {
    const body = await competitionBody(test.app, { pitchCount: 2 });
    const competition = await createCompetitionThroughApi(test.app, organizer, body);
    const teams = await registered(competition, 4);
    expect((await close(competition.id)).statusCode).toBe(200);
    const published = await (test.app.db as Db)
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'competition_fixtures_published'));
    const told = new Set(published.map((row) => row.userId));
    for (const team of teams) for (const member of team.members) expect(told.has(member)).toBe(true);

    const matches = await fixtures(competition.id);
    const [first, second] = matches;
    const move = (match: CompetitionMatch, change: object) =>
      call(test.app, organizer, 'PATCH', `/competitions/${competition.id}/matches/${match.id}`, {
        venue_id: body.venueId,
        pitch: first!.pitch,
        starts_at: first!.starts_at,
        ...change,
      });
    const day = dayAhead(6);
    expect((await move(second!, { starts_at: `${day}T23:00:00+04:00` })).json()).toMatchObject({
      code: 'competition_outside_window',
    });
    // Onto the other match's pitch at its kick-off.
    const clash = await move(second!, { pitch: first!.pitch, starts_at: first!.starts_at });
    expect(clash.statusCode).toBe(409);
    const member = await signedInUser(test.app);
    expect(
      (
        await call(test.app, member, 'PATCH', `/competitions/${competition.id}/matches/${second!.id}`, {
          venue_id: body.venueId,
          pitch: 1,
          starts_at: `${day}T20:00:00+04:00`,
        })
      ).statusCode,
    ).toBe(403);
    const moved = await move(second!, { pitch: 1, starts_at: `${day}T20:00:00+04:00` });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<CompetitionMatch>().starts_at).toBe(new Date(`${day}T20:00:00+04:00`).toISOString());
    // Another match of one of its teams, twenty minutes after it ends on the other pitch: too little rest.
    const sameTeam = matches.find(
      (match) =>
        match.id !== second!.id &&
        [match.home_team?.id, match.away_team?.id].some(
          (id) => id === second!.home_team?.id || id === second!.away_team?.id,
        ),
    )!;
    const tired = await move(sameTeam, { pitch: 2, starts_at: `${day}T21:00:00+04:00` });
    expect(tired.json()).toMatchObject({ code: 'competition_team_rest' });
    const movedNotes = await (test.app.db as Db)
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'competition_match_moved'));
    expect(movedNotes.length).toBe(10);
  });

  it('the day before a match (24 to 18 hours ahead) the members of both teams hear about it once', async () => {
    const competition = await createCompetitionThroughApi(
      test.app,
      organizer,
      await competitionBody(test.app),
    );
    await registered(competition, 2);
    expect((await close(competition.id)).statusCode).toBe(200);
    const [match] = await fixtures(competition.id);
    // Other tests' competitions share the database and the days: count this match's reminders only.
    const reminders = async () =>
      (
        await (test.app.db as Db)
          .select()
          .from(notifications)
          .where(like(notifications.dedupeKey, `competition_match_tomorrow:${match!.id}:%`))
      ).length;
    const tooEarly = new Date(new Date(match!.starts_at!).getTime() - 30 * 3_600_000);
    await scanCompetitionMatchesTomorrow(test.app.db as Db, tooEarly);
    expect(await reminders()).toBe(0);
    const dayBefore = new Date(new Date(match!.starts_at!).getTime() - 20 * 3_600_000);
    await scanCompetitionMatchesTomorrow(test.app.db as Db, dayBefore);
    expect(await reminders()).toBe(10);
    await scanCompetitionMatchesTomorrow(test.app.db as Db, new Date(dayBefore.getTime() + 60_000));
    expect(await reminders()).toBe(10);
  });

  it('closing with fewer teams than the minimum cancels the competition and refunds every fee once', async () => {
    const competition = await createCompetitionThroughApi(
      test.app,
      organizer,
      await competitionBody(test.app, { min_teams: 3 }),
    );
    const teams = await registered(competition, 2);
    for (const team of teams) expect(await balanceOf(test.app, team.captain.user.id)).toBe(8_000);
    const closed = await close(competition.id);
    expect(closed.json<Competition>().status).toBe('cancelled');
    for (const team of teams) expect(await balanceOf(test.app, team.captain.user.id)).toBe(10_000);
    expect((await close(competition.id)).json()).toMatchObject({ code: 'competition_not_registering' });
  });

  it('a platinum-only competition refuses a team whose captain is not platinum', async () => {
    const competition = await createCompetitionThroughApi(
      test.app,
      organizer,
      await competitionBody(test.app, { access: 'platinum' }),
    );
    const team = await competitionTeam(test.app);
    const response = await register(team, competition.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'competition_platinum_only' });
  });

  it.runIf(driver === 'postgres')(
    'parallel registrations never pass the maximum number of teams',
    async () => {
      const competition = await createCompetitionThroughApi(
        test.app,
        organizer,
        await competitionBody(test.app, { max_teams: 3 }),
      );
      const teams: CompetitionTeamFixture[] = [];
      for (let index = 0; index < 8; index += 1) teams.push(await competitionTeam(test.app));
      const responses = await Promise.all(teams.map((team) => register(team, competition.id)));
      expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
      expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(5);
      const charged = [];
      for (const team of teams)
        if ((await balanceOf(test.app, team.captain.user.id)) === 8_000) charged.push(team);
      expect(charged).toHaveLength(3);
      const detail = (
        await call(test.app, organizer, 'GET', `/competitions/${competition.id}`)
      ).json<Competition>();
      expect(detail.team_count).toBe(3);
    },
  );
});

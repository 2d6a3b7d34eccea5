import { randomUUID } from 'node:crypto';
import type { DevFixtureMoved, TeamMatch } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { competitionMatches, games, teamMatches } from '../../db/schema.js';
import { createGame } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, register, signedInUser } from '../games/testing/game-fixtures.js';
import { call } from '../teams/testing/team-fixtures.js';
import {
  acceptedWithSquads,
  challenge,
  resultBody,
  teamWithPlayers,
} from '../team-matches/testing/match-fixtures.js';
import {
  competitionBody,
  competitionTeam,
  createCompetitionThroughApi,
  withLineups,
} from '../competitions/testing/competition-fixtures.js';
import { devFixturesEnabled } from './dev-fixtures-enabled.js';

const MINUTE_MS = 60_000;
const finishUrl = (matchId: string) => `/api/v1/dev/fixtures/team-matches/${matchId}/finish`;
const kickOffUrl = (gameId: string) => `/api/v1/dev/fixtures/games/${gameId}/kick-off`;

describe.each(testDrivers({ everyDriver: true }))('end-to-end fixtures on %s (decision 57)', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver, env: { E2E_FIXTURES: 'true' } });
  });
  afterAll(() => test.close());
  const db = () => test.database.db as Db;
  const finish = (matchId: string) => test.app.inject({ method: 'POST', url: finishUrl(matchId) });
  const stored = async (matchId: string) => {
    const [match] = await db().select().from(teamMatches).where(eq(teamMatches.id, matchId));
    if (!match?.gameId) throw new Error('the match has no game');
    const [game] = await db().select().from(games).where(eq(games.id, match.gameId));
    return { match, game: game! };
  };

  it('moves an accepted friendly, its challenge, its answer and its game back so that it ended a minute ago; its result can then be recorded', async () => {
    const home = await teamWithPlayers(test.app, 2);
    const away = await teamWithPlayers(test.app, 2);
    const match = await acceptedWithSquads(test.app, home, away);
    const resultUrl = `/team-matches/${match.id}/result`;
    const early = await call(test.app, home.captain, 'POST', resultUrl, resultBody(home, away, [1, 0]));
    expect(early.json()).toMatchObject({ code: 'team_match_not_finished' });

    const before = Date.now();
    const response = await finish(match.id);
    expect(response.statusCode, response.body).toBe(200);
    const moved = response.json<DevFixtureMoved>();
    const endedAgo = before - new Date(moved.ends_at).getTime();
    expect(endedAgo).toBeGreaterThan(MINUTE_MS - 5_000);
    expect(endedAgo).toBeLessThanOrEqual(MINUTE_MS);
    expect(new Date(moved.ends_at).getTime() - new Date(moved.starts_at).getTime()).toBe(
      match.duration_minutes * MINUTE_MS,
    );

    const { match: row, game } = await stored(match.id);
    expect(row.startsAt.toISOString()).toBe(new Date(moved.starts_at).toISOString());
    expect(game.startsAt.getTime()).toBe(row.startsAt.getTime());
    // Challenged and answered before kick-off, as always; the game opened before it too.
    expect(row.createdAt.getTime()).toBeLessThan(row.startsAt.getTime());
    expect(row.respondedAt!.getTime()).toBeLessThan(row.startsAt.getTime());
    expect(game.registrationOpensAt.getTime()).toBeLessThan(game.startsAt.getTime());
    expect(row.status).toBe('accepted');

    const seen = (await call(test.app, home.captain, 'GET', `/team-matches/${match.id}`)).json<TeamMatch>();
    expect(seen.permissions.record_result).toBe(true);
    const recorded = await call(test.app, home.captain, 'POST', resultUrl, resultBody(home, away, [1, 0]));
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json<TeamMatch>().status).toBe('awaiting_confirmation');
  });

  it('never takes a pitch another game holds: with the one pitch taken until now, the match ends when that game began', async () => {
    const home = await teamWithPlayers(test.app, 2);
    const away = await teamWithPlayers(test.app, 2);
    const match = await acceptedWithSquads(test.app, home, away);
    const other = await createGame(db(), {
      venueId: match.venue.id,
      startsAt: new Date(Date.now() - 2 * 60 * MINUTE_MS),
      durationMinutes: 120,
    });
    const response = await finish(match.id);
    expect(response.statusCode, response.body).toBe(200);
    const moved = response.json<DevFixtureMoved>();
    expect(new Date(moved.ends_at).getTime()).toBe(other.startsAt.getTime());
    const { match: row, game } = await stored(match.id);
    expect(row.startsAt.toISOString()).toBe(new Date(moved.starts_at).toISOString());
    expect(game.startsAt.getTime()).toBe(row.startsAt.getTime());

    // Finishing a match that is already over leaves it where it is.
    const again = await finish(match.id);
    expect(again.json<DevFixtureMoved>()).toEqual(moved);
  });

  it('finishes only an accepted match: a challenge still waiting for its answer is refused', async () => {
    const home = await teamWithPlayers(test.app, 1);
    const away = await teamWithPlayers(test.app, 1);
    const proposed = await challenge(test.app, home, away);
    const response = await finish(proposed.id);
    expect(response.statusCode).toBe(409);
    const [row] = await db().select().from(teamMatches).where(eq(teamMatches.id, proposed.id));
    expect(row?.startsAt.toISOString()).toBe(new Date(proposed.starts_at).toISOString());
  });

  /** An organizer's open game a week ahead with two players booked in cash. */
  async function bookedGame() {
    const organizer = await signedInUser(test.app, { role: 'organizer' });
    const game = await createGame(db(), { organizerId: organizer.user.id });
    const players = [await signedInUser(test.app), await signedInUser(test.app)];
    for (const player of players) {
      const booked = await register(test.app, player, game.id, { paymentMethod: 'cash' });
      expect(booked.statusCode, booked.body).toBe(201);
    }
    return { organizer, players, game };
  }
  const recordGame = (organizer: SignedIn, gameId: string, players: SignedIn[]) =>
    call(test.app, organizer, 'POST', `/games/${gameId}/result`, {
      scores: [1, 0],
      players: players.map((player, side) => ({
        user_id: player.user.id,
        side,
        goals: side === 0 ? 1 : 0,
        attended: true,
      })),
    });

  it('moves an open pickup game, its creation and its registration opening back so that it kicked off a minute ago; its result can then be recorded', async () => {
    const { organizer, players, game } = await bookedGame();
    expect((await recordGame(organizer, game.id, players)).json()).toMatchObject({
      code: 'result_game_not_started',
    });

    const before = Date.now();
    const response = await test.app.inject({ method: 'POST', url: kickOffUrl(game.id) });
    expect(response.statusCode, response.body).toBe(200);
    const moved = response.json<DevFixtureMoved>();
    const startedAgo = before - new Date(moved.starts_at).getTime();
    expect(startedAgo).toBeGreaterThan(MINUTE_MS - 5_000);
    expect(startedAgo).toBeLessThanOrEqual(MINUTE_MS);
    const [row] = await db().select().from(games).where(eq(games.id, game.id));
    expect(row!.startsAt.toISOString()).toBe(moved.starts_at);
    expect(row!.registrationOpensAt.getTime()).toBeLessThan(row!.startsAt.getTime());
    expect(row!.createdAt.getTime()).toBeLessThan(row!.startsAt.getTime());
    expect(row!.registrationOpensAt.getTime() - game.registrationOpensAt.getTime()).toBe(
      row!.startsAt.getTime() - game.startsAt.getTime(),
    );

    const recorded = await recordGame(organizer, game.id, players);
    expect(recorded.statusCode, recorded.body).toBe(200);
  });

  it('never takes a pitch another game holds: with the one pitch taken from a minute ago, the game kicks off earlier and ends as that one begins', async () => {
    const { game } = await bookedGame();
    const other = await createGame(db(), {
      venueId: game.venueId,
      startsAt: new Date(Date.now() - 30_000),
      durationMinutes: 60,
    });
    const response = await test.app.inject({ method: 'POST', url: kickOffUrl(game.id) });
    expect(response.statusCode, response.body).toBe(200);
    const moved = response.json<DevFixtureMoved>();
    expect(new Date(moved.ends_at).getTime()).toBe(other.startsAt.getTime());
  });

  it('moves only an open pickup game: a cancelled one is refused, a team match’s game is not found', async () => {
    const { game } = await bookedGame();
    await db().update(games).set({ status: 'cancelled' }).where(eq(games.id, game.id));
    const cancelled = await test.app.inject({ method: 'POST', url: kickOffUrl(game.id) });
    expect(cancelled.statusCode).toBe(409);
    const home = await teamWithPlayers(test.app, 1);
    const away = await teamWithPlayers(test.app, 1);
    const match = await acceptedWithSquads(test.app, home, away);
    const matchGame = await test.app.inject({ method: 'POST', url: kickOffUrl(match.game_id!) });
    expect(matchGame.statusCode).toBe(404);
  });

  it('moves a drawn competition match and its game back so that it kicked off a minute ago; its result can then be recorded', async () => {
    const organizer = await signedInUser(test.app, { role: 'organizer' });
    const competition = await createCompetitionThroughApi(
      test.app,
      organizer,
      await competitionBody(test.app),
    );
    for (const team of [await competitionTeam(test.app), await competitionTeam(test.app)]) {
      const url = `/competitions/${competition.id}/registrations`;
      const registered = await call(test.app, team.captain, 'POST', url, { team_id: team.id });
      expect(registered.statusCode, registered.body).toBe(201);
    }
    const closeUrl = `/competitions/${competition.id}/close-registration`;
    expect((await call(test.app, organizer, 'POST', closeUrl)).statusCode).toBe(200);
    const [match] = await db()
      .select()
      .from(competitionMatches)
      .where(eq(competitionMatches.competitionId, competition.id));
    if (!match?.gameId) throw new Error('the draw placed no match with a game');
    const resultUrl = `/competitions/${competition.id}/matches/${match.id}/result`;
    const result = async () =>
      call(
        test.app,
        organizer,
        'POST',
        resultUrl,
        await withLineups(test.app, match.id, { home_score: 1, away_score: 0 }),
      );
    expect((await result()).json()).toMatchObject({ code: 'competition_match_not_started' });

    const before = Date.now();
    const url = `/api/v1/dev/fixtures/competitions/${competition.id}/matches/${match.id}/kick-off`;
    const response = await test.app.inject({ method: 'POST', url });
    expect(response.statusCode, response.body).toBe(200);
    const moved = response.json<DevFixtureMoved>();
    const startedAgo = before - new Date(moved.starts_at).getTime();
    expect(startedAgo).toBeGreaterThan(MINUTE_MS - 5_000);
    expect(startedAgo).toBeLessThanOrEqual(MINUTE_MS);
    const [game] = await db().select().from(games).where(eq(games.id, match.gameId));
    expect(game!.startsAt.toISOString()).toBe(moved.starts_at);

    const recorded = await result();
    expect(recorded.statusCode, recorded.body).toBe(200);
    const elsewhere = `/api/v1/dev/fixtures/competitions/${competition.id}/matches/${randomUUID()}/kick-off`;
    expect((await test.app.inject({ method: 'POST', url: elsewhere })).statusCode).toBe(404);
  });

  it('answers only this machine: another address finds nothing there', async () => {
    const home = await teamWithPlayers(test.app, 1);
    const away = await teamWithPlayers(test.app, 1);
    const match = await acceptedWithSquads(test.app, home, away);
    const response = await test.app.inject({
      method: 'POST',
      url: finishUrl(match.id),
      remoteAddress: '192.0.2.7',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('end-to-end fixtures outside end-to-end tests', () => {
  it('do not exist without E2E_FIXTURES: 404, and the match keeps its kick-off', async () => {
    const test = await createTestApp({ driver: 'pglite' });
    try {
      const home = await teamWithPlayers(test.app, 1);
      const away = await teamWithPlayers(test.app, 1);
      const match = await acceptedWithSquads(test.app, home, away);
      const response = await test.app.inject({ method: 'POST', url: finishUrl(match.id) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'route_not_found' });
      const game = await test.app.inject({ method: 'POST', url: kickOffUrl(match.game_id!) });
      expect(game.json()).toMatchObject({ code: 'route_not_found' });
      const [row] = await (test.database.db as Db)
        .select({ startsAt: teamMatches.startsAt })
        .from(teamMatches)
        .where(eq(teamMatches.id, match.id));
      expect(row?.startsAt.toISOString()).toBe(new Date(match.starts_at).toISOString());
    } finally {
      await test.close();
    }
  });

  it('cannot be turned on in production: the server refuses to start, and the routes would not be registered', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-0123456789abcdefghij',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      PAYMENT_SANDBOX_SECRET: 'a-sandbox-secret-0123456789abcdefghijk',
    };
    expect(() => loadConfig({ ...production, E2E_FIXTURES: 'true' })).toThrow(/E2E_FIXTURES/);
    expect(devFixturesEnabled({ NODE_ENV: 'production', E2E_FIXTURES: true })).toBe(false);
    expect(devFixturesEnabled({ NODE_ENV: 'test', E2E_FIXTURES: false })).toBe(false);
    expect(devFixturesEnabled({ NODE_ENV: 'development', E2E_FIXTURES: true })).toBe(true);
  });
});

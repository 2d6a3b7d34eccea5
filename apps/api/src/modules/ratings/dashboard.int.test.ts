import type { Dashboard } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRegistrations, playerOfMatchVotes } from '../../db/schema.js';
import { createGame, createUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { createPlayedGame } from './testing/rating-fixtures.js';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

describe.each(testDrivers())('the dashboard on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  const dashboard = async (player: SignedIn) => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard',
      headers: { ...player.headers, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Dashboard>();
  };
  const book = (gameId: string, userId: string) =>
    test.app.db.insert(gameRegistrations).values({
      gameId,
      userId,
      status: 'confirmed',
      paymentMethod: 'balance',
      priceQepik: 1000,
      paidAt: new Date(),
    });

  it('a new player gets empty lists, zero statistics and no open votes', async () => {
    const player = await signedInUser(test.app);
    const result = await dashboard(player);
    expect(result).toMatchObject({
      upcoming: [],
      upcoming_total: 0,
      recent_results: [],
      votes_open: 0,
      vote_game_id: null,
    });
    expect(result.stats).toMatchObject({ user_id: player.user.id, games_played: 0, rating: null });
  });

  it('shows my next three games soonest first with the total, and my last five results newest first', async () => {
    const player = await signedInUser(test.app);
    const opponent = await createUser(test.app.db);
    for (const days of [4, 2, 6, 3]) {
      const game = await createGame(test.app.db, {
        title: `In ${days} days`,
        startsAt: new Date(Date.now() + days * DAY_MS),
      });
      await book(game.id, player.user.id);
    }
    for (const days of [30, 20, 12, 10, 8]) {
      await createPlayedGame(test.app.db, {
        title: `Old ${days}`,
        startsAt: new Date(Date.now() - days * DAY_MS),
        scores: [1, 0],
        lines: [{ user: player.user, side: 0, goals: 1, rating: { after: 50 + days, delta: 1 } }],
      });
    }
    // The newest: a 2-3 loss in side A with two goals and the player of the match.
    await createPlayedGame(test.app.db, {
      title: 'Latest',
      startsAt: new Date(Date.now() - 5 * DAY_MS),
      scores: [2, 3],
      lines: [
        { user: player.user, side: 0, goals: 2, rating: { after: 48, delta: -2 } },
        { user: opponent, side: 1, goals: 3 },
      ],
      playerOfMatch: player.user,
    });
    const result = await dashboard(player);

    expect(result.upcoming.map((game) => game.title)).toEqual(['In 2 days', 'In 3 days', 'In 4 days']);
    expect(result.upcoming_total).toBe(4);
    expect(result.recent_results.map((game) => game.title)).toEqual([
      'Latest',
      'Old 8',
      'Old 10',
      'Old 12',
      'Old 20',
    ]);
    expect(result.recent_results[0]).toMatchObject({
      scores: [2, 3],
      my_side: 0,
      outcome: 'loss',
      my_goals: 2,
      rating_delta: -2,
      player_of_match: true,
    });
    expect(result.recent_results[0]?.venue_name).toEqual(expect.any(String));
    expect(result.recent_results[1]).toMatchObject({
      outcome: 'win',
      rating_delta: 1,
      player_of_match: false,
    });
    expect(result.stats).toMatchObject({ games_played: 6, wins: 5, losses: 1, goals: 7 });
  });

  it('a no-show result has no outcome and no rating change', async () => {
    const player = await signedInUser(test.app);
    await createPlayedGame(test.app.db, {
      scores: [4, 1],
      lines: [{ user: player.user, side: 0, attended: false }],
    });
    const [recent] = (await dashboard(player)).recent_results;
    expect(recent).toMatchObject({ outcome: null, my_goals: 0, rating_delta: null, player_of_match: false });
  });

  it('counts the games I attended whose player-of-the-match vote is open and I have not voted in, naming the one closing first', async () => {
    const player = await signedInUser(test.app);
    const other = await createUser(test.app.db);
    const lines = [
      { user: player.user, side: 0 },
      { user: other, side: 1 },
    ];
    const recent = (hoursAgo: number) => ({
      startsAt: new Date(Date.now() - (hoursAgo + 2) * HOUR_MS),
      recordedAt: new Date(Date.now() - hoursAgo * HOUR_MS),
    });
    await createPlayedGame(test.app.db, { scores: [1, 0], lines, ...recent(1) }); // open
    const closingSoon = await createPlayedGame(test.app.db, { scores: [1, 0], lines, ...recent(23) }); // open, closing soon
    await createPlayedGame(test.app.db, { scores: [1, 0], lines, ...recent(25) }); // closed
    const voted = await createPlayedGame(test.app.db, { scores: [1, 0], lines, ...recent(2) });
    await test.app.db
      .insert(playerOfMatchVotes)
      .values({ gameId: voted.id, voterId: player.user.id, candidateId: other.id });
    await createPlayedGame(test.app.db, {
      scores: [1, 0],
      lines: [{ user: player.user, side: 0, attended: false }, lines[1]!],
      ...recent(1),
    }); // a no-show does not vote
    const result = await dashboard(player);
    expect(result.votes_open).toBe(2);
    // The banner leads to the game whose vote closes first.
    expect(result.vote_game_id).toBe(closingSoon.id);
  });

  it('needs a signed-in player', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/v1/dashboard' })).statusCode).toBe(401);
  });
});

import type { Dashboard, PlayerStats, RatingHistory, Wallet } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { playedGame, postResult, resultBody } from '../results/testing/result-fixtures.js';

describe.each(testDrivers())('statistics from results recorded through the API on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  const read = async <T>(who: SignedIn, url: string) => {
    const response = await test.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  it('recording a result updates the player statistics exactly once, and a correction changes them', async () => {
    const organizer = await signedInUser(test.app, { role: 'organizer' });
    const { game, players } = await playedGame(test.app, { organizer, count: 4 });
    const scorer = players[0]!;
    const recorded = resultBody(players, [3, 1], { lines: { 0: { goals: 2 } }, pick: scorer });

    // Recorded, then sent again unchanged: counted once.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await postResult(test.app, organizer, game.id, recorded)).statusCode).toBe(200);
      const stats = await read<PlayerStats>(scorer, `/users/${scorer.user.id}/stats`);
      expect(stats).toMatchObject({
        games_played: 1,
        wins: 1,
        draws: 0,
        losses: 0,
        goals: 2,
        best_goals_in_game: 2,
        player_of_match: 1,
        no_shows: 0,
        win_percent: 100,
        rated_games: 1,
        provisional: true,
      });
      expect(stats.rating).toEqual(expect.any(Number));
      expect((await read<Wallet>(scorer, '/wallet')).games_played).toBe(1);
      const history = await read<RatingHistory>(scorer, `/users/${scorer.user.id}/rating-history`);
      expect(history.items.map((point) => [point.game_id, point.outcome])).toEqual([[game.id, 'win']]);
    }

    // Corrected: side A lost 1-3, the scorer got one goal and someone else is the player of the match.
    const corrected = resultBody(players, [1, 3], { lines: { 0: { goals: 1 } }, pick: players[2]! });
    expect((await postResult(test.app, organizer, game.id, corrected)).statusCode).toBe(200);
    expect(await read<PlayerStats>(scorer, `/users/${scorer.user.id}/stats`)).toMatchObject({
      games_played: 1,
      wins: 0,
      losses: 1,
      goals: 1,
      player_of_match: 0,
      win_percent: 0,
      rated_games: 1,
    });
    const history = await read<RatingHistory>(scorer, `/users/${scorer.user.id}/rating-history`);
    expect(history.items.map((point) => point.outcome)).toEqual(['loss']);
    const dashboard = await read<Dashboard>(scorer, '/dashboard');
    expect(dashboard.recent_results).toHaveLength(1);
    expect(dashboard.recent_results[0]).toMatchObject({
      scores: [1, 3],
      my_side: 0,
      outcome: 'loss',
      my_goals: 1,
    });

    // Corrected again: the scorer was in fact a no-show.
    const noShow = resultBody(players, [1, 3], { lines: { 0: { attended: false } }, pick: players[2]! });
    expect((await postResult(test.app, organizer, game.id, noShow)).statusCode).toBe(200);
    expect(await read<PlayerStats>(scorer, `/users/${scorer.user.id}/stats`)).toMatchObject({
      games_played: 0,
      wins: 0,
      losses: 0,
      goals: 0,
      no_shows: 1,
      reliability_percent: 0,
      rated_games: 0,
      rating: null,
    });
    expect((await read<Wallet>(scorer, '/wallet')).games_played).toBe(0);
    expect((await read<RatingHistory>(scorer, `/users/${scorer.user.id}/rating-history`)).items).toEqual([]);
    expect((await read<Dashboard>(scorer, '/dashboard')).recent_results[0]?.outcome).toBeNull();
  });
});

import { type PlayerStats, type RatingHistory, type Wallet, sideOutcome } from '@oyna/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { createUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { countGamesPlayed } from '../wallet/games-played.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { createGameWithoutResult, createPlayedGame } from './testing/rating-fixtures.js';
import { sideOutcomeSql } from './side-outcome-sql.js';

const DAY_MS = 24 * 3600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe.each(testDrivers())('player statistics and rating history on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  const get = (viewer: SignedIn, url: string) =>
    test.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: { ...viewer.headers, 'accept-language': 'en' },
    });

  /**
   * Six results (two wins, two draws, two losses, with three- and four-side games), a no-show,
   * a completed game with attendance but no result, a hat-trick and a player-of-the-match award.
   */
  async function seasonedPlayer() {
    const player = await signedInUser(test.app);
    const other = await createUser(test.app.db);
    const db = test.app.db;
    const me = player.user;
    const line = (side: number, goals: number, after: number, delta: number) => ({
      user: me,
      side,
      goals,
      rating: { after, delta },
    });
    await createPlayedGame(db, {
      title: 'Win 3-1',
      startsAt: daysAgo(30),
      scores: [3, 1],
      lines: [line(0, 3, 55, 5), { user: other, side: 1, goals: 1, rating: { after: 60, delta: 10 } }],
      playerOfMatch: me,
    });
    await createPlayedGame(db, {
      title: 'Draw 2-2',
      startsAt: daysAgo(25),
      scores: [2, 2],
      lines: [line(1, 1, 54, -1)],
    });
    await createPlayedGame(db, {
      title: 'Loss 0-1',
      startsAt: daysAgo(20),
      scores: [0, 1],
      lines: [line(0, 0, 50, -4)],
    });
    await createPlayedGame(db, {
      title: 'Three sides, third',
      startsAt: daysAgo(15),
      scores: [2, 4, 1],
      lines: [line(2, 1, 48, -2)],
    });
    await createPlayedGame(db, {
      title: 'Three sides, shared top',
      startsAt: daysAgo(10),
      scores: [3, 3, 1],
      lines: [line(0, 2, 49, 1)],
    });
    await createPlayedGame(db, {
      title: 'Four sides, top alone',
      startsAt: daysAgo(8),
      scores: [1, 0, 2, 0],
      lines: [line(2, 0, 52, 3)],
    });
    await createPlayedGame(db, {
      title: 'No-show',
      startsAt: daysAgo(6),
      scores: [1, 0],
      lines: [{ user: me, side: 0, attended: false }],
    });
    await createGameWithoutResult(db, { user: me, attended: true, startsAt: daysAgo(4) });
    return player;
  }

  it('counts played, wins, draws and losses (three and four sides too), goals, no-shows and the player of the match', async () => {
    const player = await seasonedPlayer();
    // Rated higher than everyone, but hidden from the leaderboard: does not push the player down.
    const hidden = await createUser(test.app.db, { showOnLeaderboard: false });
    await createPlayedGame(test.app.db, {
      scores: [5, 0],
      lines: [{ user: hidden, side: 0, goals: 5, rating: { after: 99, delta: 49 } }],
    });

    const response = await get(player, `/users/${player.user.id}/stats`);
    expect(response.statusCode).toBe(200);
    const stats = response.json<PlayerStats>();
    expect(stats).toMatchObject({
      user_id: player.user.id,
      games_played: 7,
      wins: 2,
      draws: 2,
      losses: 2,
      goals: 7,
      best_goals_in_game: 3,
      player_of_match: 1,
      no_shows: 1,
      reliability_percent: 88, // 7 / 8
      win_percent: 33, // 2 / 6 results
      rating: 52,
      provisional: false,
      rated_games: 6,
      tier: 'bronze',
    });
    // The other player of the first game (rating 60) is ahead; the hidden 99 is not counted.
    expect(stats.rank).toBe(2);
  });

  it('earns achievements from the statistics: first game, first win, first goal, hat-trick, player of the match', async () => {
    const player = await seasonedPlayer();
    const stats = (await get(player, `/users/${player.user.id}/stats`)).json<PlayerStats>();
    const byId = Object.fromEntries(stats.achievements.map((badge) => [badge.id, badge]));
    expect(byId['first_game']).toEqual({ id: 'first_game', earned: true, current: 1, target: 1 });
    expect(byId['first_win']?.earned).toBe(true);
    expect(byId['first_goal']?.earned).toBe(true);
    expect(byId['hat_trick']).toEqual({ id: 'hat_trick', earned: true, current: 3, target: 3 });
    expect(byId['player_of_match']?.earned).toBe(true);
    expect(byId['games_10']).toEqual({ id: 'games_10', earned: false, current: 7, target: 10 });
    expect(byId['reliable']?.earned).toBe(false);
    expect(byId['goals_25']).toMatchObject({ earned: false, current: 7 });
  });

  it('games played is the same number the wallet loyalty tier counts', async () => {
    const player = await seasonedPlayer();
    const stats = (await get(player, `/users/${player.user.id}/stats`)).json<PlayerStats>();
    const wallet = (await get(player, '/wallet')).json<Wallet>();
    expect(stats.games_played).toBe(wallet.games_played);
    expect(stats.games_played).toBe(await countGamesPlayed(test.app.db, player.user.id));
    expect(stats.tier).toBe(wallet.tier);
  });

  it('a new player has zeros, no percentages, no rating and no rank', async () => {
    const player = await signedInUser(test.app);
    const stats = (await get(player, `/users/${player.user.id}/stats`)).json<PlayerStats>();
    expect(stats).toMatchObject({
      games_played: 0,
      wins: 0,
      goals: 0,
      no_shows: 0,
      reliability_percent: null,
      win_percent: null,
      rating: null,
      provisional: true,
      rated_games: 0,
      rank: null,
      tier: 'bronze',
    });
    expect(stats.achievements.every((badge) => !badge.earned)).toBe(true);
  });

  it('the rating history lists rated games oldest first with their title and outcome', async () => {
    const player = await seasonedPlayer();
    const response = await get(player, `/users/${player.user.id}/rating-history`);
    expect(response.statusCode).toBe(200);
    const history = response.json<RatingHistory>();
    expect(history).toMatchObject({ user_id: player.user.id, rating: 52, provisional: false });
    expect(
      history.items.map((point) => [point.game_title, point.rating, point.delta, point.outcome]),
    ).toEqual([
      ['Win 3-1', 55, 5, 'win'],
      ['Draw 2-2', 54, -1, 'draw'],
      ['Loss 0-1', 50, -4, 'loss'],
      ['Three sides, third', 48, -2, 'loss'],
      ['Three sides, shared top', 49, 1, 'draw'],
      ['Four sides, top alone', 52, 3, 'win'],
    ]);
    const times = history.items.map((point) => Date.parse(point.played_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  describe('privacy', () => {
    it('a private profile answers 403 profile_private to another player, 200 to its player and to an admin', async () => {
      const owner = await signedInUser(test.app, { profileVisibility: 'private' });
      const stranger = await signedInUser(test.app);
      const admin = await signedInUser(test.app, { role: 'admin' });
      for (const path of ['stats', 'rating-history']) {
        const refused = await get(stranger, `/users/${owner.user.id}/${path}`);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'profile_private' });
        expect((await get(owner, `/users/${owner.user.id}/${path}`)).statusCode).toBe(200);
        expect((await get(admin, `/users/${owner.user.id}/${path}`)).statusCode).toBe(200);
      }
    });

    it('a public profile is open to other players; an unknown player is 404 and a bad id 400', async () => {
      const owner = await seasonedPlayer();
      const stranger = await signedInUser(test.app);
      expect((await get(stranger, `/users/${owner.user.id}/stats`)).json<PlayerStats>().wins).toBe(2);
      expect((await get(stranger, `/users/${owner.user.id}/rating-history`)).statusCode).toBe(200);
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await get(stranger, `/users/${unknown}/stats`)).statusCode).toBe(404);
      expect((await get(stranger, `/users/${unknown}/rating-history`)).statusCode).toBe(404);
      expect((await get(stranger, '/users/not-a-uuid/stats')).statusCode).toBe(400);
    });

    it('a player hidden from the leaderboard has no rank for others but sees their own', async () => {
      const owner = await signedInUser(test.app, { showOnLeaderboard: false });
      await createPlayedGame(test.app.db, {
        scores: [1, 0],
        lines: [{ user: owner.user, side: 0, rating: { after: 40, delta: 2 } }],
      });
      const stranger = await signedInUser(test.app);
      expect((await get(stranger, `/users/${owner.user.id}/stats`)).json<PlayerStats>().rank).toBeNull();
      expect((await get(owner, `/users/${owner.user.id}/stats`)).json<PlayerStats>().rank).toEqual(
        expect.any(Number),
      );
    });

    it('statistics need a signed-in player', async () => {
      const owner = await createUser(test.app.db);
      const response = await test.app.inject({ method: 'GET', url: `/api/v1/users/${owner.id}/stats` });
      expect(response.statusCode).toBe(401);
    });
  });

  it('the SQL outcome agrees with sideOutcome for every 2-4 side score line up to 2 goals', async () => {
    const lines: number[][] = [];
    const extend = (prefix: number[]) => {
      if (prefix.length >= 2) lines.push(prefix);
      if (prefix.length < 4) for (const goals of [0, 1, 2]) extend([...prefix, goals]);
    };
    extend([]);
    const cases = lines.flatMap((scores) => scores.map((_, side) => ({ scores, side })));
    const values = sql.join(
      cases.map(
        ({ scores, side }, index) =>
          sql`(${index}::int, array[${sql.join(
            scores.map((score) => sql`${score}::smallint`),
            sql`, `,
          )}]::smallint[], ${side}::int)`,
      ),
      sql`, `,
    );
    const rows = await queryRows<{ i: number; outcome: string }>(
      test.app.db,
      sql`select c.i, ${sideOutcomeSql(sql`c.scores`, sql`c.side`)} as outcome
        from (values ${values}) as c(i, scores, side) order by c.i`,
    );
    expect(rows.map((row) => row.outcome)).toEqual(
      cases.map(({ scores, side }) => sideOutcome(scores, side)),
    );
  });
});

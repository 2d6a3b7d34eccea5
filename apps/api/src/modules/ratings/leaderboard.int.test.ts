import type { Leaderboard, LeaderboardEntry, PlayerStats } from '@oyna/shared';
import { leaderboardQuerySchema } from '@oyna/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewUserRow, UserRow } from '../../db/schema.js';
import { createUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { getLeaderboard } from './get-leaderboard.js';
import { createPlayedGame } from './testing/rating-fixtures.js';

const DAY_MS = 24 * 3600_000;

interface Point {
  at: Date;
  after: number;
  delta: number;
}

// The leaderboard is everyone's: each test gets its own database.
describe.each(testDrivers())('the leaderboard on %s', (driver) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp({ driver });
  });
  afterEach(() => test.close());

  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

  /** A player with one rated game per point of their rating history. */
  async function ratedPlayer(points: Point[], overrides: Partial<NewUserRow> = {}): Promise<UserRow> {
    const user = await createUser(test.app.db, overrides);
    for (const point of points) {
      await createPlayedGame(test.app.db, {
        startsAt: point.at,
        scores: [1, 0],
        lines: [{ user, side: 0, goals: 1, rating: { after: point.after, delta: point.delta } }],
      });
    }
    return user;
  }
  /** A rating reached in `games` games, the last one `days` ago. */
  const rating = (value: number, games = 1, days = 10) =>
    Array.from({ length: games }, (_, index) => ({
      at: daysAgo(days + games - 1 - index),
      after: value,
      delta: index === 0 ? value - 50 : 0,
    }));

  const board = async (viewer: SignedIn, query = '') => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/ratings${query}`,
      headers: { ...viewer.headers, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Leaderboard>();
  };
  const names = (entries: LeaderboardEntry[]) => entries.map((entry) => [entry.rank, entry.user.first_name]);

  it('ranks by rating, then more rated games; equal players share a rank and are listed by name', async () => {
    await ratedPlayer(rating(70, 2), { firstName: 'Anar' });
    await ratedPlayer(rating(70, 3), { firstName: 'Babək' });
    await ratedPlayer(rating(60, 1), { firstName: 'Zaur' });
    await ratedPlayer(rating(60, 1), { firstName: 'Cavid' });
    await createUser(test.app.db, { firstName: 'Unrated' });
    const viewer = await signedInUser(test.app);

    const result = await board(viewer);
    expect(names(result.items)).toEqual([
      [1, 'Babək'],
      [2, 'Anar'],
      [3, 'Cavid'],
      [3, 'Zaur'],
    ]);
    expect(result).toMatchObject({ total: 4, page: 1, period: 'all', me: null, me_hidden: false });
    expect(result.items[0]).toMatchObject({ rating: 70, games: 3, provisional: true, is_me: false });
  });

  it('pages through the board with the total of all pages', async () => {
    for (const [index, value] of [90, 80, 70, 60, 50].entries()) {
      await ratedPlayer(rating(value), { firstName: `P${index + 1}` });
    }
    const viewer = await signedInUser(test.app);
    const second = await board(viewer, '?page=2&page_size=2');
    expect(names(second.items)).toEqual([
      [3, 'P3'],
      [4, 'P4'],
    ]);
    expect(second).toMatchObject({ total: 5, page: 2, page_size: 2 });
    expect((await board(viewer, '?page=9&page_size=2')).items).toEqual([]);
    expect((await board(viewer, '?page=9&page_size=2')).total).toBe(5);
  });

  it('a player hidden from the leaderboard is absent for others, and sees their own row as me', async () => {
    await ratedPlayer(rating(60), { firstName: 'Shown' });
    const hidden = await signedInUser(test.app, { firstName: 'Hidden', showOnLeaderboard: false });
    await createPlayedGame(test.app.db, {
      startsAt: daysAgo(3),
      scores: [2, 0],
      lines: [{ user: hidden.user, side: 0, goals: 2, rating: { after: 75, delta: 25 } }],
    });
    const other = await signedInUser(test.app);

    const seen = await board(other);
    expect(names(seen.items)).toEqual([[1, 'Shown']]);
    expect(seen.total).toBe(1);

    const own = await board(hidden);
    expect(names(own.items)).toEqual([[1, 'Shown']]);
    expect(own.me_hidden).toBe(true);
    expect(own.me).toMatchObject({ rank: 1, rating: 75, is_me: true, history_visible: true });
    expect(own.me?.user.id).toBe(hidden.user.id);
  });

  it('my own row is in me with is_me, and matches the rank of my statistics', async () => {
    await ratedPlayer(rating(80), { firstName: 'Top' });
    const me = await signedInUser(test.app, { firstName: 'Me' });
    await createPlayedGame(test.app.db, {
      startsAt: daysAgo(3),
      scores: [1, 0],
      lines: [{ user: me.user, side: 0, rating: { after: 65, delta: 15 } }],
    });
    const result = await board(me);
    expect(result.me).toMatchObject({ rank: 2, is_me: true });
    expect(result.items.find((entry) => entry.is_me)?.user.id).toBe(me.user.id);
    const stats = await test.app.inject({
      method: 'GET',
      url: `/api/v1/users/${me.user.id}/stats`,
      headers: me.headers,
    });
    expect(stats.json<PlayerStats>().rank).toBe(2);
  });

  it('filters by the line of the primary position: wings are attackers, full backs defenders', async () => {
    await ratedPlayer(rating(80), { firstName: 'Wing', primaryPosition: 'leftWing' });
    await ratedPlayer(rating(70), { firstName: 'Striker', primaryPosition: 'striker' });
    await ratedPlayer(rating(75), { firstName: 'Back', primaryPosition: 'rightBack' });
    await ratedPlayer(rating(90), { firstName: 'Nobody' });
    const viewer = await signedInUser(test.app);

    expect(names((await board(viewer, '?position=attacker')).items)).toEqual([
      [1, 'Wing'],
      [2, 'Striker'],
    ]);
    expect(names((await board(viewer, '?position=defender')).items)).toEqual([[1, 'Back']]);
    expect((await board(viewer, '?position=goalkeeper')).total).toBe(0);
  });

  it('shows the movement since a week ago: rating change over 7 days and places moved', async () => {
    // A week ago: Leader 70 first, Climber 60 second. Since then Climber gained 20.
    await ratedPlayer([{ at: daysAgo(9), after: 70, delta: 20 }], { firstName: 'Leader' });
    await ratedPlayer(
      [
        { at: daysAgo(9), after: 60, delta: 10 },
        { at: daysAgo(2), after: 80, delta: 20 },
      ],
      { firstName: 'Climber' },
    );
    await ratedPlayer([{ at: daysAgo(1), after: 55, delta: 5 }], { firstName: 'Newcomer' });
    const viewer = await signedInUser(test.app);

    const result = await board(viewer);
    expect(
      result.items.map((entry) => [
        entry.user.first_name,
        entry.rank,
        entry.rating_change,
        entry.rank_change,
      ]),
    ).toEqual([
      ['Climber', 1, 20, 1],
      ['Leader', 2, 0, -1],
      ['Newcomer', 3, 5, null],
    ]);
  });

  it('this month ranks players with a rated game since the month began in Baku by the points gained', async () => {
    // 1 March 2026, 06:00 in Baku: the month began at 28 February 20:00 UTC.
    const now = new Date('2026-03-01T02:00:00Z');
    const at = (iso: string) => new Date(iso);
    await ratedPlayer(
      [
        { at: at('2026-02-20T10:00:00Z'), after: 80, delta: 30 },
        { at: at('2026-02-28T21:00:00Z'), after: 84, delta: 4 }, // 01:00 on 1 March in Baku
      ],
      { firstName: 'Steady' },
    );
    await ratedPlayer(
      [
        { at: at('2026-02-28T20:30:00Z'), after: 55, delta: 5 },
        { at: at('2026-03-01T01:00:00Z'), after: 60, delta: 5 },
      ],
      { firstName: 'Rising' },
    );
    await ratedPlayer([{ at: at('2026-02-28T19:00:00Z'), after: 90, delta: 40 }], {
      firstName: 'LastMonth', // 23:00 on 28 February in Baku
    });
    const viewer = await signedInUser(test.app);

    const result = await getLeaderboard(test.app.db, {
      viewer: { id: viewer.user.id, role: 'player', sessionId: 'test' },
      query: leaderboardQuerySchema.parse({ period: 'month' }),
      now,
    });
    expect(
      result.items.map((entry) => [
        entry.user.first_name,
        entry.rank,
        entry.rating_change,
        entry.games,
        entry.rating,
      ]),
    ).toEqual([
      ['Rising', 1, 10, 2, 60],
      ['Steady', 2, 4, 1, 84],
    ]);
    expect(result.total).toBe(2);
    // A week ago was last month: nobody was on this month's board then.
    expect(result.items.every((entry) => entry.rank_change === null)).toBe(true);
  });

  it('marks whose rating history may be opened: public profiles and my own', async () => {
    await ratedPlayer(rating(80), { firstName: 'Private', profileVisibility: 'private' });
    await ratedPlayer(rating(70), { firstName: 'Public' });
    const viewer = await signedInUser(test.app);
    const result = await board(viewer, '?period=all');
    expect(result.items.map((entry) => [entry.user.first_name, entry.history_visible])).toEqual([
      ['Private', false],
      ['Public', true],
    ]);
  });

  it('needs a signed-in player and a known period', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/v1/ratings' })).statusCode).toBe(401);
    const viewer = await signedInUser(test.app);
    const bad = await test.app.inject({
      method: 'GET',
      url: '/api/v1/ratings?period=year',
      headers: viewer.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

import type { GameResult } from '@oyna/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameRegistrations,
  gameResultPlayers,
  gameResults,
  games,
  playerRatings,
  ratingHistory,
} from '../../db/schema.js';
import { createGame } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { countGamesPlayed } from '../wallet/games-played.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { rateGame } from './rate-game.js';
import { RATING_PRIOR, displayedRating } from './rating-scale.js';
import { playedGame, postResult, resultBody } from './testing/result-fixtures.js';

describe.each(testDrivers())('recording a game result on %s', (driver) => {
  let test: TestApp;
  let organizer: SignedIn;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    organizer = await signedInUser(test.app, { role: 'organizer' });
  });
  afterAll(() => test.close());

  const ratingsOf = (players: SignedIn[]) =>
    test.database.db
      .select({
        userId: playerRatings.userId,
        mu: playerRatings.mu,
        sigma: playerRatings.sigma,
        rating: playerRatings.rating,
        ratedGames: playerRatings.ratedGames,
      })
      .from(playerRatings)
      .where(
        inArray(
          playerRatings.userId,
          players.map((player) => player.user.id),
        ),
      )
      .orderBy(asc(playerRatings.userId));
  const historyOf = (gameId: string) =>
    test.database.db
      .select()
      .from(ratingHistory)
      .where(eq(ratingHistory.gameId, gameId))
      .orderBy(asc(ratingHistory.userId));

  it('completes the game, takes attendance, and rates the players who attended once', async () => {
    const { game, players } = await playedGame(test.app, { organizer, count: 6 });
    const body = resultBody(players, [3, 1], {
      lines: { 0: { goals: 2 }, 1: { goals: 1 }, 3: { goals: 1 }, 5: { attended: false } },
      pick: players[0],
    });
    const response = await postResult(test.app, organizer, game.id, body);
    expect(response.statusCode).toBe(200);
    const result = response.json<GameResult>();
    expect(result).toMatchObject({
      game_id: game.id,
      scores: [3, 1],
      winner_side: 0,
      player_of_match_id: players[0]?.user.id,
      corrected_at: null,
      can_manage: true,
      vote: { open: true, can_vote: false, my_vote_id: null, total_votes: 0 },
    });
    const winner = result.players.find((line) => line.id === players[0]?.user.id);
    const loser = result.players.find((line) => line.id === players[3]?.user.id);
    const noShow = result.players.find((line) => line.id === players[5]?.user.id);
    expect(winner).toMatchObject({ side: 0, goals: 2, attended: true });
    expect(winner?.rating_delta).toBeGreaterThan(0);
    expect(loser?.rating_delta).toBeLessThan(0);
    expect(noShow).toMatchObject({ attended: false, rating_after: null, rating_delta: null });

    const [stored] = await test.database.db.select().from(games).where(eq(games.id, game.id));
    expect(stored?.status).toBe('completed');
    expect(stored?.completedAt).not.toBeNull();
    const attendance = await test.database.db
      .select({ userId: gameRegistrations.userId, attendance: gameRegistrations.attendance })
      .from(gameRegistrations)
      .where(eq(gameRegistrations.gameId, game.id));
    expect(attendance.filter((row) => row.attendance === 'no_show').map((row) => row.userId)).toEqual([
      players[5]?.user.id,
    ]);
    expect(attendance.filter((row) => row.attendance === 'attended')).toHaveLength(5);
    expect(await countGamesPlayed(test.database.db, players[0]?.user.id ?? '')).toBe(1);
    expect(await countGamesPlayed(test.database.db, players[5]?.user.id ?? '')).toBe(0);

    expect(await historyOf(game.id)).toHaveLength(5);
    const ratings = await ratingsOf(players);
    expect(ratings).toHaveLength(5);
    expect(ratings.every((row) => row.ratedGames === 1)).toBe(true);
    const expected = rateGame(
      [
        players.slice(0, 3).map((player) => ({ userId: player.user.id, rating: RATING_PRIOR })),
        players.slice(3, 5).map((player) => ({ userId: player.user.id, rating: RATING_PRIOR })),
      ],
      [3, 1],
    );
    for (const row of ratings) {
      expect(row.mu).toBeCloseTo(expected.get(row.userId)?.mu ?? 0, 9);
      expect(row.rating).toBe(displayedRating(row));
    }
  });

  it('records the same result a second time as a correction that leaves ratings as after the first', async () => {
    const { game, players } = await playedGame(test.app, { organizer, count: 4 });
    const body = resultBody(players, [2, 2], { lines: { 0: { goals: 1 }, 2: { goals: 2 } } });
    const first = (await postResult(test.app, organizer, game.id, body)).json<GameResult>();
    const ratingsOnce = await ratingsOf(players);
    const historyOnce = await historyOf(game.id);

    const again = await postResult(test.app, organizer, game.id, body);
    expect(again.statusCode).toBe(200);
    const second = again.json<GameResult>();
    expect(second.winner_side).toBeNull();
    expect(second.recorded_at).toBe(first.recorded_at);
    expect(second.corrected_at).not.toBeNull();
    const [row] = await test.database.db.select().from(gameResults).where(eq(gameResults.gameId, game.id));
    expect(row?.revision).toBe(2);
    expect(await ratingsOf(players)).toEqual(ratingsOnce);
    expect(await historyOf(game.id)).toEqual(historyOnce);
    expect(await countGamesPlayed(test.database.db, players[0]?.user.id ?? '')).toBe(1);
  });

  it('a corrected score re-rates that game and replays the later game of the same players', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => signedInUser(test.app)));
    const earlier = await playedGame(test.app, { organizer, players, hoursAgo: 72 });
    const later = await playedGame(test.app, { organizer, players, hoursAgo: 24 });
    // The later game mixes the sides: 0 and 2 against 1 and 3.
    const laterBody = resultBody(players, [1, 0], {
      lines: { 1: { side: 1 }, 2: { side: 0 } },
    });
    expect(
      (await postResult(test.app, organizer, earlier.game.id, resultBody(players, [5, 0]))).statusCode,
    ).toBe(200);
    expect((await postResult(test.app, organizer, later.game.id, laterBody)).statusCode).toBe(200);
    const corrected = await postResult(test.app, organizer, earlier.game.id, resultBody(players, [0, 3]));
    expect(corrected.statusCode).toBe(200);

    // A fresh replay of both games, from the prior, in order.
    const ids = players.map((player) => player.user.id);
    const prior = ids.map((userId) => ({ userId, rating: RATING_PRIOR }));
    const afterEarlier = rateGame([prior.slice(0, 2), prior.slice(2)], [0, 3]);
    const rated = (index: number) => ({
      userId: ids[index] ?? '',
      rating: afterEarlier.get(ids[index] ?? '') ?? RATING_PRIOR,
    });
    const afterLater = rateGame(
      [
        [rated(0), rated(2)],
        [rated(1), rated(3)],
      ],
      [1, 0],
    );
    const ratings = await ratingsOf(players);
    expect(ratings.map((row) => row.ratedGames)).toEqual([2, 2, 2, 2]);
    for (const row of ratings) {
      expect(row.mu).toBeCloseTo(afterLater.get(row.userId)?.mu ?? 0, 9);
      expect(row.sigma).toBeCloseTo(afterLater.get(row.userId)?.sigma ?? 0, 9);
    }
    const earlierHistory = await historyOf(earlier.game.id);
    const laterHistory = await historyOf(later.game.id);
    expect(earlierHistory).toHaveLength(4);
    expect(laterHistory).toHaveLength(4);
    for (const point of laterHistory) {
      const before = displayedRating(afterEarlier.get(point.userId) ?? RATING_PRIOR);
      expect(point.delta).toBe(point.rating - before);
      expect(point.mu).toBeCloseTo(afterLater.get(point.userId)?.mu ?? 0, 9);
    }
  });

  describe('refuses a result that breaks a rule, and changes nothing', () => {
    let played: Awaited<ReturnType<typeof playedGame>>;
    beforeAll(async () => {
      played = await playedGame(test.app, { organizer, count: 4 });
    });
    const expectRefused = async (body: object, status: number, code: string, gameId = played.game.id) => {
      const response = await postResult(test.app, organizer, gameId, body as never);
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
      const [game] = await test.database.db.select().from(games).where(eq(games.id, gameId));
      expect(game?.status).not.toBe('completed');
      expect(await test.database.db.select().from(gameResults).where(eq(gameResults.gameId, gameId))).toEqual(
        [],
      );
      expect(await historyOf(gameId)).toEqual([]);
      const marks = await test.database.db
        .select({ attendance: gameRegistrations.attendance })
        .from(gameRegistrations)
        .where(eq(gameRegistrations.gameId, gameId));
      expect(marks.every((mark) => mark.attendance === null)).toBe(true);
    };

    it('a game that has not kicked off', async () => {
      const upcoming = await createGame(test.database.db, { organizerId: organizer.user.id });
      await expectRefused(resultBody(played.players, [1, 0]), 422, 'result_game_not_started', upcoming.id);
    });

    it('a cancelled game', async () => {
      const cancelled = await createGame(test.database.db, {
        organizerId: organizer.user.id,
        startsAt: new Date(Date.now() - 3_600_000),
        status: 'cancelled',
      });
      await expectRefused(resultBody(played.players, [1, 0]), 422, 'result_game_cancelled', cancelled.id);
    });

    it('a player missing, listed twice, or not in the game', async () => {
      const outsider = await signedInUser(test.app);
      const [first, ...rest] = played.players;
      if (!first) throw new Error('no players');
      await expectRefused(resultBody(rest, [1, 0]), 422, 'result_players_mismatch');
      await expectRefused(
        resultBody([first, first, ...rest.slice(1)], [1, 0]),
        422,
        'result_players_mismatch',
      );
      await expectRefused(resultBody([outsider, ...rest], [1, 0]), 422, 'result_players_mismatch');
    });

    it('a side index beyond the scores, or a side where nobody attended', async () => {
      await expectRefused(
        resultBody(played.players, [1, 0], { lines: { 0: { side: 2 } } }),
        422,
        'result_side_without_players',
      );
      await expectRefused(
        resultBody(played.players, [1, 0], { lines: { 2: { attended: false }, 3: { attended: false } } }),
        422,
        'result_side_without_players',
      );
    });

    it('goals for a no-show, and more goals than the side scored', async () => {
      await expectRefused(
        resultBody(played.players, [1, 0], { lines: { 0: { goals: 1, attended: false } } }),
        422,
        'result_goals_without_attendance',
      );
      await expectRefused(
        resultBody(played.players, [1, 0], { lines: { 0: { goals: 1 }, 1: { goals: 1 } } }),
        422,
        'result_goals_exceed_score',
      );
    });

    it('a player of the match who did not attend or is not in the game', async () => {
      const outsider = await signedInUser(test.app);
      await expectRefused(
        resultBody(played.players, [1, 0], { lines: { 1: { attended: false } }, pick: played.players[1] }),
        422,
        'result_player_of_match_invalid',
      );
      await expectRefused(
        resultBody(played.players, [1, 0], { pick: outsider }),
        422,
        'result_player_of_match_invalid',
      );
    });

    it('one side only, as a bad request', async () => {
      await expectRefused(resultBody(played.players, [1]), 400, 'validation_failed');
    });
  });

  it('lets only the game’s organizer or an admin record it', async () => {
    const { game, players } = await playedGame(test.app, { organizer, count: 2 });
    const body = resultBody(players, [1, 0]);
    const otherOrganizer = await signedInUser(test.app, { role: 'organizer' });
    expect((await postResult(test.app, otherOrganizer, game.id, body)).statusCode).toBe(403);
    expect((await postResult(test.app, players[0] as SignedIn, game.id, body)).statusCode).toBe(403);
    expect(
      await test.database.db.select().from(gameResultPlayers).where(eq(gameResultPlayers.gameId, game.id)),
    ).toEqual([]);
    const unknown = await postResult(test.app, organizer, '00000000-0000-4000-8000-000000000000', body);
    expect(unknown.statusCode).toBe(404);
    const admin = await signedInUser(test.app, { role: 'admin' });
    const response = await postResult(test.app, admin, game.id, body);
    expect(response.statusCode).toBe(200);
    expect(response.json<GameResult>().can_manage).toBe(true);
  });
});

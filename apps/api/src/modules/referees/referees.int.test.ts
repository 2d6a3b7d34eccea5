import type { GameDetail, RefereeListResponse, RefereedGamesResponse } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fairPlayRatings, games, notifications } from '../../db/schema.js';
import { createGame } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { playedGame, postResult, resultBody } from '../results/testing/result-fixtures.js';

describe.each(testDrivers())('referees on %s', (driver) => {
  let test: TestApp;
  let organizer: SignedIn;
  let referee: SignedIn;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    organizer = await signedInUser(test.app, { role: 'organizer' });
    referee = await signedInUser(test.app, { role: 'referee', firstName: 'Hakim', lastName: 'Əliyevzadə' });
  });
  afterAll(async () => {
    await test.close();
  });

  const assign = (who: SignedIn, gameId: string, refereeId: string | null) =>
    test.app.inject({
      method: 'PUT',
      url: `/api/v1/games/${gameId}/referee`,
      headers: { ...who.headers, 'accept-language': 'en' },
      payload: { referee_id: refereeId },
    });

  it('the organizer assigns a referee; the game page shows them and the referee is told', async () => {
    const game = await createGame(test.app.db, { organizerId: organizer.user.id, hasReferee: true });
    const response = await assign(organizer, game.id, referee.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<GameDetail>().referee).toMatchObject({
      id: referee.user.id,
      first_name: 'Hakim',
      last_name: 'Əliyevzadə',
    });
    const page = await test.app.inject({ method: 'GET', url: `/api/v1/games/${game.id}` });
    expect(page.json<GameDetail>()).toMatchObject({ referee: { id: referee.user.id }, is_referee: false });
    const told = await test.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, referee.user.id), eq(notifications.kind, 'referee_assigned')));
    expect(told.length).toBeGreaterThanOrEqual(1);
    const audit = await test.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'game.referee_assigned'), eq(auditLog.subjectId, game.id)));
    expect(audit).toHaveLength(1);

    const schedule = await test.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/refereed-games',
      headers: referee.headers,
    });
    expect(schedule.json<RefereedGamesResponse>().items.map((item) => item.id)).toContain(game.id);
  });

  it('only the game’s organizer or an admin assigns', async () => {
    const game = await createGame(test.app.db, { organizerId: organizer.user.id, hasReferee: true });
    const otherOrganizer = await signedInUser(test.app, { role: 'organizer' });
    const player = await signedInUser(test.app);
    const admin = await signedInUser(test.app, { role: 'admin' });
    expect((await assign(otherOrganizer, game.id, referee.user.id)).statusCode).toBe(403);
    expect((await assign(player, game.id, referee.user.id)).statusCode).toBe(403);
    expect((await assign(referee, game.id, referee.user.id)).statusCode).toBe(403);
    expect((await assign(admin, game.id, referee.user.id)).statusCode).toBe(200);
    const removed = await assign(organizer, game.id, null);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<GameDetail>().referee).toBeNull();
  });

  it('only a user with the referee role, and only on a game that has a referee', async () => {
    const game = await createGame(test.app.db, { organizerId: organizer.user.id, hasReferee: true });
    const player = await signedInUser(test.app);
    const notReferee = await assign(organizer, game.id, player.user.id);
    expect(notReferee.statusCode).toBe(422);
    expect(notReferee.json()).toMatchObject({ code: 'user_not_referee' });
    const plain = await createGame(test.app.db, { organizerId: organizer.user.id, hasReferee: false });
    const noReferee = await assign(organizer, plain.id, referee.user.id);
    expect(noReferee.statusCode).toBe(422);
    expect(noReferee.json()).toMatchObject({ code: 'game_has_no_referee' });
  });

  it('organizers find referees by name; players may not', async () => {
    const found = await test.app.inject({
      method: 'GET',
      url: '/api/v1/referees?search=eliyevzade',
      headers: organizer.headers,
    });
    expect(found.json<RefereeListResponse>().items.map((item) => item.id)).toContain(referee.user.id);
    const player = await signedInUser(test.app);
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/v1/referees', headers: player.headers })).statusCode,
    ).toBe(403);
  });

  it('the assigned referee records the result; another referee is refused', async () => {
    const played = await playedGame(test.app, { organizer, count: 4 });
    // A game under way is no longer open to changes: the assignment made earlier is written directly.
    await test.app.db
      .update(games)
      .set({ hasReferee: true, refereeId: referee.user.id })
      .where(eq(games.id, played.game.id));
    const other = await signedInUser(test.app, { role: 'referee' });
    const body = resultBody(played.players, [2, 1]);
    expect((await postResult(test.app, other, played.game.id, body)).statusCode).toBe(403);
    const player = played.players[0];
    if (!player) throw new Error('no player');
    expect((await postResult(test.app, player, played.game.id, body)).statusCode).toBe(403);
    expect((await postResult(test.app, referee, played.game.id, body)).statusCode).toBe(200);

    const rate = (who: SignedIn) =>
      test.app.inject({
        method: 'PUT',
        url: `/api/v1/games/${played.game.id}/fair-play`,
        headers: who.headers,
        payload: { ratings: [{ user_id: player.user.id, score: 4 }] },
      });
    expect((await rate(other)).statusCode).toBe(403);
    expect((await rate(referee)).statusCode).toBe(200);
    const stored = await test.app.db
      .select()
      .from(fairPlayRatings)
      .where(eq(fairPlayRatings.gameId, played.game.id));
    expect(stored).toMatchObject([{ userId: player.user.id, score: 4 }]);
    // The player's statistics show the referees' average as their fair play.
    const stats = await test.app.inject({
      method: 'GET',
      url: `/api/v1/users/${player.user.id}/stats`,
      headers: player.headers,
    });
    expect(stats.json()).toMatchObject({ fair_play: 4 });
  });
});

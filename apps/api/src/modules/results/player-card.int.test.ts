import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { signedInUser } from '../games/testing/game-fixtures.js';
import { createPlayedGame } from '../ratings/testing/rating-fixtures.js';

/** docs/decisions/0052-public-team-pages-and-player-cards.md: a player's card after a game. */
describe.each(testDrivers())('a player’s card after a game on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  const card = (gameId: string, userId: string, query = '') =>
    test.app.inject({ method: 'GET', url: `/api/v1/games/${gameId}/players/${userId}/card.png${query}` });

  it('a public player’s card is a 1200 × 630 PNG anyone may fetch, cached', async () => {
    const scorer = await signedInUser(test.app, { firstName: 'Rəşad', lastName: 'Quliyev <b>&' });
    const other = await signedInUser(test.app);
    const game = await createPlayedGame(test.app.db, {
      title: 'Cümə axşamı <futbol> & "dostlar"',
      scores: [3, 2],
      lines: [
        { user: scorer.user, side: 0, goals: 2 },
        { user: other.user, side: 1, goals: 2 },
      ],
      playerOfMatch: scorer.user,
    });
    const response = await card(game.id, scorer.user.id, '?lang=az');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const png = response.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const metadata = await sharp(png).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 1200, height: 630 });
    writeFileSync(path.join(tmpdir(), 'oyna-player-card.png'), png);

    const again = await card(game.id, scorer.user.id, '?lang=az');
    expect(again.rawPayload.equals(png)).toBe(true);
    const russian = await card(game.id, scorer.user.id, '?lang=ru');
    expect(russian.statusCode).toBe(200);
    expect(russian.rawPayload.equals(png)).toBe(false);
  });

  it('a private player’s card is refused: it is not public', async () => {
    const hidden = await signedInUser(test.app, { profileVisibility: 'private' });
    const game = await createPlayedGame(test.app.db, {
      scores: [1, 0],
      lines: [{ user: hidden.user, side: 0 }],
    });
    const response = await card(game.id, hidden.user.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'profile_private' });
  });

  it('a player who was not in the game, or a game without a result, has no card', async () => {
    const player = await signedInUser(test.app);
    const stranger = await signedInUser(test.app);
    const game = await createPlayedGame(test.app.db, {
      scores: [1, 1],
      lines: [{ user: player.user, side: 0 }],
    });
    expect((await card(game.id, stranger.user.id)).statusCode).toBe(404);
    expect((await card('00000000-0000-4000-8000-000000000000', player.user.id)).statusCode).toBe(404);
  });
});

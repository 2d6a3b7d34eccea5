import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema.js';
import { createGame, createVenue } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { loadGameCard } from './game-card.js';
import { gameCardSvg } from './game-card-svg.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** docs/decisions/0087-sharing-to-chats.md: a shared game link previews the game's own card. */
describe.each(testDrivers())('a shared game’s card on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  const card = (gameId: string, query = '', headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url: `/api/v1/games/${gameId}/card.png${query}`, headers });

  it('is a 1200 × 630 PNG anyone may fetch, cached briefly with an ETag, drawn again when places change', async () => {
    const venue = await createVenue(test.app.db, { name: 'Bakı Arena', district: 'nasimi' });
    // Wednesday 20:00 in Baku, a year ahead.
    const game = await createGame(test.app.db, {
      venueId: venue.id,
      title: 'Çərşənbə futbolu <ağ> & "şən"',
      startsAt: new Date('2030-11-27T16:00:00.000Z'),
      capacity: 14,
      placesTaken: 11,
    });
    const response = await card(game.id, '?lang=az');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const png = response.rawPayload;
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const metadata = await sharp(png).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 1200, height: 630 });
    writeFileSync(path.join(tmpdir(), 'oyna-game-card.png'), png);

    const etag = String(response.headers['etag']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const unchanged = await card(game.id, '?lang=az', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);

    await test.app.db.update(games).set({ placesTaken: 12 }).where(eq(games.id, game.id));
    const changed = await card(game.id, '?lang=az', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['etag']).not.toBe(etag);
  });

  it('is written in the asked language, else the caller’s, with the places left and the price', async () => {
    const venue = await createVenue(test.app.db, { name: 'Xəzər Arena', district: 'khazar' });
    const game = await createGame(test.app.db, {
      venueId: venue.id,
      startsAt: new Date('2030-11-27T16:00:00.000Z'),
      capacity: 14,
      placesTaken: 9,
      priceQepik: 1000,
    });
    const az = await loadGameCard(test.app.db, { gameId: game.id, language: 'az' });
    expect(az).toMatchObject({
      when: '27 noyabr, çərşənbə, 20:00',
      where: 'Xəzər Arena · Xəzər',
      places: { text: '5 yer qalıb', tone: 'open' },
      price: '10\u00a0₼',
    });
    const ru = await loadGameCard(test.app.db, { gameId: game.id, language: 'ru' });
    expect(ru).toMatchObject({ places: { text: 'Осталось 5 мест' }, where: 'Xəzər Arena · Хазар' });
    expect(gameCardSvg(ru)).toContain('Осталось 5 мест');

    const russian = await card(game.id, '?lang=ru');
    const byHeader = await card(game.id, '', { 'accept-language': 'ru' });
    const english = await card(game.id, '?lang=en');
    expect(byHeader.rawPayload.equals(russian.rawPayload)).toBe(true);
    expect(english.rawPayload.equals(russian.rawPayload)).toBe(false);
  });

  it('escapes the organizer’s words: a title is text, never markup', async () => {
    const game = await createGame(test.app.db, { title: '</text><script>x</script>' });
    const svg = gameCardSvg(await loadGameCard(test.app.db, { gameId: game.id, language: 'en' }));
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;/text&#62;');
  });

  it('a full game invites to the waitlist, a played one says so', async () => {
    const full = await createGame(test.app.db, { capacity: 10, placesTaken: 10 });
    expect((await loadGameCard(test.app.db, { gameId: full.id, language: 'az' })).places).toEqual({
      text: 'Yer qalmayıb, növbəyə yazılmaq olar',
      tone: 'full',
    });
    const played = await createGame(test.app.db, {
      startsAt: new Date(Date.now() - 3 * 3600_000),
      status: 'completed',
    });
    const response = await card(played.id, '?lang=en');
    expect(response.statusCode).toBe(200);
    expect((await loadGameCard(test.app.db, { gameId: played.id, language: 'en' })).places.tone).toBe('over');
  });

  it('a cancelled game, a team’s or a competition’s game and an unknown game have no card', async () => {
    const cancelled = await createGame(test.app.db, { status: 'cancelled', cancelledAt: new Date() });
    const teamMatch = await createGame(test.app.db, { origin: 'team_match' });
    const competition = await createGame(test.app.db, { origin: 'competition' });
    for (const id of [cancelled.id, teamMatch.id, competition.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await card(id, '?lang=az');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'game_not_found' });
    }
  });

  it('refuses a language it does not write and an id that is not one', async () => {
    const game = await createGame(test.app.db);
    expect((await card(game.id, '?lang=de')).statusCode).toBe(400);
    expect((await card('not-a-game')).statusCode).toBe(400);
  });
});

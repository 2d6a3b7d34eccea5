import type { GameDetail, GameListResponse, GameSummary } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, createVenue } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, playerWithBalance, register, signedInUser } from './testing/game-fixtures.js';

const DAY = 86_400_000;

describe.each(testDrivers())('organizing games on %s', (driver) => {
  let test: TestApp;
  let organizer: SignedIn;
  let venueId: number;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    organizer = await signedInUser(test.app, { role: 'organizer' });
    // Enough pitches for every game these tests publish at once (the clash rule has its own tests).
    venueId = (await createVenue(test.database.db, { name: 'Dalğa Arena', pitchCount: 30 })).id;
  });
  afterAll(() => test.close());

  const validGame = (overrides: object = {}) => ({
    venue_id: venueId,
    title: 'Cümə axşamı futbolu',
    starts_at: new Date(Date.now() + 3 * DAY).toISOString(),
    duration_minutes: 90,
    format: '7x7',
    kind: 'regular',
    price: 10.5,
    ...overrides,
  });
  const create = (payload: object, language = 'en', who: SignedIn = organizer) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/games',
      headers: { ...who.headers, 'accept-language': language },
      payload,
    });

  it('publishes a game with two full sides of places by default, open for registration at once', async () => {
    const response = await create(validGame());
    expect(response.statusCode).toBe(201);
    const [game] = response.json<{ items: GameSummary[] }>().items;
    expect(game).toMatchObject({
      capacity: 14,
      price: 10.5,
      status: 'open',
      places_left: 14,
      players_count: 0,
    });
    expect(new Date(game?.registration_opens_at ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('publishes one game a request: weekly games are series (POST /series, series-routes.int.test.ts)', async () => {
    const response = await create(validGame({ repeat_weeks: 4 }));
    expect(response.statusCode).toBe(400);
    const single = await create(validGame());
    expect(single.json<{ items: GameSummary[] }>().items).toHaveLength(1);
    const detail = (
      await test.app.inject({
        method: 'GET',
        url: `/api/v1/games/${single.json<{ items: GameSummary[] }>().items[0]?.id}`,
      })
    ).json<GameDetail>();
    expect(detail.series_id).toBeNull();
  });

  it('refuses a price outside the kind’s range, too few places for the format, a game in the past, in each language', async () => {
    const response = await create(
      validGame({
        kind: 'premium',
        price: 9,
        capacity: 10,
        starts_at: new Date(Date.now() - DAY).toISOString(),
      }),
      'az',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      price: 'Qiymət oyunun növünə uyğun olmalıdır: adi 8-12 ₼, premium 12-15 ₼, turnir 20-25 ₼.',
      capacity: 'Yerlərin sayı formatın iki tam komandasından az ola bilməz (məsələn, 7×7 üçün ən azı 14).',
      starts_at: 'Oyunun başlama vaxtı gələcəkdə olmalıdır.',
    });
    const russian = await create(
      validGame({ price: 10.555, min_level: 'expert', max_level: 'beginner' }),
      'ru',
    );
    expect(russian.json().fields).toMatchObject({
      price: 'В сумме может быть не больше двух знаков после запятой (например, 12,50).',
    });
    const levels = await create(validGame({ min_level: 'expert', max_level: 'beginner' }), 'en');
    expect(levels.json().fields).toEqual({
      max_level: 'The highest level cannot be below the lowest level.',
    });
    const noVenue = await create(validGame({ venue_id: 999_999 }));
    expect(noVenue.statusCode).toBe(404);
  });

  it('refuses a game more than a year ahead (year 9999 included) before writing, and the lists stay readable', async () => {
    const farAhead = await create(
      validGame({ title: 'Uzaq gələcək', starts_at: new Date(Date.now() + 366 * DAY).toISOString() }),
      'en',
    );
    expect(farAhead.statusCode).toBe(400);
    expect(farAhead.json().fields).toEqual({ starts_at: 'A game can be planned at most 365 days ahead.' });
    for (const startsAt of ['9999-12-31T23:30:00Z', '0000-01-01T00:00:00Z']) {
      const response = await create(validGame({ title: 'Uzaq gələcək', starts_at: startsAt }), 'en');
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['starts_at']);
    }
    const lastDay = await create(validGame({ starts_at: new Date(Date.now() + 360 * DAY).toISOString() }));
    expect(lastDay.statusCode).toBe(201);
    const listed = await test.app.inject({ method: 'GET', url: '/api/v1/games?search=Uzaq&page=1' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<GameListResponse>().total).toBe(0);
    const mine = await test.app.inject({
      method: 'GET',
      url: '/api/v1/games?organizer=me',
      headers: organizer.headers,
    });
    expect(mine.statusCode).toBe(200);
  });

  it('edits a game: more places go to the waitlist at once, fewer than taken is refused', async () => {
    const game = await createGame(test.database.db, {
      organizerId: organizer.user.id,
      capacity: 10,
      venueId,
      format: '5x5',
    });
    for (let index = 0; index < 11; index += 1)
      await register(test.app, await playerWithBalance(test.app, 5000), game.id);

    const patch = (payload: object) =>
      test.app.inject({
        method: 'PATCH',
        url: `/api/v1/games/${game.id}`,
        headers: organizer.headers,
        payload,
      });
    const grown = await patch({ capacity: 12, title: 'Böyük oyun' });
    expect(grown.statusCode).toBe(200);
    expect(grown.json<GameDetail>()).toMatchObject({
      title: 'Böyük oyun',
      players_count: 11,
      waitlist_count: 0,
    });
    const tooSmall = await patch({ capacity: 10 });
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json().code).toBe('game_capacity_below_taken');
  });

  it('keeps a roster: cash marked paid at the venue, attendance taken', async () => {
    const game = await createGame(test.database.db, { organizerId: organizer.user.id, venueId });
    const player = await signedInUser(test.app, { phone: '+994501234567' });
    await register(test.app, player, game.id, { paymentMethod: 'cash' });
    const roster = await test.app.inject({
      method: 'GET',
      url: `/api/v1/games/${game.id}/registrations`,
      headers: organizer.headers,
    });
    const [entry] = roster.json<{ items: { id: string; paid: boolean; player: { phone: string } }[] }>()
      .items;
    expect(entry).toMatchObject({ paid: false, player: { phone: '+994501234567' } });
    const marked = await test.app.inject({
      method: 'PATCH',
      url: `/api/v1/games/${game.id}/registrations/${entry?.id}`,
      headers: organizer.headers,
      payload: { paid: true, attendance: 'attended' },
    });
    expect(marked.json().items[0]).toMatchObject({ paid: true, attendance: 'attended' });
    const byPlayer = await test.app.inject({
      method: 'PATCH',
      url: `/api/v1/games/${game.id}/registrations/${entry?.id}`,
      headers: player.headers,
      payload: { paid: true },
    });
    expect(byPlayer.statusCode).toBe(403);
  });

  it('lists the organizer’s own games, past ones included', async () => {
    const mine = await createGame(test.database.db, {
      organizerId: organizer.user.id,
      venueId,
      status: 'completed',
      startsAt: new Date(Date.now() - 3 * DAY),
    });
    const list = await test.app.inject({
      method: 'GET',
      url: '/api/v1/games?organizer=me&page_size=100',
      headers: organizer.headers,
    });
    const ids = list.json<GameListResponse>().items.map((game) => game.id);
    expect(ids).toContain(mine.id);
  });
});

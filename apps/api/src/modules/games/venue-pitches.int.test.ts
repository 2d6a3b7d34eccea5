import type { GameDetail, GameSummary } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from './testing/game-fixtures.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDrivers())('a venue has a number of pitches on %s', (driver) => {
  let test: TestApp;
  let organizer: SignedIn;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    organizer = await signedInUser(test.app, { role: 'organizer' });
  });
  afterAll(() => test.close());

  /** Kick-off at a whole hour some days ahead, so every test has its own clean evening. */
  let dayOffset = 3;
  const evening = () => {
    dayOffset += 1;
    const day = new Date(Date.now() + dayOffset * DAY);
    day.setUTCHours(15, 0, 0, 0);
    return day.getTime();
  };
  const game = (venueId: number, startsAt: number, overrides: object = {}) => ({
    venue_id: venueId,
    title: 'Axşam futbolu',
    starts_at: new Date(startsAt).toISOString(),
    duration_minutes: 60,
    format: '5x5',
    kind: 'regular',
    price: 10,
    ...overrides,
  });
  const publish = (payload: object, language = 'en') =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/games',
      headers: { ...organizer.headers, 'accept-language': language },
      payload,
    });
  const move = (gameId: string, payload: object) =>
    test.app.inject({
      method: 'PATCH',
      url: `/api/v1/games/${gameId}`,
      headers: { ...organizer.headers, 'accept-language': 'en' },
      payload,
    });

  it('takes as many overlapping games as the venue has pitches, and refuses one more in each language', async () => {
    const venue = await createVenue(test.database.db, { pitchCount: 2 });
    const start = evening();
    expect((await publish(game(venue.id, start))).statusCode).toBe(201);
    expect((await publish(game(venue.id, start + HOUR / 2))).statusCode).toBe(201);

    const refused = await publish(game(venue.id, start + HOUR / 4), 'az');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'venue_pitches_taken' });
    expect(refused.json().detail).toContain('sahələri tutulub');
    expect((await publish(game(venue.id, start + HOUR / 4), 'ru')).json().detail).toContain(
      'все поля площадки заняты',
    );
    expect((await publish(game(venue.id, start + HOUR / 4), 'en')).json().detail).toContain(
      'Every pitch of this venue is taken',
    );
  });

  it('a game may start when another ends, and games that overlap the new one at different moments share pitches', async () => {
    const venue = await createVenue(test.database.db, { pitchCount: 2 });
    const start = evening();
    await publish(game(venue.id, start));
    await publish(game(venue.id, start + HOUR));
    // 18:30-19:30 meets each of them, never both at once: a second pitch is free all along.
    expect((await publish(game(venue.id, start + HOUR / 2))).statusCode).toBe(201);
    // Now 18:30-19:00 has two games: a third one there is refused, one at 20:00 is fine.
    expect((await publish(game(venue.id, start + HOUR / 2, { duration_minutes: 30 }))).statusCode).toBe(409);
    expect((await publish(game(venue.id, start + 2 * HOUR))).statusCode).toBe(201);
  });

  it('a cancelled game frees its pitch', async () => {
    const venue = await createVenue(test.database.db, { pitchCount: 1 });
    const start = evening();
    const first = (await publish(game(venue.id, start))).json<{ items: GameSummary[] }>().items[0];
    expect((await publish(game(venue.id, start))).statusCode).toBe(409);
    await test.app.inject({
      method: 'POST',
      url: `/api/v1/games/${first?.id}/cancel`,
      headers: organizer.headers,
    });
    expect((await publish(game(venue.id, start))).statusCode).toBe(201);
  });

  it('moving a game (time, venue or a longer game) needs a free pitch; changing anything else does not', async () => {
    const venue = await createVenue(test.database.db, { pitchCount: 1 });
    const other = await createVenue(test.database.db, { pitchCount: 1 });
    const start = evening();
    const first = (await publish(game(venue.id, start))).json<{ items: GameSummary[] }>().items[0];
    const second = (await publish(game(venue.id, start + HOUR))).json<{ items: GameSummary[] }>().items[0];
    await publish(game(other.id, start));
    if (!first || !second) throw new Error('games not published');

    expect((await move(second.id, { starts_at: new Date(start + HOUR / 2).toISOString() })).statusCode).toBe(
      409,
    );
    expect((await move(first.id, { duration_minutes: 90 })).statusCode).toBe(409);
    expect((await move(first.id, { venue_id: other.id })).statusCode).toBe(409);
    expect((await move(first.id, { title: 'Yeni ad', duration_minutes: 60 })).statusCode).toBe(200);
    // Its own old slot never blocks a game: a later start that still overlaps itself is fine.
    const later = await move(first.id, { starts_at: new Date(start - HOUR / 2).toISOString() });
    expect(later.statusCode).toBe(200);
    expect(later.json<GameDetail>().starts_at).toBe(new Date(start - HOUR / 2).toISOString());
  });

  it('two organizers publishing at once cannot both take the last pitch', async () => {
    const venue = await createVenue(test.database.db, { pitchCount: 1 });
    const start = evening();
    const others = await Promise.all(
      Array.from({ length: 6 }, () => signedInUser(test.app, { role: 'organizer' })),
    );
    const responses = await Promise.all(
      others.map((who) =>
        test.app.inject({
          method: 'POST',
          url: '/api/v1/games',
          headers: who.headers,
          payload: game(venue.id, start),
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(5);
  });
});

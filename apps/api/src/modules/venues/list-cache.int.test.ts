import type { GameListResponse, VenueListResponse } from '@oyna/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { createGame, createVenue } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { createPostgresTestDatabase, testDrivers } from '../../test/test-databases.js';
import { type SignedIn, playerWithBalance, register, signedInUser } from '../games/testing/game-fixtures.js';

const newVenue = (name: string) => ({
  name,
  district: 'khazar',
  address: 'Mərdəkan qəsəbəsi, Sahil küçəsi 3',
  latitude: 40.4921,
  longitude: 50.1398,
  type: 'outdoor',
  surface: 'artificial_grass',
  amenities: ['lighting'],
  pitch_count: 1,
  phone: '012 555 44 33',
  opening_hours: [{ day: 'monday', opens: '08:00', closes: '23:00' }],
});

const listVenues = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/v1/venues?page_size=100', headers });

const venueNames = (body: string) => (JSON.parse(body) as VenueListResponse).items.map((venue) => venue.name);

const addVenue = (app: FastifyInstance, admin: SignedIn, name: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/admin/venues',
    headers: admin.headers,
    payload: newVenue(name),
  });

/** Retries `check` until it holds or a second has passed (an invalidation from another instance is asynchronous). */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < 1_000) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

describe.each(testDrivers())('cached public lists and sessions (decision 0038) on %s', (driver) => {
  let test: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    test = await createTestApp({ driver });
    admin = await signedInUser(test.app, { role: 'admin' });
  });
  afterAll(() => test.close());

  it('a venue list answers an ETag and a short public max-age, and 304 to a client that holds it', async () => {
    await createVenue(test.app.db, { name: 'Bakı Arena' });
    // Written behind the API's back (a factory): the API hears of it as from an admin's write.
    test.app.cacheInvalidation.invalidate(['venues']);
    const first = await listVenues(test.app);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^".+"$/);

    const again = await listVenues(test.app, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await listVenues(test.app, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('an admin’s venue write is in the very next list, under a new ETag', async () => {
    const before = await listVenues(test.app);
    expect(venueNames(before.body)).not.toContain('Yeni Meydança');
    expect((await addVenue(test.app, admin, 'Yeni Meydança')).statusCode).toBe(201);
    const after = await listVenues(test.app, { 'if-none-match': String(before.headers['etag']) });
    expect(after.statusCode).toBe(200);
    expect(venueNames(after.body)).toContain('Yeni Meydança');
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
  });

  it('a venue’s own page is cached and invalidated the same way; an unknown venue is still 404', async () => {
    const created = (await addVenue(test.app, admin, 'Köhnə Ad')).json<{ id: number }>();
    const first = await test.app.inject({ method: 'GET', url: `/api/v1/venues/${created.id}` });
    expect(first.json()).toMatchObject({ name: 'Köhnə Ad' });
    const renamed = await test.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/venues/${created.id}`,
      headers: admin.headers,
      payload: { name: 'Təzə Ad' },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await test.app.inject({ method: 'GET', url: `/api/v1/venues/${created.id}` });
    expect(after.json()).toMatchObject({ name: 'Təzə Ad' });
    const missing = await test.app.inject({ method: 'GET', url: '/api/v1/venues/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'venue_not_found' });
  });

  it('a booking changes the game list at once; each viewer gets their own price and booking, never another’s', async () => {
    const game = await createGame(test.app.db, { capacity: 10, priceQepik: 1000, kind: 'regular' });
    test.app.cacheInvalidation.invalidate(['games']);
    const listed = async (headers: Record<string, string> = {}) => {
      const response = await test.app.inject({ method: 'GET', url: '/api/v1/games?page_size=50', headers });
      const item = response.json<GameListResponse>().items.find((summary) => summary.id === game.id);
      return { response, item };
    };
    const visitor = await listed();
    expect(visitor.item).toMatchObject({ places_left: 10, my_quote: null, my_registration_status: null });
    expect(visitor.response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);

    const booker = await playerWithBalance(test.app, 5000);
    const other = await playerWithBalance(test.app, 5000);
    // Both signed-in lists are cached before the booking.
    expect((await listed(booker.headers)).item?.my_registration_status).toBeNull();
    expect((await listed(other.headers)).item?.my_quote?.price).toBeTypeOf('number');
    expect((await register(test.app, booker, game.id)).statusCode).toBe(201);

    expect((await listed()).item).toMatchObject({
      places_left: 9,
      my_quote: null,
      my_registration_status: null,
    });
    const mine = await listed({ ...booker.headers, 'accept-language': 'ru' });
    expect(mine.item).toMatchObject({ places_left: 9, my_registration_status: 'confirmed' });
    expect(mine.response.headers['cache-control']).toBe('no-store');
    const theirs = await listed({ ...other.headers, 'accept-language': 'az' });
    expect(theirs.item).toMatchObject({ places_left: 9, my_registration_status: null });
    // The first-game discount is the player's own: the booker used it, the other still has it.
    expect(mine.item?.my_quote?.discount_reason).not.toBe('first_game');
    expect(theirs.item?.my_quote?.discount_reason).toBe('first_game');
    // A visitor's cached copy is the same bytes whatever the language.
    const ru = await test.app.inject({
      method: 'GET',
      url: '/api/v1/games?page_size=50',
      headers: { 'accept-language': 'ru' },
    });
    const az = await test.app.inject({
      method: 'GET',
      url: '/api/v1/games?page_size=50',
      headers: { 'accept-language': 'az' },
    });
    expect(ru.body).toBe(az.body);
  });

  it('a role changed by an admin counts at the user’s next request, though their session was cached', async () => {
    const player = await signedInUser(test.app);
    const adminOnly = () =>
      test.app.inject({ method: 'GET', url: '/api/v1/admin/venues', headers: player.headers });
    expect((await adminOnly()).statusCode).toBe(403);
    const appointed = await test.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${player.user.id}`,
      headers: admin.headers,
      payload: { role: 'admin', reason: 'Yeni inzibatçı' },
    });
    expect(appointed.statusCode).toBe(200);
    expect((await adminOnly()).statusCode).toBe(200);
  });

  it('signing out everywhere refuses the cached session at the next request', async () => {
    const player = await signedInUser(test.app);
    const me = () => test.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: player.headers });
    expect((await me()).statusCode).toBe(200);
    const out = await test.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/sessions',
      headers: player.headers,
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await me()).statusCode).toBe(401);
  });
});

// Runs when TEST_REDIS_URL and TEST_DATABASE_URL point at servers: two API instances on one database.
describe.skipIf(!process.env['TEST_REDIS_URL'] || !process.env['TEST_DATABASE_URL'])(
  'caches across API instances (Redis)',
  () => {
    it('a write on one instance invalidates the lists and sessions another cached', async () => {
      const created = await createPostgresTestDatabase();
      // One secret, as deployed instances share: a token signed by one is good at the other.
      const env = { REDIS_URL: process.env['TEST_REDIS_URL'] ?? '', JWT_SECRET: 'x'.repeat(48) };
      const open = () => openDatabase({ driver: 'postgres', url: created.url });
      const first = await createTestApp({ driver: 'postgres', env, database: await open() });
      const second = await createTestApp({ driver: 'postgres', env, database: await open() });
      try {
        // Both subscribed before anything is cached: until then neither trusts its cache.
        expect(await eventually(async () => first.app.cacheInvalidation.isLive())).toBe(true);
        expect(await eventually(async () => second.app.cacheInvalidation.isLive())).toBe(true);
        const admin = await signedInUser(second.app, { role: 'admin' });

        const cached = await listVenues(first.app);
        expect(venueNames(cached.body)).not.toContain('Uzaq Meydança');
        expect((await listVenues(first.app)).body).toBe(cached.body);
        expect(first.app.responseCache.size()).toBeGreaterThan(0);
        expect((await addVenue(second.app, admin, 'Uzaq Meydança')).statusCode).toBe(201);
        expect(
          await eventually(async () =>
            venueNames((await listVenues(first.app)).body).includes('Uzaq Meydança'),
          ),
        ).toBe(true);

        const player = await signedInUser(first.app);
        const me = () => first.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: player.headers });
        expect((await me()).statusCode).toBe(200);
        const out = await second.app.inject({
          method: 'DELETE',
          url: '/api/v1/auth/sessions',
          headers: player.headers,
        });
        expect(out.statusCode).toBeLessThan(300);
        expect(await eventually(async () => (await me()).statusCode === 401)).toBe(true);
      } finally {
        await first.close();
        await second.close();
        await created.drop();
      }
    });
  },
);

import type {
  GameDetail,
  GameListResponse,
  GameSummary,
  MyGamesResponse,
  OrganizedGamesResponse,
} from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRegistrations, games, users } from '../../db/schema.js';
import { createGame, createVenue } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { listGames } from './list-games.js';
import { type SignedIn, playerWithBalance, register, signedInUser } from './testing/game-fixtures.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const baku = (local: string) => new Date(`${local}+04:00`);

describe.each(testDrivers())('finding games on %s', (driver) => {
  let test: TestApp;
  const db = () => test.database.db;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  const list = async (query: string, who?: SignedIn) => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/games?page_size=100&${query}`,
      headers: who?.headers ?? {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<GameListResponse>();
  };
  const idsOf = (page: { items: { id: string }[] }) => page.items.map((game) => game.id);

  it('date chips: today is the rest of today, tomorrow the next day, the weekend Saturday and Sunday, in Baku time', async () => {
    const venue = await createVenue(db(), { pitchCount: 9 });
    // Wednesday 4 December 2030, 10:00 in Baku.
    const now = baku('2030-12-04T10:00:00');
    const at = async (local: string) =>
      (await createGame(db(), { venueId: venue.id, startsAt: baku(local), title: local })).id;
    await at('2030-12-04T09:00:00');
    const tonight = await at('2030-12-04T23:30:00');
    const thursday = await at('2030-12-05T00:00:00');
    const saturday = await at('2030-12-07T10:00:00');
    const sunday = await at('2030-12-08T23:00:00');
    await at('2030-12-09T00:00:00');
    const chip = async (when: 'today' | 'tomorrow' | 'weekend') =>
      idsOf(
        await listGames(db(), {
          query: { page: 1, page_size: 100, when, venue_id: venue.id },
          actor: null,
          now,
        }),
      );
    expect(await chip('today')).toEqual([tonight]);
    expect(await chip('tomorrow')).toEqual([thursday]);
    expect(await chip('weekend')).toEqual([saturday, sunday]);
  });

  it('near me: the distance to each venue, nearest first, within a radius, computed here from the point sent', async () => {
    const fountains = { latitude: 40.3706, longitude: 49.8369 };
    const near = await createVenue(db(), { latitude: 40.3725, longitude: 49.8394, name: 'Yaxın Arena' });
    const middle = await createVenue(db(), { latitude: 40.4093, longitude: 49.8671, name: 'Orta Arena' });
    const far = await createVenue(db(), { latitude: 40.4675, longitude: 50.0467, name: 'Uzaq Arena' });
    const startsAt = new Date('2031-01-10T16:00:00Z');
    const farGame = (await createGame(db(), { venueId: far.id, startsAt })).id;
    const nearGame = (
      await createGame(db(), { venueId: near.id, startsAt: new Date(startsAt.getTime() + HOUR) })
    ).id;
    const middleGame = (await createGame(db(), { venueId: middle.id, startsAt })).id;
    const point = `lat=${fountains.latitude}&lng=${fountains.longitude}&date_from=2031-01-10&date_to=2031-01-10`;

    const nearest = await list(`${point}&sort=distance`);
    expect(idsOf(nearest)).toEqual([nearGame, middleGame, farGame]);
    const distances = nearest.items.map((game) => game.distance_km ?? -1);
    expect(distances[0]).toBeLessThan(1);
    expect(distances[2]).toBeCloseTo(20.5, 0);
    expect(idsOf(await list(`${point}&within_km=10`))).toEqual([middleGame, nearGame]);
    // Without a point there is no distance, and the list stays soonest first.
    const plain = await list('date_from=2031-01-10&date_to=2031-01-10');
    expect(plain.items.every((game) => game.distance_km === null)).toBe(true);
  });

  it('refuses a half point or a distance sort without a point (400)', async () => {
    for (const query of [
      'lat=40.4',
      'lng=49.8',
      'sort=distance',
      'within_km=5',
      'lat=91&lng=49',
      'my_level=yes',
    ]) {
      const response = await test.app.inject({ method: 'GET', url: `/api/v1/games?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('games at my level: only the games whose level range fits mine; visitors must sign in', async () => {
    const venue = await createVenue(db(), { pitchCount: 9 });
    const startsAt = new Date('2031-02-10T16:00:00Z');
    const game = async (minLevel: 'advanced' | null, maxLevel: 'intermediate' | null) =>
      (await createGame(db(), { venueId: venue.id, startsAt, minLevel, maxLevel })).id;
    const forAll = await game(null, null);
    const forStrong = await game('advanced', null);
    const forNew = await game(null, 'intermediate');
    // A self-assessed 44 out of 100 is "intermediate" (skillLevel in shared).
    const player = await signedInUser(test.app, { skillOverall: 44 });
    expect(idsOf(await list(`venue_id=${venue.id}&my_level=true`, player)).sort()).toEqual(
      [forAll, forNew].sort(),
    );
    expect(idsOf(await list(`venue_id=${venue.id}`, player))).toContain(forStrong);
    const visitor = await test.app.inject({ method: 'GET', url: '/api/v1/games?my_level=true' });
    expect(visitor.statusCode).toBe(401);
  });

  it('one level scale: without rated skills the onboarding answer is my level; the list and the game say whether it fits', async () => {
    const venue = await createVenue(db(), { pitchCount: 9 });
    const startsAt = new Date('2031-02-17T16:00:00Z');
    const forStrong = await createGame(db(), { venueId: venue.id, startsAt, minLevel: 'advanced' });
    // "Təcrübəli" at onboarding is the game level "advanced" (decision 49), skills not rated yet.
    const experienced = await signedInUser(test.app, { experienceLevel: 'experienced', skillOverall: null });
    const rookie = await signedInUser(test.app, { experienceLevel: 'rookie', skillOverall: null });
    const fits = async (who?: SignedIn) => {
      const listed = (await list(`venue_id=${venue.id}`, who)).items.find((game) => game.id === forStrong.id);
      expect(listed).toBeDefined();
      return listed?.my_level_fits;
    };
    expect(await fits(experienced)).toBe(true);
    expect(await fits(rookie)).toBe(false);
    expect(await fits()).toBeNull();
    expect(idsOf(await list(`venue_id=${venue.id}&my_level=true`, experienced))).toContain(forStrong.id);

    const page = await test.app.inject({
      method: 'GET',
      url: `/api/v1/games/${forStrong.id}`,
      headers: rookie.headers,
    });
    expect(page.json()).toMatchObject({ my_level_fits: false, my_level: 'beginner', min_level: 'advanced' });
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: experienced.headers,
    });
    expect(me.json()).toMatchObject({ skill_overall: null, skill_level: 'advanced' });

    const booked = await register(test.app, experienced, forStrong.id, { paymentMethod: 'cash' });
    expect(booked.statusCode, booked.body).toBe(201);
    const refused = await register(test.app, rookie, forStrong.id, { paymentMethod: 'cash' });
    expect(refused.json()).toMatchObject({ code: 'level_out_of_range' });
  });

  it('needs a goalkeeper: games whose confirmed players have no keeper', async () => {
    const venue = await createVenue(db(), { pitchCount: 9 });
    const startsAt = new Date('2031-03-10T16:00:00Z');
    const withKeeper = await createGame(db(), { venueId: venue.id, startsAt, priceQepik: 1000 });
    const withoutKeeper = await createGame(db(), { venueId: venue.id, startsAt, priceQepik: 1000 });
    const keeper = await playerWithBalance(test.app, 5000);
    await db().update(users).set({ primaryPosition: 'goalkeeper' }).where(eq(users.id, keeper.user.id));
    const striker = await playerWithBalance(test.app, 5000);
    expect((await register(test.app, keeper, withKeeper.id)).statusCode).toBe(201);
    expect((await register(test.app, striker, withoutKeeper.id)).statusCode).toBe(201);

    const page = await list(`venue_id=${venue.id}&needs_goalkeeper=true`);
    expect(idsOf(page)).toEqual([withoutKeeper.id]);
    const all = await list(`venue_id=${venue.id}`);
    const flag = (id: string) => all.items.find((game) => game.id === id)?.needs_goalkeeper;
    expect(flag(withKeeper.id)).toBe(false);
    expect(flag(withoutKeeper.id)).toBe(true);
  });

  it('a venue lists its upcoming games: not the past or cancelled ones, not other venues’', async () => {
    const venue = await createVenue(db(), { pitchCount: 9 });
    const upcoming = await createGame(db(), { venueId: venue.id, startsAt: new Date(Date.now() + 2 * DAY) });
    await createGame(db(), { venueId: venue.id, startsAt: new Date(Date.now() - 2 * DAY) });
    await createGame(db(), { venueId: venue.id, status: 'cancelled' });
    await createGame(db());
    expect(idsOf(await list(`venue_id=${venue.id}`))).toEqual([upcoming.id]);
  });

  it('counts held places apart: players, held and free places add up to the capacity everywhere', async () => {
    const game = await createGame(db(), { capacity: 14, priceQepik: 1000 });
    for (const balance of [5000, 5000, 5000]) {
      const player = await playerWithBalance(test.app, balance);
      await register(test.app, player, game.id);
    }
    const short = await playerWithBalance(test.app, 100);
    const held = await register(test.app, short, game.id);
    expect(held.json().registration.status).toBe('pending_payment');

    const summary = (await list(`venue_id=${game.venueId}`)).items[0] as GameSummary;
    expect(summary).toMatchObject({ players_count: 3, held_count: 1, places_left: 10 });
    const detail = (
      await test.app.inject({ method: 'GET', url: `/api/v1/games/${game.id}` })
    ).json<GameDetail>();
    expect(detail.players_count + detail.held_count + detail.places_left).toBe(detail.capacity);
  });

  it('offers no first-game price on a game that takes no booking (finished, kicked off or cancelled)', async () => {
    const player = await signedInUser(test.app);
    const open = await createGame(db());
    const finished = await createGame(db(), { startsAt: new Date(Date.now() - DAY), status: 'completed' });
    const kickedOff = await createGame(db(), { startsAt: new Date(Date.now() - HOUR) });
    const cancelled = await createGame(db(), { status: 'cancelled' });
    const quote = async (id: string) =>
      (
        await test.app.inject({ method: 'GET', url: `/api/v1/games/${id}`, headers: player.headers })
      ).json<GameDetail>().my_quote;
    expect(await quote(open.id)).toMatchObject({ discount_reason: 'first_game', discount_percent: 50 });
    expect(await quote(finished.id)).toBeNull();
    expect(await quote(kickedOff.id)).toBeNull();
    expect(await quote(cancelled.id)).toBeNull();
  });

  it('my games show what I paid and the discount, and keep it once the game is over and its price changed', async () => {
    const player = await playerWithBalance(test.app, 5000);
    const game = await createGame(db(), { priceQepik: 1000 });
    expect((await register(test.app, player, game.id)).statusCode).toBe(201);
    const expected = {
      price: 5,
      base_price: 10,
      discount_percent: 50,
      discount_reason: 'first_game',
      paid: true,
    };
    const mine = async (scope: string) =>
      (
        await test.app.inject({
          method: 'GET',
          url: `/api/v1/users/me/games?scope=${scope}`,
          headers: player.headers,
        })
      ).json<MyGamesResponse>();
    expect((await mine('upcoming')).items[0]?.registration).toMatchObject(expected);

    await db()
      .update(games)
      .set({ startsAt: new Date(Date.now() - DAY), priceQepik: 1200, status: 'completed' })
      .where(eq(games.id, game.id));
    const past = await mine('past');
    expect(past.items[0]?.registration).toMatchObject(expected);
    expect(past.items[0]?.price).toBe(12);
  });

  it('a booking written without a quote (the seed) shows its price as the base, no discount', async () => {
    const player = await signedInUser(test.app);
    const game = await createGame(db(), { priceQepik: 900 });
    await db().insert(gameRegistrations).values({
      gameId: game.id,
      userId: player.user.id,
      status: 'confirmed',
      paymentMethod: 'cash',
      priceQepik: 900,
    });
    const mine = (
      await test.app.inject({ method: 'GET', url: '/api/v1/users/me/games', headers: player.headers })
    ).json<MyGamesResponse>();
    expect(mine.items[0]?.registration).toMatchObject({ price: 9, base_price: 9, discount_percent: 0 });
  });

  it('shows one number per player on a game: the strength the side balancer uses', async () => {
    const game = await createGame(db(), { priceQepik: 1000 });
    const player = await playerWithBalance(test.app, 5000);
    await db().update(users).set({ skillOverall: 44 }).where(eq(users.id, player.user.id));
    await register(test.app, player, game.id);
    const detail = (
      await test.app.inject({ method: 'GET', url: `/api/v1/games/${game.id}` })
    ).json<GameDetail>();
    // No rated game yet: the strength is the self-assessment alone, and there is no rating.
    expect(detail.players[0]).toMatchObject({ strength: 44, rating: null });
  });

  describe('the organizer console', () => {
    it('puts every game in one view (upcoming, results to record, past, cancelled) with counts, the queue oldest first', async () => {
      const organizer = await signedInUser(test.app, { role: 'organizer' });
      const mine = (overrides: Parameters<typeof createGame>[1]) =>
        createGame(db(), { organizerId: organizer.user.id, ...overrides });
      const soon = await mine({ startsAt: new Date(Date.now() + DAY) });
      const later = await mine({ startsAt: new Date(Date.now() + 3 * DAY) });
      const playing = await mine({ startsAt: new Date(Date.now() - 30 * 60_000), durationMinutes: 90 });
      const olderResult = await mine({ startsAt: new Date(Date.now() - 3 * DAY) });
      const newerResult = await mine({ startsAt: new Date(Date.now() - DAY) });
      const done = await mine({ startsAt: new Date(Date.now() - 5 * DAY), status: 'completed' });
      const off = await mine({ status: 'cancelled' });
      await createGame(db(), { startsAt: new Date(Date.now() - DAY) });

      const view = async (name: string, who: SignedIn = organizer) => {
        const response = await test.app.inject({
          method: 'GET',
          url: `/api/v1/users/me/organized-games?view=${name}`,
          headers: who.headers,
        });
        expect(response.statusCode).toBe(200);
        return response.json<OrganizedGamesResponse>();
      };
      const upcoming = await view('upcoming');
      expect(idsOf(upcoming)).toEqual([playing.id, soon.id, later.id]);
      expect(upcoming.counts).toEqual({ upcoming: 3, needs_result: 2, past: 1, cancelled: 1 });
      expect(idsOf(await view('needs_result'))).toEqual([olderResult.id, newerResult.id]);
      expect(idsOf(await view('past'))).toEqual([done.id]);
      expect(idsOf(await view('cancelled'))).toEqual([off.id]);

      const another = await signedInUser(test.app, { role: 'organizer' });
      expect((await view('needs_result', another)).counts.needs_result).toBe(0);
      const player = await signedInUser(test.app);
      const refused = await test.app.inject({
        method: 'GET',
        url: '/api/v1/users/me/organized-games',
        headers: player.headers,
      });
      expect(refused.statusCode).toBe(403);
    });
  });
});

import {
  type GameDetail,
  type GameRoster,
  type GuestBookingResult,
  type LeaveResult,
  GUEST_NAME_MAX_LENGTH,
  MAX_GUESTS_PER_PLAYER,
} from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { gameGuests, games } from '../../db/schema.js';
import { createGame } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { getBalanceQepik } from '../wallet/get-balance.js';
import { expectEveryBalanceToMatchItsLedger } from '../wallet/testing/wallet-fixtures.js';
import { type SignedIn, leave, playerWithBalance, register, signedInUser } from './testing/game-fixtures.js';
import { gamesWithPlacesAmiss } from './testing/places-invariant.js';

const HOUR = 3_600_000;

describe.each(testDrivers())('bringing guests to a game on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(async () => {
    expect(await queryRows(test.database.db, gamesWithPlacesAmiss)).toEqual([]);
    await expectEveryBalanceToMatchItsLedger(test.database.db);
    await test.close();
  });

  const db = () => test.database.db;
  const balance = (player: SignedIn) => getBalanceQepik(db(), player.user.id);
  const addGuest = (player: SignedIn, gameId: string, name: unknown, language = 'en') =>
    test.app.inject({
      method: 'POST',
      url: `/api/v1/games/${gameId}/guests`,
      headers: { ...player.headers, 'accept-language': language },
      payload: { name },
    });
  const removeGuest = (player: SignedIn, gameId: string, guestId: string) =>
    test.app.inject({
      method: 'DELETE',
      url: `/api/v1/games/${gameId}/guests/${guestId}`,
      headers: { ...player.headers, 'accept-language': 'en' },
    });
  const detail = async (gameId: string) =>
    (await test.app.inject({ method: 'GET', url: `/api/v1/games/${gameId}` })).json<GameDetail>();
  const placesTaken = async (gameId: string) =>
    (await db().select({ taken: games.placesTaken }).from(games).where(eq(games.id, gameId)))[0]?.taken;

  /** A player with a confirmed, paid place in the game and `left` qəpik still in the wallet. */
  async function booker(gameId: string, left: number, price = 1000): Promise<SignedIn> {
    // The first game ever is half price: the guest never gets that discount.
    const player = await playerWithBalance(test.app, price / 2 + left);
    expect((await register(test.app, player, gameId)).statusCode).toBe(201);
    return player;
  }

  it('books a place for a guest at the full price from the booker’s wallet and shows "guest of" the booker', async () => {
    const game = await createGame(db(), { priceQepik: 1000, capacity: 10 });
    const player = await booker(game.id, 1500);
    const answer = await addGuest(player, game.id, '  Kamran  ');
    expect(answer.statusCode).toBe(201);
    const result = answer.json<GuestBookingResult>();
    expect(result).toMatchObject({
      guest: {
        name: 'Kamran',
        price: 10,
        booker: { id: player.user.id, first_name: player.user.firstName },
      },
      places_left: 8,
      balance: 5,
    });
    // The booker is named by their identity alone, which privacy never hides: no private field.
    expect(Object.keys(result.guest.booker).sort()).toEqual(['first_name', 'id', 'last_name', 'photo_url']);
    expect(await balance(player)).toBe(500);
    const shown = await detail(game.id);
    expect(shown).toMatchObject({ players_count: 2, guests_count: 1, places_left: 8, guests_allowed: true });
    expect(shown.guests).toEqual([result.guest]);
    expect(shown.players).toHaveLength(1);
  });

  it('refuses a guest to a player without a confirmed place of their own, and changes nothing', async () => {
    const game = await createGame(db(), { capacity: 2 });
    const stranger = await playerWithBalance(test.app, 5000);
    expect((await addGuest(stranger, game.id, 'Elvin')).json()).toMatchObject({
      code: 'guest_needs_your_place',
    });

    await booker(game.id, 0);
    await booker(game.id, 0);
    const waiting = await playerWithBalance(test.app, 5000);
    expect((await register(test.app, waiting, game.id)).json().registration.status).toBe('waitlisted');
    const refused = await addGuest(waiting, game.id, 'Elvin');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('guest_needs_your_place');
    expect(await placesTaken(game.id)).toBe(2);
  });

  it('refuses a guest when no place is free: guests never wait on the waitlist', async () => {
    const game = await createGame(db(), { capacity: 2 });
    const player = await booker(game.id, 5000);
    expect((await addGuest(player, game.id, 'Orxan')).statusCode).toBe(201);
    const full = await addGuest(player, game.id, 'Tural');
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('guest_no_place');
    expect(await balance(player)).toBe(4000);
  });

  it(`allows at most ${MAX_GUESTS_PER_PLAYER} guests per player and no two guests of one name`, async () => {
    const game = await createGame(db(), { capacity: 14, priceQepik: 0 });
    const player = await booker(game.id, 0, 0);
    for (let index = 1; index <= MAX_GUESTS_PER_PLAYER; index += 1) {
      expect((await addGuest(player, game.id, `Qonaq ${index}`)).statusCode).toBe(201);
    }
    const tooMany = await addGuest(player, game.id, 'Another', 'az');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ code: 'guest_limit_reached' });
    expect(tooMany.json().detail).toContain(String(MAX_GUESTS_PER_PLAYER));
    expect((await detail(game.id)).guests_count).toBe(MAX_GUESTS_PER_PLAYER);
  });

  it('refuses a second guest with the same name (in any case) from one booker', async () => {
    const game = await createGame(db(), { capacity: 14 });
    const player = await booker(game.id, 5000);
    expect((await addGuest(player, game.id, 'Rəşad')).statusCode).toBe(201);
    const again = await addGuest(player, game.id, 'RƏŞAD');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('guest_name_taken');
    expect(await balance(player)).toBe(4000);
  });

  it('refuses a blank, overlong or unstorable name with a field message, and changes nothing', async () => {
    const game = await createGame(db(), { capacity: 14 });
    const player = await booker(game.id, 5000);
    for (const name of [
      '   ',
      'x'.repeat(GUEST_NAME_MAX_LENGTH + 1),
      'a\u0000b',
      'a\ud800',
      'a\nb',
      42,
      null,
    ]) {
      const answer = await addGuest(player, game.id, name);
      expect(answer.statusCode, JSON.stringify(name)).toBe(400);
      expect(answer.json().fields).toHaveProperty('name');
    }
    const blank = await addGuest(player, game.id, '', 'ru');
    expect(blank.json().fields.name).toContain(String(GUEST_NAME_MAX_LENGTH));
    expect(await balance(player)).toBe(5000);
    expect(await placesTaken(game.id)).toBe(1);
  });

  it('refuses a guest the wallet cannot pay for, holding nothing', async () => {
    const game = await createGame(db(), { priceQepik: 1000, capacity: 14 });
    const player = await booker(game.id, 900);
    const answer = await addGuest(player, game.id, 'Nicat');
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe('insufficient_balance');
    expect(await balance(player)).toBe(900);
    expect(await placesTaken(game.id)).toBe(1);
    expect(await db().select().from(gameGuests).where(eq(gameGuests.gameId, game.id))).toEqual([]);
  });

  it('refuses guests in a game whose organizer switched them off; changing only the title keeps the switch', async () => {
    const organizer = await signedInUser(test.app, { role: 'organizer' });
    const game = await createGame(db(), { organizerId: organizer.user.id, hasReferee: true });
    const patch = (payload: object) =>
      test.app.inject({
        method: 'PATCH',
        url: `/api/v1/games/${game.id}`,
        headers: organizer.headers,
        payload,
      });
    expect((await patch({ guests_allowed: false })).json<GameDetail>().guests_allowed).toBe(false);
    // A change names only what it changes: nothing left out falls back to a default.
    const renamed = (await patch({ title: 'Yeni ad' })).json<GameDetail>();
    expect(renamed).toMatchObject({ title: 'Yeni ad', guests_allowed: false, has_referee: true });

    const player = await booker(game.id, 5000);
    const refused = await addGuest(player, game.id, 'Emin');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('guests_not_allowed');
    expect(await balance(player)).toBe(5000);
  });

  it('takes a guest off: the booker gets the price back in full a day ahead and the waitlist takes the place', async () => {
    const game = await createGame(db(), { priceQepik: 1000, capacity: 2 });
    const player = await booker(game.id, 1000);
    const guest = (await addGuest(player, game.id, 'Samir')).json<GuestBookingResult>().guest;
    const waiting = await playerWithBalance(test.app, 5000);
    expect((await register(test.app, waiting, game.id)).json().registration.status).toBe('waitlisted');

    const answer = await removeGuest(player, game.id, guest.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<LeaveResult>()).toMatchObject({
      refunded: 10,
      balance: 10,
      places_left: 0,
      waitlist_count: 0,
    });
    expect((await detail(game.id)).guests).toEqual([]);
    expect((await removeGuest(player, game.id, guest.id)).statusCode).toBe(404);
  });

  it('lets nobody but the booker take a guest off', async () => {
    const game = await createGame(db(), { capacity: 14 });
    const player = await booker(game.id, 5000);
    const guest = (await addGuest(player, game.id, 'Vüsal')).json<GuestBookingResult>().guest;
    const other = await booker(game.id, 0);
    const answer = await removeGuest(other, game.id, guest.id);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('guest_not_found');
    expect((await detail(game.id)).guests_count).toBe(1);
  });

  it('takes the guests off with their booker, refunding every place to the booker a day ahead', async () => {
    const game = await createGame(db(), { priceQepik: 1000, capacity: 14 });
    const player = await booker(game.id, 2000, 1000);
    await addGuest(player, game.id, 'Bir');
    await addGuest(player, game.id, 'İki');
    expect(await placesTaken(game.id)).toBe(3);
    const answer = await leave(test.app, player, game.id);
    expect(answer.json<LeaveResult>()).toMatchObject({ refunded: 25, places_left: 14 });
    expect(await balance(player)).toBe(2500);
    expect(await detail(game.id)).toMatchObject({ guests: [], guests_count: 0, players_count: 0 });
  });

  it('late, refunds only the places the waitlist took: the booker’s own first, then the guests', async () => {
    const game = await createGame(db(), {
      priceQepik: 1000,
      capacity: 3,
      startsAt: new Date(Date.now() + 5 * HOUR),
    });
    const player = await booker(game.id, 2000);
    await addGuest(player, game.id, 'Bir');
    await addGuest(player, game.id, 'İki');
    const waiting = await playerWithBalance(test.app, 5000);
    expect((await register(test.app, waiting, game.id)).json().registration.status).toBe('waitlisted');

    const answer = await leave(test.app, player, game.id);
    // Three places freed, one taken from the waitlist: the booker's own 5 ₼ (half price) comes back.
    expect(answer.json<LeaveResult>()).toMatchObject({ refunded: 5, places_left: 2 });
    expect(await balance(player)).toBe(500);
  });

  it('refunds every guest to its booker when the organizer cancels the game, and lists guests on the roster', async () => {
    const organizer = await signedInUser(test.app, { role: 'organizer' });
    const game = await createGame(db(), { organizerId: organizer.user.id, priceQepik: 1000 });
    const player = await booker(game.id, 1000);
    await addGuest(player, game.id, 'Fərid');
    const roster = await test.app.inject({
      method: 'GET',
      url: `/api/v1/games/${game.id}/registrations`,
      headers: organizer.headers,
    });
    expect(roster.json<GameRoster>().guests).toMatchObject([
      { name: 'Fərid', booker: { id: player.user.id }, price: 10 },
    ]);

    const cancelled = await test.app.inject({
      method: 'POST',
      url: `/api/v1/games/${game.id}/cancel`,
      headers: organizer.headers,
    });
    expect(cancelled.json()).toEqual({ refunded_players: 1 });
    expect(await balance(player)).toBe(1500);
    const left = await db()
      .select()
      .from(gameGuests)
      .where(and(eq(gameGuests.gameId, game.id), eq(gameGuests.status, 'confirmed')));
    expect(left).toEqual([]);
  });

  it.runIf(driver === 'postgres')(
    'gives the last place to one guest when two bookers race for it',
    async () => {
      const game = await createGame(db(), { capacity: 3, priceQepik: 0 });
      const first = await booker(game.id, 0, 0);
      const second = await booker(game.id, 0, 0);
      const answers = await Promise.all([addGuest(first, game.id, 'Sol'), addGuest(second, game.id, 'Sağ')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(await placesTaken(game.id)).toBe(3);
    },
  );
});

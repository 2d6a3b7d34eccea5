import type { GameDetail, LeaveResult, RegistrationResult } from '@oyna/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { gameRegistrations, games } from '../../db/schema.js';
import { createGame } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { getBalanceQepik } from '../wallet/get-balance.js';
import { expectEveryBalanceToMatchItsLedger, fundWallet } from '../wallet/testing/wallet-fixtures.js';
import { confirmHeldPlaces } from './confirm-held-places.js';
import { releaseAllExpiredHolds } from './release-all-expired-holds.js';
import { gamesWithPlacesAmiss } from './testing/places-invariant.js';
import { leave, playerWithBalance, register, signedInUser } from './testing/game-fixtures.js';
import { gameHooks } from '../../module-hooks.js';

const HOUR = 3_600_000;

describe.each(testDrivers())('booking a place on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(async () => {
    await expectEveryBalanceToMatchItsLedger(test.database.db);
    await test.close();
  });

  const db = () => test.database.db;
  const balance = (userId: string) => getBalanceQepik(db(), userId);
  const detail = async (gameId: string, token?: string) =>
    (
      await test.app.inject({
        method: 'GET',
        url: `/api/v1/games/${gameId}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    ).json<GameDetail>();

  const expireHoldOf = (userId: string) =>
    db()
      .update(gameRegistrations)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(gameRegistrations.userId, userId), eq(gameRegistrations.status, 'pending_payment')));

  /** A player who has already played once, so the first-game discount does not apply. */
  async function regular(balanceQepik: number) {
    const player = await playerWithBalance(test.app, balanceQepik + 500); // the first game is half price
    const earlier = await createGame(db(), { capacity: 14 });
    expect((await register(test.app, player, earlier.id)).statusCode).toBe(201);
    return player;
  }

  it('confirms and charges at once when there is a place and enough balance', async () => {
    const game = await createGame(db(), { priceQepik: 1000 });
    const player = await regular(1000);
    const response = await register(test.app, player, game.id);
    expect(response.statusCode).toBe(201);
    const result = response.json<RegistrationResult>();
    expect(result.registration).toMatchObject({
      status: 'confirmed',
      paid: true,
      price: 10,
      payment_method: 'balance',
    });
    expect(result).toMatchObject({ places_left: 13, waitlist_count: 0, top_up_amount: null, balance: 0 });
    expect(await balance(player.user.id)).toBe(0);
  });

  it('charges half for the first game a player ever books', async () => {
    const game = await createGame(db(), { priceQepik: 1200 });
    const player = await playerWithBalance(test.app, 5000);
    const quoted = (await detail(game.id, player.token)).my_quote;
    expect(quoted).toMatchObject({
      price: 6,
      base_price: 12,
      discount_percent: 50,
      discount_reason: 'first_game',
    });
    const result = (await register(test.app, player, game.id)).json<RegistrationResult>();
    expect(result.registration).toMatchObject({ price: 6, discount_reason: 'first_game' });
    // The answer carries the balance the booking left, as the ledger has it.
    expect(result.balance).toBe(44);
    expect(await balance(player.user.id)).toBe(4400);
  });

  it('holds the place for 10 minutes and says how much to top up when the balance is short', async () => {
    const game = await createGame(db(), { priceQepik: 1000 });
    const player = await regular(250);
    const before = Date.now();
    const result = (await register(test.app, player, game.id)).json<RegistrationResult>();
    expect(result.registration.status).toBe('pending_payment');
    expect(result.top_up_amount).toBe(7.5);
    expect(result.balance).toBe(2.5);
    expect(result.places_left).toBe(13);
    const expires = new Date(result.registration.hold_expires_at ?? 0).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(10 * 60_000 + 5000);
    expect(await balance(player.user.id)).toBe(250);
  });

  it('confirms a held place and charges it as soon as a top-up arrives', async () => {
    const game = await createGame(db(), { priceQepik: 1000 });
    const player = await regular(0);
    await register(test.app, player, game.id);
    await fundWallet(db(), player.user.id, 1500);
    await test.app.walletEvents.emitTopupCredited({
      userId: player.user.id,
      paymentId: 'test',
      amountQepik: 1500,
      balanceAfterQepik: 1500,
      ledgerEntryId: 'test',
    });
    const mine = (await detail(game.id, player.token)).my_registration;
    expect(mine).toMatchObject({ status: 'confirmed', paid: true, hold_expires_at: null });
    expect(await balance(player.user.id)).toBe(500);
    // A second top-up notice changes nothing: the booking is paid once.
    expect(await confirmHeldPlaces(db(), { userId: player.user.id })).toEqual([]);
    expect(await balance(player.user.id)).toBe(500);
  });

  it('frees an expired hold and holds the place for the first waitlisted player, whose wallet is short', async () => {
    const game = await createGame(db(), { capacity: 2, priceQepik: 1000 });
    const holder = await regular(0);
    const other = await regular(1000);
    await register(test.app, holder, game.id);
    await register(test.app, other, game.id);
    const short = await regular(300);
    const rich = await regular(2000);
    expect((await register(test.app, short, game.id)).json<RegistrationResult>().registration.status).toBe(
      'waitlisted',
    );
    const waiting = (await register(test.app, rich, game.id)).json<RegistrationResult>();
    expect(waiting.registration).toMatchObject({ status: 'waitlisted', waitlist_position: 2, paid: false });

    await expireHoldOf(holder.user.id);
    const before = Date.now();
    expect(await releaseAllExpiredHolds(db(), gameHooks)).toEqual([game.id]);

    expect((await detail(game.id, holder.token)).my_registration).toBeNull();
    // The first in line is held the place for a top-up, not passed over for a richer player.
    const held = (await detail(game.id, short.token)).my_registration;
    expect(held).toMatchObject({ status: 'pending_payment', paid: false });
    const expires = new Date(held?.hold_expires_at ?? 0).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(10 * 60_000 + 5000);
    expect(await balance(short.user.id)).toBe(300);
    expect((await detail(game.id, rich.token)).my_registration).toMatchObject({
      status: 'waitlisted',
      waitlist_position: 1,
    });
    expect(await balance(rich.user.id)).toBe(2000);
    const [row] = await db().select().from(games).where(eq(games.id, game.id));
    expect(row?.placesTaken).toBe(2);
    // They are told at once, with the time it is held until and what is missing (7 of 10 manat).
    const told = await queryRows<{ payload: { hold_expires_at: string; top_up_qepik: number } }>(
      db(),
      sql`select payload from notifications where user_id = ${short.user.id} and kind = 'waitlist_place_held'`,
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.payload).toMatchObject({ hold_expires_at: held?.hold_expires_at, top_up_qepik: 700 });
    expect(await queryRows(db(), gamesWithPlacesAmiss)).toEqual([]);
  });

  it('a booking that meets an expired hold releases it on the way and takes the freed place', async () => {
    const game = await createGame(db(), { capacity: 2, priceQepik: 1000 });
    await register(test.app, await regular(1000), game.id);
    const holder = await regular(0);
    await register(test.app, holder, game.id);
    await expireHoldOf(holder.user.id);
    const late = await regular(1500);

    const booked = await register(test.app, late, game.id);

    expect(booked.statusCode).toBe(201);
    expect(booked.json<RegistrationResult>()).toMatchObject({
      registration: { status: 'confirmed', paid: true },
      places_left: 0,
      balance: 5,
    });
    expect((await detail(game.id, holder.token)).my_registration).toBeNull();
    const [row] = await db().select().from(games).where(eq(games.id, game.id));
    expect(row?.placesTaken).toBe(2);
    expect(await queryRows(db(), gamesWithPlacesAmiss)).toEqual([]);
  });

  it('confirms a place held from the waitlist when the top-up arrives in time', async () => {
    const game = await createGame(db(), { capacity: 2, priceQepik: 1000 });
    await register(test.app, await regular(1000), game.id);
    const holder = await regular(0);
    await register(test.app, holder, game.id);
    const short = await regular(0);
    await register(test.app, short, game.id);
    await expireHoldOf(holder.user.id);
    await releaseAllExpiredHolds(db(), gameHooks);
    await fundWallet(db(), short.user.id, 1000);
    expect(await confirmHeldPlaces(db(), { userId: short.user.id })).toEqual([game.id]);
    expect((await detail(game.id, short.token)).my_registration).toMatchObject({
      status: 'confirmed',
      paid: true,
    });
    expect(await balance(short.user.id)).toBe(0);
  });

  it('gives a place held from the waitlist to the next in line when its hold runs out', async () => {
    const game = await createGame(db(), { capacity: 2, priceQepik: 1000 });
    await register(test.app, await regular(1000), game.id);
    const holder = await regular(0);
    await register(test.app, holder, game.id);
    const short = await regular(0);
    const rich = await regular(1000);
    await register(test.app, short, game.id);
    await register(test.app, rich, game.id);
    await expireHoldOf(holder.user.id);
    await releaseAllExpiredHolds(db(), gameHooks);
    expect((await detail(game.id, short.token)).my_registration?.status).toBe('pending_payment');

    await expireHoldOf(short.user.id);
    expect(await releaseAllExpiredHolds(db(), gameHooks)).toEqual([game.id]);
    expect((await detail(game.id, short.token)).my_registration).toBeNull();
    expect((await detail(game.id, rich.token)).my_registration).toMatchObject({
      status: 'confirmed',
      paid: true,
    });
    expect(await balance(rich.user.id)).toBe(0);
    expect(await queryRows(db(), gamesWithPlacesAmiss)).toEqual([]);
  });

  it('confirms cash bookings at once and leaves them unpaid until the organizer marks them', async () => {
    const game = await createGame(db(), { priceQepik: 1000 });
    const player = await regular(0);
    const result = (
      await register(test.app, player, game.id, { paymentMethod: 'cash' })
    ).json<RegistrationResult>();
    expect(result.registration).toMatchObject({ status: 'confirmed', paid: false, payment_method: 'cash' });
    expect(await balance(player.user.id)).toBe(0);
  });

  it('puts players on the waitlist at no charge when the game is full', async () => {
    const game = await createGame(db(), { capacity: 2, priceQepik: 1000 });
    for (let index = 0; index < 2; index += 1) await register(test.app, await regular(1000), game.id);
    const late = await regular(1000);
    const result = (await register(test.app, late, game.id)).json<RegistrationResult>();
    expect(result).toMatchObject({ places_left: 0, waitlist_count: 1 });
    expect(result.registration).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    expect(await balance(late.user.id)).toBe(1000);
    expect((await detail(game.id)).status).toBe('full');
  });

  it('answers a repeated Idempotency-Key with the first booking, charging once', async () => {
    const game = await createGame(db(), { priceQepik: 1000 });
    const player = await regular(3000);
    const first = await register(test.app, player, game.id, { key: 'booking-key-0001' });
    const again = await register(test.app, player, game.id, { key: 'booking-key-0001' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<RegistrationResult>().registration.id).toBe(
      first.json<RegistrationResult>().registration.id,
    );
    expect(await balance(player.user.id)).toBe(2000);
  });

  it('refuses a reused Idempotency-Key with another body (422) and keeps the first booking', async () => {
    const game = await createGame(db(), { priceQepik: 1000 });
    const other = await createGame(db(), { priceQepik: 1000 });
    const player = await regular(3000);
    const first = await register(test.app, player, game.id, { key: 'booking-key-0002' });
    expect(first.statusCode).toBe(201);
    const otherMethod = await register(test.app, player, game.id, {
      key: 'booking-key-0002',
      paymentMethod: 'cash',
    });
    expect(otherMethod.statusCode).toBe(422);
    expect(otherMethod.json()).toMatchObject({ code: 'idempotency_key_reused' });
    const otherGame = await register(test.app, player, other.id, { key: 'booking-key-0002' });
    expect(otherGame.statusCode).toBe(422);
    expect(otherGame.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await balance(player.user.id)).toBe(2000);
  });

  describe('refuses with a clear 4xx and changes nothing', () => {
    it('registering twice for the same game', async () => {
      const game = await createGame(db());
      const player = await regular(5000);
      await register(test.app, player, game.id);
      const twice = await register(test.app, player, game.id);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({
        code: 'already_registered',
        detail: 'You are already registered for this game.',
      });
      expect(await balance(player.user.id)).toBe(4000);
    });

    it('a cancelled game, a completed game and a game that has started', async () => {
      const player = await regular(5000);
      const cancelled = await createGame(db(), { status: 'cancelled' });
      const completed = await createGame(db(), {
        status: 'completed',
        startsAt: new Date(Date.now() - 48 * HOUR),
      });
      const started = await createGame(db(), { startsAt: new Date(Date.now() - 10 * 60_000) });
      expect((await register(test.app, player, cancelled.id)).json().code).toBe('game_not_open');
      expect((await register(test.app, player, completed.id)).json().code).toBe('game_not_open');
      const late = await register(test.app, player, started.id);
      expect(late.statusCode).toBe(422);
      expect(late.json().code).toBe('game_already_started');
      expect(await balance(player.user.id)).toBe(5000);
    });

    it('outside the level range', async () => {
      const game = await createGame(db(), { minLevel: 'advanced' });
      const beginner = await playerWithBalance(test.app, 5000);
      const response = await register(test.app, beginner, game.id, { language: 'az' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'level_out_of_range',
        detail: 'Bu oyun başqa səviyyəli oyunçular üçündür.',
      });
    });

    it('before registration opens, naming the opening time in Baku', async () => {
      const opens = new Date('2030-01-10T08:00:00Z');
      const game = await createGame(db(), {
        startsAt: new Date('2030-01-20T16:00:00Z'),
        registrationOpensAt: opens,
      });
      const player = await playerWithBalance(test.app, 5000);
      const response = await register(test.app, player, game.id);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'registration_not_open_yet',
        detail: 'Registration opens on 10 January 2030, 12:00.',
      });
      const inRussian = await register(test.app, player, game.id, { language: 'ru' });
      expect(inRussian.json().detail).toBe('Запись на игру откроется 10 января 2030 г., 12:00.');
    });

    it('an unknown game, a bad id and a bad payment method', async () => {
      const player = await regular(0);
      expect((await register(test.app, player, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await register(test.app, player, 'not-a-uuid')).statusCode).toBe(400);
      const game = await createGame(db());
      const bad = await test.app.inject({
        method: 'POST',
        url: `/api/v1/games/${game.id}/registrations`,
        headers: player.headers,
        payload: { payment_method: 'card' },
      });
      expect(bad.statusCode).toBe(400);
      const anonymous = await test.app.inject({
        method: 'POST',
        url: `/api/v1/games/${game.id}/registrations`,
        payload: { payment_method: 'cash' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  it('lets silver players register a day before registration opens for everyone', async () => {
    const startsAt = new Date(Date.now() + 5 * 24 * HOUR);
    const game = await createGame(db(), { startsAt, registrationOpensAt: new Date(Date.now() + 12 * HOUR) });
    const bronze = await playerWithBalance(test.app, 5000);
    expect((await register(test.app, bronze, game.id)).statusCode).toBe(422);

    const silver = await playerWithBalance(test.app, 5000);
    const past = new Date(Date.now() - 7 * 24 * HOUR);
    for (let index = 0; index < 10; index += 1) {
      const played = await createGame(db(), { status: 'completed', startsAt: past, placesTaken: 1 });
      await db().insert(gameRegistrations).values({
        gameId: played.id,
        userId: silver.user.id,
        status: 'confirmed',
        paymentMethod: 'cash',
        priceQepik: 1000,
        paidAt: past,
      });
    }
    const response = await register(test.app, silver, game.id);
    expect(response.statusCode).toBe(201);
    expect(response.json<RegistrationResult>().registration).toMatchObject({
      discount_reason: 'loyalty',
      price: 9.5,
    });
  });

  describe('leaving', () => {
    it('refunds in full until 24 hours before kick-off and frees the place', async () => {
      const game = await createGame(db(), { priceQepik: 1000, startsAt: new Date(Date.now() + 48 * HOUR) });
      const player = await regular(1000);
      await register(test.app, player, game.id);
      const response = await leave(test.app, player, game.id);
      expect(response.statusCode).toBe(200);
      expect(response.json<LeaveResult>()).toMatchObject({ refunded: 10, places_left: 14, balance: 10 });
      expect(await balance(player.user.id)).toBe(1000);
    });

    it('within 24 hours refunds nothing unless a waitlisted player takes the place', async () => {
      const soon = new Date(Date.now() + 5 * HOUR);
      const open = await createGame(db(), { priceQepik: 1000, startsAt: soon });
      const player = await regular(2000);
      await register(test.app, player, open.id);
      expect((await leave(test.app, player, open.id)).json<LeaveResult>().refunded).toBe(0);
      expect(await balance(player.user.id)).toBe(1000);

      const full = await createGame(db(), { priceQepik: 1000, startsAt: soon, capacity: 2 });
      const first = await regular(1000);
      await register(test.app, first, full.id);
      await register(test.app, await regular(1000), full.id);
      const waiting = await regular(1000);
      await register(test.app, waiting, full.id);
      const left = (await leave(test.app, first, full.id)).json<LeaveResult>();
      expect(left).toMatchObject({ refunded: 10, places_left: 0, waitlist_count: 0 });
      expect(await balance(first.user.id)).toBe(1000);
      expect(await balance(waiting.user.id)).toBe(0);
      expect((await detail(full.id, waiting.token)).my_registration?.status).toBe('confirmed');
    });

    it('is refused for a player without a booking', async () => {
      const game = await createGame(db());
      const response = await leave(test.app, await regular(0), game.id);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('registration_not_found');
    });

    it('then booking again makes a new booking, charged again', async () => {
      const game = await createGame(db(), { priceQepik: 1000, startsAt: new Date(Date.now() + 48 * HOUR) });
      const player = await regular(1000);
      const first = (await register(test.app, player, game.id)).json<RegistrationResult>();
      await leave(test.app, player, game.id);
      const second = (await register(test.app, player, game.id)).json<RegistrationResult>();
      expect(second.registration.id).not.toBe(first.registration.id);
      expect(await balance(player.user.id)).toBe(0);
    });
  });

  it('keeps places_taken equal to confirmed plus held bookings in every game', async () => {
    const rows = await queryRows<{ id: string }>(db(), gamesWithPlacesAmiss);
    expect(rows).toEqual([]);
  });

  it('rejects another user trying to leave for someone else: each acts only on their own booking', async () => {
    const game = await createGame(db(), { priceQepik: 1000 });
    const owner = await regular(1000);
    await register(test.app, owner, game.id);
    const stranger = await signedInUser(test.app);
    expect((await leave(test.app, stranger, game.id)).statusCode).toBe(404);
    expect((await detail(game.id, owner.token)).my_registration?.status).toBe('confirmed');
  });
});

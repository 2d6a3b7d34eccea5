import type { LeaveResult, RegistrationResult } from '@oyna/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { gameRegistrations, games, ledgerEntries } from '../../db/schema.js';
import { createGame } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { getBalanceQepik } from '../wallet/get-balance.js';
import { expectEveryBalanceToMatchItsLedger } from '../wallet/testing/wallet-fixtures.js';
import { gamesWithPlacesAmiss } from './testing/places-invariant.js';
import { type SignedIn, leave, playerWithBalance, register, signedInUser } from './testing/game-fixtures.js';

/** Every game: places_taken equals its confirmed and held bookings and guests, and never passes the capacity. */
async function expectPlacesToMatchBookings(test: TestApp): Promise<void> {
  const broken = await queryRows<{ id: string }>(test.database.db, gamesWithPlacesAmiss);
  expect(broken).toEqual([]);
}

async function chargesFor(test: TestApp, gameId: string): Promise<number> {
  const [row] = await queryRows<{ charges: number }>(
    test.database.db,
    sql`select count(*)::int as charges from ledger_entries l
        join game_registrations r on r.id::text = l.reference_id
        where r.game_id = ${gameId} and l.kind = 'game_payment'`,
  );
  return row?.charges ?? 0;
}

describe.each(testDrivers())('places are never oversold, money never moves twice, on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(async () => {
    await expectPlacesToMatchBookings(test);
    await expectEveryBalanceToMatchItsLedger(test.database.db);
    await test.close();
  });

  async function players(count: number, balanceQepik: number): Promise<SignedIn[]> {
    const made: SignedIn[] = [];
    for (let index = 0; index < count; index += 1) made.push(await playerWithBalance(test.app, balanceQepik));
    return made;
  }

  it('200 players registering at once for 14 places: exactly 14 confirmed and charged, the rest waitlisted', async () => {
    const game = await createGame(test.database.db, { capacity: 14, priceQepik: 1000 });
    const crowd = await players(200, 2000);
    const responses = await Promise.all(crowd.map((player) => register(test.app, player, game.id)));
    expect(responses.map((response) => response.statusCode).filter((status) => status !== 201)).toEqual([]);
    const statuses = responses.map((response) => response.json<RegistrationResult>().registration.status);
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(14);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(186);

    const [row] = await test.database.db.select().from(games).where(eq(games.id, game.id));
    expect(row?.placesTaken).toBe(14);
    expect(await chargesFor(test, game.id)).toBe(14);
    const charged = await Promise.all(
      crowd.map((player) => getBalanceQepik(test.database.db, player.user.id)),
    );
    // The first game is half price: 14 players paid 5 ₼, nobody else paid anything.
    expect(charged.filter((balance) => balance === 1500)).toHaveLength(14);
    expect(charged.filter((balance) => balance === 2000)).toHaveLength(186);
  });

  it('parallel leaving and joining keeps the places and the waitlist right', async () => {
    const game = await createGame(test.database.db, {
      capacity: 10,
      priceQepik: 1000,
      startsAt: new Date(Date.now() + 72 * 3_600_000),
    });
    const inside = await players(10, 1000);
    for (const player of inside) await register(test.app, player, game.id);
    const waiting = await players(5, 1000);
    for (const player of waiting) await register(test.app, player, game.id);
    const newcomers = await players(10, 1000);

    const results = await Promise.all([
      ...inside.slice(0, 6).map((player) => leave(test.app, player, game.id)),
      ...newcomers.map((player) => register(test.app, player, game.id)),
    ]);
    expect(results.map((response) => response.statusCode).filter((status) => status >= 400)).toEqual([]);
    for (const left of results.slice(0, 6)) expect(left.json<LeaveResult>().refunded).toBe(5);

    const rows = await test.database.db
      .select()
      .from(gameRegistrations)
      .where(eq(gameRegistrations.gameId, game.id));
    const confirmed = rows.filter((row) => row.status === 'confirmed');
    expect(confirmed).toHaveLength(10);
    // The five who waited first were promoted before anyone who arrived later.
    const waitedFirst = new Set(waiting.map((player) => player.user.id));
    expect(confirmed.filter((row) => waitedFirst.has(row.userId))).toHaveLength(5);
    expect(rows.filter((row) => row.status === 'waitlisted')).toHaveLength(9);
  });

  it('the same Idempotency-Key sent 20 times at once makes one booking and one charge', async () => {
    const game = await createGame(test.database.db, { priceQepik: 1000 });
    const [player] = await players(1, 5000);
    if (!player) throw new Error('no player');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => register(test.app, player, game.id, { key: 'same-key-20-times' })),
    );
    const ids = new Set(responses.map((response) => response.json<RegistrationResult>().registration.id));
    expect(ids.size).toBe(1);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(19);
    expect(await chargesFor(test, game.id)).toBe(1);
    expect(await getBalanceQepik(test.database.db, player.user.id)).toBe(4500);
  });

  it('the first-game discount is given once when a new player books 10 games at once', async () => {
    const gamesToBook = await Promise.all(
      Array.from({ length: 10 }, () => createGame(test.database.db, { priceQepik: 1000 })),
    );
    const [player] = await players(1, 4000);
    if (!player) throw new Error('no player');
    const responses = await Promise.all(gamesToBook.map((game) => register(test.app, player, game.id)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));

    const rows = await test.database.db
      .select()
      .from(gameRegistrations)
      .where(eq(gameRegistrations.userId, player.user.id));
    expect(rows.filter((row) => row.discountReason === 'first_game')).toHaveLength(1);
    // 40 ₼: the discounted game (5 ₼) and three at full price are paid, six are held for a top-up.
    expect(rows.filter((row) => row.status === 'confirmed')).toHaveLength(4);
    expect(rows.filter((row) => row.status === 'pending_payment')).toHaveLength(6);
    expect(await getBalanceQepik(test.database.db, player.user.id)).toBe(500);
  });

  it('a held or waitlisted first booking keeps the first-game discount to itself', async () => {
    const full = await createGame(test.database.db, { priceQepik: 1000, capacity: 2 });
    for (const other of await players(2, 0))
      await register(test.app, other, full.id, { paymentMethod: 'cash' });
    const open = await createGame(test.database.db, { priceQepik: 1000 });
    const [player] = await players(1, 0);
    if (!player) throw new Error('no player');
    const waitlisted = await register(test.app, player, full.id);
    expect(waitlisted.json<RegistrationResult>().registration).toMatchObject({
      status: 'waitlisted',
      discount_reason: 'first_game',
    });
    const held = await register(test.app, player, open.id);
    expect(held.json<RegistrationResult>().registration).toMatchObject({
      status: 'pending_payment',
      discount_reason: null,
      price: 10,
    });
  });

  describe('organizers', () => {
    it('cancelling a game refunds every wallet payment exactly once, even when asked twice at once', async () => {
      const organizer = await signedInUser(test.app, { role: 'organizer' });
      const game = await createGame(test.database.db, {
        organizerId: organizer.user.id,
        priceQepik: 1000,
        capacity: 4,
      });
      const paid = await players(3, 1000);
      for (const player of paid) await register(test.app, player, game.id);
      const cash = await signedInUser(test.app);
      await register(test.app, cash, game.id, { paymentMethod: 'cash' });
      const waiting = await players(1, 1000);
      await register(test.app, waiting[0] as SignedIn, game.id);

      const cancel = () =>
        test.app.inject({
          method: 'POST',
          url: `/api/v1/games/${game.id}/cancel`,
          headers: organizer.headers,
        });
      const [first, second] = await Promise.all([cancel(), cancel()]);
      const statuses = [first?.statusCode, second?.statusCode].sort();
      expect(statuses).toEqual([200, 422]);
      for (const player of paid) expect(await getBalanceQepik(test.database.db, player.user.id)).toBe(1000);
      expect(await getBalanceQepik(test.database.db, (waiting[0] as SignedIn).user.id)).toBe(1000);
      const refunds = await test.database.db.select().from(ledgerEntries)
        .where(sql`${ledgerEntries.kind} = 'refund' and ${ledgerEntries.idempotencyKey} like 'game_refund:%'
                   and ${ledgerEntries.userId} in (${sql.join(
                     paid.map((player) => sql`${player.user.id}`),
                     sql`, `,
                   )})`);
      expect(refunds).toHaveLength(3);
      const [row] = await test.database.db.select().from(games).where(eq(games.id, game.id));
      expect(row).toMatchObject({ status: 'cancelled', placesTaken: 0 });
    });

    it('players cannot publish, edit or cancel games, and organizers cannot touch other organizers’ games', async () => {
      const player = await signedInUser(test.app);
      const owner = await signedInUser(test.app, { role: 'organizer' });
      const otherOrganizer = await signedInUser(test.app, { role: 'organizer' });
      const game = await createGame(test.database.db, { organizerId: owner.user.id });
      const attempts = async (who: SignedIn) => [
        await test.app.inject({
          method: 'POST',
          url: '/api/v1/games',
          headers: who.headers,
          payload: {
            venue_id: game.venueId,
            title: 'Gecə oyunu',
            starts_at: new Date(Date.now() + 86_400_000).toISOString(),
            duration_minutes: 90,
            format: '7x7',
            kind: 'regular',
            price: 10,
          },
        }),
        await test.app.inject({
          method: 'PATCH',
          url: `/api/v1/games/${game.id}`,
          headers: who.headers,
          payload: { title: 'Oğurlanmış oyun' },
        }),
        await test.app.inject({
          method: 'POST',
          url: `/api/v1/games/${game.id}/cancel`,
          headers: who.headers,
        }),
        await test.app.inject({
          method: 'GET',
          url: `/api/v1/games/${game.id}/registrations`,
          headers: who.headers,
        }),
      ];
      expect((await attempts(player)).map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
      const byOther = await attempts(otherOrganizer);
      expect(byOther.slice(1).map((response) => response.statusCode)).toEqual([403, 403, 403]);
      const [row] = await test.database.db.select().from(games).where(eq(games.id, game.id));
      expect(row).toMatchObject({ title: game.title, status: 'open' });
    });
  });
});

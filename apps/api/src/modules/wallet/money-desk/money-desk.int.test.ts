import type {
  AdminGamePaymentsResponse,
  AdminPaymentsResponse,
  AdminWallet,
  BookingRefundResponse,
  ErrorResponse,
  PaymentRecheckResponse,
  WalletTransactionsResponse,
} from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, gameRegistrations, games } from '../../../db/schema.js';
import { type TestApp, createTestApp } from '../../../test/test-app.js';
import { createGame } from '../../../test/factories.js';
import { testDrivers } from '../../../test/test-databases.js';
import {
  type SignedIn,
  leave,
  playerWithBalance,
  register,
  signedInUser,
} from '../../games/testing/game-fixtures.js';
import { type FakeEpoint, startFakeEpoint } from '../providers/testing/fake-epoint-server.js';
import { expectEveryBalanceToMatchItsLedger } from '../testing/wallet-fixtures.js';
import { walletClient } from '../testing/wallet-client.js';

const KEYS = { publicKey: 'i000200001', privateKey: 'Xk2mPq9vL4tR8wZ1' };
const DAY_MS = 24 * 3_600_000;

describe.each(testDrivers())('the money desk on %s', (driver) => {
  let test: TestApp;
  let epoint: FakeEpoint;
  let admin: SignedIn;

  beforeAll(async () => {
    epoint = await startFakeEpoint(KEYS);
    test = await createTestApp({
      driver,
      env: {
        PAYMENT_PROVIDER: 'epoint',
        EPOINT_PUBLIC_KEY: KEYS.publicKey,
        EPOINT_PRIVATE_KEY: KEYS.privateKey,
        EPOINT_API_URL: epoint.apiUrl,
      },
    });
    admin = await signedInUser(test.app, { role: 'admin' });
  });
  afterEach(() => expectEveryBalanceToMatchItsLedger(test.database.db));
  afterAll(async () => {
    await test.close();
    await epoint.close();
  });

  const get = (url: string) =>
    test.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: { ...admin.headers, 'accept-language': 'en' },
    });
  const post = (url: string, payload?: object) =>
    test.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...admin.headers, 'accept-language': 'en' },
      ...(payload && { payload }),
    });
  const refund = (registrationId: string) =>
    post(`/admin/bookings/${registrationId}/refund`, { reason: 'Meydança bağlı idi' });

  function orderOf(paymentId: string) {
    const order = [...epoint.orders.values()].find((candidate) => candidate.orderId === paymentId);
    if (!order) throw new Error(`Epoint has no order ${paymentId}`);
    return order;
  }

  /** Moves a game (and its registration opening) into the past: it has been played. */
  async function playedAlready(gameId: string) {
    await test.database.db
      .update(games)
      .set({
        startsAt: new Date(Date.now() - DAY_MS),
        registrationOpensAt: new Date(Date.now() - 3 * DAY_MS),
      })
      .where(eq(games.id, gameId));
  }

  it('a re-check credits a payment the provider took but whose callback was lost, once, with an audit row each time', async () => {
    const player = await signedInUser(test.app);
    const wallet = walletClient(test.app, player.token);
    const topup = await wallet.startTopup(25);
    orderOf(topup.payment_id).status = 'success';

    const first = await post(`/admin/payments/${topup.payment_id}/recheck`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<PaymentRecheckResponse>()).toMatchObject({
      outcome: 'credited',
      provider_status: 'succeeded',
      payment: { status: 'succeeded', amount: 25 },
    });
    const second = await post(`/admin/payments/${topup.payment_id}/recheck`);
    expect(second.json<PaymentRecheckResponse>()).toMatchObject({
      outcome: 'unchanged',
      payment: { status: 'succeeded' },
    });
    expect(await wallet.balance()).toBe(25);

    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, topup.payment_id), eq(auditLog.action, 'wallet.payment_rechecked')));
    expect(audit.map((row) => row.details['outcome']).sort()).toEqual(['credited', 'unchanged']);
    expect(audit.every((row) => row.actorUserId === admin.user.id)).toBe(true);
  });

  it('a re-check of a payment the provider still has open changes nothing; an unknown payment is 404', async () => {
    const player = await signedInUser(test.app);
    const topup = await walletClient(test.app, player.token).startTopup(5);
    const recheck = await post(`/admin/payments/${topup.payment_id}/recheck`);
    expect(recheck.json<PaymentRecheckResponse>()).toMatchObject({
      outcome: 'unchanged',
      provider_status: 'pending',
      payment: { status: 'pending' },
    });
    const unknown = await post('/admin/payments/00000000-0000-4000-8000-000000000000/recheck');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorResponse>().code).toBe('payment_not_found');
  });

  it("the admin sees a player's balance, ledger newest first and payments with their provider status, paginated", async () => {
    const player = await signedInUser(test.app, { firstName: 'Aysel', lastName: 'Məmmədova' });
    const wallet = walletClient(test.app, player.token);
    const paid = await wallet.startTopup(10);
    await wallet.startTopup(7);
    orderOf(paid.payment_id).status = 'success';
    await post(`/admin/payments/${paid.payment_id}/recheck`);
    await post(`/admin/users/${player.user.id}/adjustments`, { amount: -2.5, reason: 'Səhv köçürmə' });

    const view = (await get(`/admin/users/${player.user.id}/wallet`)).json<AdminWallet>();
    expect(view).toMatchObject({ full_name: 'Aysel Məmmədova', balance: 7.5, currency: 'AZN' });
    const ledger = (
      await get(`/admin/users/${player.user.id}/transactions?page_size=1`)
    ).json<WalletTransactionsResponse>();
    expect(ledger.total).toBe(2);
    expect(ledger.items.map((row) => row.kind)).toEqual(['adjustment']);
    const listed = (await get(`/admin/users/${player.user.id}/payments`)).json<AdminPaymentsResponse>();
    expect(listed.items.map((payment) => [payment.amount, payment.status])).toEqual([
      [7, 'pending'],
      [10, 'succeeded'],
    ]);
    expect(listed.items[1]?.ledger_entry_id).not.toBeNull();
    expect((await get('/admin/users/00000000-0000-4000-8000-000000000000/wallet')).statusCode).toBe(404);
  });

  it('a wallet booking of a game already played is refunded once; the second refund is 409 and the booking is listed as refunded', async () => {
    const player = await playerWithBalance(test.app, 3000);
    const game = await createGame(test.database.db, { priceQepik: 1200 });
    expect((await register(test.app, player, game.id)).statusCode).toBe(201);
    const [booking] = await test.database.db
      .select()
      .from(gameRegistrations)
      .where(eq(gameRegistrations.userId, player.user.id));
    if (!booking) throw new Error('no booking');

    const tooEarly = await refund(booking.id);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json<ErrorResponse>().code).toBe('booking_still_active');

    await playedAlready(game.id);
    const listedBefore = (
      await get(`/admin/users/${player.user.id}/game-payments`)
    ).json<AdminGamePaymentsResponse>();
    expect(listedBefore.items[0]).toMatchObject({
      registration_id: booking.id,
      refundable: true,
      refunded: false,
      guests: 0,
      refund_amount: booking.priceQepik / 100,
    });

    const refunded = await refund(booking.id);
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(refunded.json<BookingRefundResponse>()).toMatchObject({
      balance: 30,
      refunded: booking.priceQepik / 100,
      transactions: [
        { kind: 'refund', amount: booking.priceQepik / 100, description: { key: 'game_refund' } },
      ],
    });
    const again = await refund(booking.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorResponse>().code).toBe('booking_already_refunded');
    expect(await walletClient(test.app, player.token).balance()).toBe(30);

    const listedAfter = (
      await get(`/admin/users/${player.user.id}/game-payments`)
    ).json<AdminGamePaymentsResponse>();
    expect(listedAfter.items[0]).toMatchObject({ refundable: false, refunded: true });
    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wallet.game_refund'), eq(auditLog.subjectId, player.user.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({
      registration_id: booking.id,
      amount_qepik: booking.priceQepik,
      reason: 'Meydança bağlı idi',
    });
  });

  it('twenty refunds of one booking sent at once credit it exactly once', async () => {
    const player = await playerWithBalance(test.app, 1000);
    const game = await createGame(test.database.db, { priceQepik: 1000 });
    await register(test.app, player, game.id);
    await playedAlready(game.id);
    const [booking] = await test.database.db
      .select()
      .from(gameRegistrations)
      .where(eq(gameRegistrations.userId, player.user.id));
    if (!booking) throw new Error('no booking');
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(booking.id)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    expect(await walletClient(test.app, player.token).balance()).toBe(10);
  });

  it("refunds the guests' places with the booking, each once: after a late leave refunded nothing, the desk gives back the player's and the guests' places", async () => {
    const player = await playerWithBalance(test.app, 4000);
    const game = await createGame(test.database.db, {
      priceQepik: 1000,
      startsAt: new Date(Date.now() + 3 * 3_600_000),
    });
    expect((await register(test.app, player, game.id)).statusCode).toBe(201);
    for (const name of ['Kamran', 'Orxan']) {
      const added = await test.app.inject({
        method: 'POST',
        url: `/api/v1/games/${game.id}/guests`,
        headers: player.headers,
        payload: { name },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const [booking] = await test.database.db
      .select()
      .from(gameRegistrations)
      .where(eq(gameRegistrations.userId, player.user.id));
    if (!booking) throw new Error('no booking');
    const paidBefore = await walletClient(test.app, player.token).balance();

    // Leaving three hours before kick-off refunds nothing (no one from a waitlist took the places).
    expect((await leave(test.app, player, game.id)).json()).toMatchObject({ refunded: 0 });
    const listed = (
      await get(`/admin/users/${player.user.id}/game-payments`)
    ).json<AdminGamePaymentsResponse>();
    const item = listed.items.find((candidate) => candidate.registration_id === booking.id);
    expect(item).toMatchObject({
      guests: 2,
      guests_price: 20,
      refunded: false,
      refundable: true,
      refund_amount: booking.priceQepik / 100 + 20,
    });

    const refunded = await refund(booking.id);
    expect(refunded.statusCode, refunded.body).toBe(201);
    const answer = refunded.json<BookingRefundResponse>();
    expect(answer.refunded).toBe(booking.priceQepik / 100 + 20);
    expect(answer.transactions.map((entry) => entry.description.key)).toEqual([
      'game_refund',
      'guest_refund',
      'guest_refund',
    ]);
    expect(await walletClient(test.app, player.token).balance()).toBe(
      paidBefore + booking.priceQepik / 100 + 20,
    );
    expect((await refund(booking.id)).json<ErrorResponse>().code).toBe('booking_already_refunded');
    const after = (
      await get(`/admin/users/${player.user.id}/game-payments`)
    ).json<AdminGamePaymentsResponse>();
    expect(after.items.find((candidate) => candidate.registration_id === booking.id)).toMatchObject({
      refunded: true,
      refundable: false,
      refund_amount: 0,
    });
  });

  it('a cash booking is refundable only once marked paid; a booking the player left with a refund is not refunded again', async () => {
    const cashPlayer = await playerWithBalance(test.app, 0);
    const game = await createGame(test.database.db, { priceQepik: 800 });
    expect((await register(test.app, cashPlayer, game.id, { paymentMethod: 'cash' })).statusCode).toBe(201);
    const [cash] = await test.database.db
      .select()
      .from(gameRegistrations)
      .where(eq(gameRegistrations.userId, cashPlayer.user.id));
    if (!cash) throw new Error('no booking');
    await playedAlready(game.id);
    const unpaid = await refund(cash.id);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json<ErrorResponse>().code).toBe('booking_not_paid');
    await test.database.db
      .update(gameRegistrations)
      .set({ paidAt: new Date() })
      .where(eq(gameRegistrations.id, cash.id));
    expect((await refund(cash.id)).statusCode).toBe(201);
    expect(await walletClient(test.app, cashPlayer.token).balance()).toBe(cash.priceQepik / 100);

    const leaver = await playerWithBalance(test.app, 1000);
    const upcoming = await createGame(test.database.db, { priceQepik: 1000 });
    await register(test.app, leaver, upcoming.id);
    expect((await leave(test.app, leaver, upcoming.id)).statusCode).toBe(200);
    const [left] = await test.database.db
      .select()
      .from(gameRegistrations)
      .where(eq(gameRegistrations.userId, leaver.user.id));
    if (!left) throw new Error('no booking');
    const twice = await refund(left.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorResponse>().code).toBe('booking_already_refunded');
    expect(await walletClient(test.app, leaver.token).balance()).toBe(10);

    expect((await refund('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

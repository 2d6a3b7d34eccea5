import type { NotificationSettings } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, notifications, users } from '../../db/schema.js';
import { createGame, createVenue } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { notificationsTo } from '../notifications/testing/notification-fixtures.js';
import { type SignedIn, playerWithBalance, signedInUser } from './testing/game-fixtures.js';

describe.each(testDrivers())('a booking confirmed is told to its player on %s (issue 29)', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    // The development outbox stands in for every channel, so routing by the settings can be seen.
    test = await createTestApp({ driver, env: { DEV_OUTBOX: 'true' } });
  });
  afterAll(() => test.close());

  const book = (player: SignedIn, gameId: string, paymentMethod: 'cash' | 'balance', key?: string) =>
    test.app.inject({
      method: 'POST',
      url: `/api/v1/games/${gameId}/registrations`,
      headers: { ...player.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { payment_method: paymentMethod },
    });

  it('a confirmed booking writes one booking_confirmed, with the cash to pay, even when the request is repeated', async () => {
    const player = await signedInUser(test.app);
    const game = await createGame(test.app.db, { priceQepik: 800 });
    let price = 0;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const booked = await book(player, game.id, 'cash', 'booking-key-1');
      expect(booked.statusCode, booked.body).toBeLessThan(300);
      price = booked.json<{ registration: { price: number } }>().registration.price; // a first game's discount
    }
    const told = await notificationsTo(test.app.db, [player.user.id], 'booking_confirmed');
    expect(told).toHaveLength(1);
    expect(price).toBeGreaterThan(0);
    expect(told[0]?.payload).toMatchObject({
      game_id: game.id,
      paid_qepik: 0,
      cash_qepik: Math.round(price * 100),
    });
  });

  it('a wallet booking names the game, its venue and the amount paid, written by the booking itself', async () => {
    const player = await playerWithBalance(test.app, 5000);
    const venue = await createVenue(test.app.db);
    const game = await createGame(test.app.db, { priceQepik: 700, venueId: venue.id });
    const booked = await book(player, game.id, 'balance');
    expect(booked.statusCode, booked.body).toBe(201);
    const paid = booked.json<{ registration: { id: string; price: number } }>().registration;
    const [told] = await test.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, player.user.id), eq(notifications.kind, 'booking_confirmed')));
    expect(told?.payload).toEqual({
      game_id: game.id,
      title: game.title,
      starts_at: game.startsAt.toISOString(),
      venue: venue.name,
      paid_qepik: Math.round(paid.price * 100),
      cash_qepik: 0,
    });
    expect(told?.dedupeKey).toBe(`booking_confirmed:${paid.id}`);
    expect(told?.urgent).toBe(false);
  });

  it('a place on the waitlist is not a confirmed booking: nothing is told', async () => {
    const player = await signedInUser(test.app);
    const game = await createGame(test.app.db, { capacity: 10, placesTaken: 10 });
    const booked = await book(player, game.id, 'cash');
    expect(booked.json<{ registration: { status: string } }>().registration.status).toBe('waitlisted');
    expect(await notificationsTo(test.app.db, [player.user.id], 'booking_confirmed')).toHaveLength(0);
  });

  it('goes only through the channels the player chose for it in the settings', async () => {
    const player = await signedInUser(test.app);
    await test.app.db
      .update(users)
      .set({ notificationChannels: ['email', 'push'] })
      .where(eq(users.id, player.user.id));
    const settings = (
      await test.app.inject({
        method: 'GET',
        url: '/api/v1/users/me/settings/notifications',
        headers: player.headers,
      })
    ).json<NotificationSettings>();
    expect(settings.matrix.booking_confirmed).toEqual(['email', 'push']);
    const saved = await test.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/settings/notifications',
      headers: player.headers,
      payload: {
        matrix: { ...settings.matrix, booking_confirmed: ['push'] },
        quiet_hours: { ...settings.quiet_hours, enabled: false },
        language: settings.language,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const game = await createGame(test.app.db);
    expect((await book(player, game.id, 'cash')).statusCode).toBe(201);
    await test.app.notifications.dispatcher.runOnce();
    const deliveries = await test.app.db
      .select({ channel: notificationDeliveries.channel, status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.userId, player.user.id)));
    expect(deliveries).toEqual([{ channel: 'push', status: 'sent' }]);
  });
});

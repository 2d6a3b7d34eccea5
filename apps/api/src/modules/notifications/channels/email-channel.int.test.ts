import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationDeliveries, notifications } from '../../../db/schema.js';
import { createGame } from '../../../test/factories.js';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.js';
import { type TestApp, createTestApp } from '../../../test/test-app.js';
import { testDrivers } from '../../../test/test-databases.js';
import { type SignedIn, leave, register, signedInUser } from '../../games/testing/game-fixtures.js';
import { fundWallet } from '../../wallet/testing/wallet-fixtures.js';

describe.each(testDrivers())('the email channel on %s', (driver) => {
  let test: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    test = await createTestApp({
      driver,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Oyna <no-reply@oyna.test>', PUBLIC_URL: 'http://oyna.test' },
    });
  });
  afterAll(async () => {
    await test?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.refuse(null);
    smtp.clear();
  });

  const db = () => test.database.db;

  /** A full game of two, and a Russian-speaking player with money first on its waitlist. */
  async function promotion(): Promise<{ waiting: SignedIn; gameId: string; leaving: SignedIn }> {
    const game = await createGame(db(), { capacity: 2, priceQepik: 1000 });
    const players: SignedIn[] = [];
    for (let index = 0; index < 2; index += 1) {
      const player = await signedInUser(test.app, { notificationChannels: [] });
      await fundWallet(db(), player.user.id, 5000);
      expect((await register(test.app, player, game.id)).statusCode).toBe(201);
      players.push(player);
    }
    const waiting = await signedInUser(test.app, { language: 'ru', notificationChannels: ['email'] });
    await fundWallet(db(), waiting.user.id, 5000);
    expect((await register(test.app, waiting, game.id)).json()).toMatchObject({
      registration: { status: 'waitlisted' },
    });
    const leaving = players[0]!;
    expect((await leave(test.app, leaving, game.id)).statusCode).toBe(200);
    return { waiting, gameId: game.id, leaving };
  }

  const rowsOf = async (userId: string) => ({
    notifications: await db().select().from(notifications).where(eq(notifications.userId, userId)),
    deliveries: await db()
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, userId)),
  });

  it('sends a waitlist promotion once, as one email in the player’s language', async () => {
    const { waiting, gameId } = await promotion();
    await test.app.notifications.dispatcher.runOnce();
    await test.app.notifications.dispatcher.runOnce(); // a second round sends nothing more

    const { notifications: rows, deliveries } = await rowsOf(waiting.user.id);
    expect(rows.map((row) => row.kind)).toEqual(['waitlist_promoted']);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ channel: 'email', status: 'sent', attempts: 1 });

    const emails = smtp.to(waiting.user.email!);
    expect(emails).toHaveLength(1);
    const email = emails[0]!;
    expect(deliveries[0]!.providerId).toBe(email.messageId);
    expect(email.subject).toBe('Вы в игре: освободилось место');
    expect(email.text).toContain('освободилось место');
    expect(email.text).toContain(`http://oyna.test/games/${gameId}`);
    expect(email.html).toContain('<html lang="ru">');
    expect(email.html).toContain(`href="http://oyna.test/games/${gameId}"`);
    expect(email.html).toContain('http://oyna.test/settings');
    expect(email.parsed.from?.text).toContain('no-reply@oyna.test');
  });

  it('tries again with backoff while the server refuses, then gives up; the in-app notification stands', async () => {
    smtp.refuse({ code: 451, message: 'Try again later' });
    const { waiting } = await promotion();
    let now = new Date();
    await test.app.notifications.dispatcher.runOnce(now);

    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      const [delivery] = (await rowsOf(waiting.user.id)).deliveries;
      expect(delivery).toMatchObject({ status: 'pending', attempts: attempt });
      expect(delivery!.lastError).toContain('451');
      expect(delivery!.nextAttemptAt.getTime() - now.getTime()).toBe(retryDelayMs(attempt));
      // Not before its time...
      await test.app.notifications.dispatcher.runOnce(new Date(delivery!.nextAttemptAt.getTime() - 1000));
      expect((await rowsOf(waiting.user.id)).deliveries[0]!.attempts).toBe(attempt);
      // ...and then again.
      now = delivery!.nextAttemptAt;
      await test.app.notifications.dispatcher.runOnce(now);
    }

    const { notifications: rows, deliveries } = await rowsOf(waiting.user.id);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ status: 'dead', attempts: MAX_DELIVERY_ATTEMPTS });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'waitlist_promoted', archivedAt: null });
    expect(smtp.messages).toHaveLength(0);
  });

  it('does not try again when the server refuses the address for good', async () => {
    smtp.refuse({ code: 550, message: 'No such mailbox' });
    const { waiting } = await promotion();
    await test.app.notifications.dispatcher.runOnce();
    const [delivery] = (await rowsOf(waiting.user.id)).deliveries;
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1 });
    expect(delivery!.lastError).toContain('550');
  });
});

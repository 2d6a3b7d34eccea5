import { randomUUID } from 'node:crypto';
import {
  type Language,
  type NotificationChannel,
  type NotificationDraft,
  defaultNotificationMatrix,
  renderNotification,
} from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSettings } from '../../db/schema.js';
import { createUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { createSmsChannel, smsGatewayFromConfig } from './channels/sms-channel.js';
import { type FakeLsim, startFakeLsim } from './testing/fake-lsim.js';
import { deliveryOf, notifyForTest } from './testing/notification-fixtures.js';

const HOUR = 3_600_000;
const game = {
  game_id: '00000000-0000-4000-8000-0000000000bb',
  title: 'Axşam futbolu',
  starts_at: '2026-11-28T15:00:00.000Z',
  venue: 'Dalğa Arena',
};
const cancellation: NotificationDraft = { kind: 'game_cancelled', payload: { ...game, refund_qepik: 1200 } };

let phoneCounter = 1_000_000;
const newPhone = () => `+99450${(phoneCounter += 1)}`;

describe.each(testDrivers())('SMS through LSIM against a fake gateway on loopback on %s', (driver) => {
  let lsim: FakeLsim;
  let test: TestApp;

  beforeAll(async () => {
    lsim = await startFakeLsim();
    test = await createTestApp({
      driver,
      env: {
        ...lsim.env,
        SMS_SENDER: 'Oyna',
      },
    });
  });
  afterAll(async () => {
    await test.close();
    await lsim.close();
  });

  async function newPlayer(
    options: { language?: Language; phone?: string | null; channels?: NotificationChannel[] } = {},
  ) {
    const phone = options.phone === undefined ? newPhone() : options.phone;
    return createUser(test.database.db, {
      language: options.language ?? 'az',
      phone,
      notificationChannels: options.channels ?? ['sms'],
    });
  }
  type Player = Awaited<ReturnType<typeof newPlayer>>;

  const tell = (player: Player, draft: NotificationDraft = cancellation) =>
    notifyForTest(test.database.db, player.id, draft);
  const smsDeliveryOf = (notificationId: string) => deliveryOf(test.database.db, notificationId, 'sms');
  const messagesTo = (player: Player) =>
    lsim.messages.filter((each) => each.msisdn === player.phone?.replace('+', ''));

  it.each([
    ['az', true],
    ['ru', true],
    ['en', false],
  ] as const)('sends the short text in %s to the player phone (unicode: %s)', async (language, unicode) => {
    const player = await newPlayer({ language });
    const notificationId = await tell(player);
    await test.app.notifications.dispatcher.runOnce();

    const [message] = messagesTo(player);
    expect(message).toMatchObject({
      text: renderNotification(cancellation, language).sms,
      sender: 'Oyna',
      unicode,
    });
    expect(await smsDeliveryOf(notificationId)).toMatchObject({
      status: 'sent',
      providerId: String(message?.transactionId),
    });
  });

  it('tries again later when the gateway is down or answers with an error code', async () => {
    const player = await newPlayer();
    const notificationId = await tell(player);
    lsim.fail({ httpStatus: 503 });
    await test.app.notifications.dispatcher.runOnce();
    expect(await smsDeliveryOf(notificationId)).toMatchObject({
      status: 'pending',
      lastError: 'LSIM answered 503',
    });

    lsim.fail({ errorCode: 100 });
    await test.app.notifications.dispatcher.runOnce(new Date(Date.now() + HOUR));
    expect(await smsDeliveryOf(notificationId)).toMatchObject({ status: 'pending', attempts: 2 });
    expect((await smsDeliveryOf(notificationId))?.lastError).toContain('LSIM error 100');

    await test.app.notifications.dispatcher.runOnce(new Date(Date.now() + 2 * HOUR));
    expect(await smsDeliveryOf(notificationId)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(messagesTo(player)).toHaveLength(1);
  });

  it('does not reach a player without a phone number', async () => {
    const player = await newPlayer({ phone: null });
    const notificationId = await tell(player);
    await test.app.notifications.dispatcher.runOnce();
    expect(await smsDeliveryOf(notificationId)).toBeUndefined();
  });

  it('sends SMS only with consent: the onboarding channels narrow the defaults, a saved matrix decides', async () => {
    const withoutSms = await newPlayer({ channels: ['email', 'push'] });
    const silent = await tell(withoutSms);

    const chose = await newPlayer({ channels: ['email'] });
    const matrix = defaultNotificationMatrix(['email']);
    matrix.game_cancelled = ['sms'];
    await test.database.db
      .insert(notificationSettings)
      .values({ userId: chose.id, matrix, quietHours: { enabled: false, start: '23:00', end: '08:00' } });
    const wanted = await tell(chose);

    const optedOut = await newPlayer({ channels: ['sms'] });
    const outMatrix = defaultNotificationMatrix(['sms']);
    outMatrix.game_cancelled = [];
    await test.database.db.insert(notificationSettings).values({
      userId: optedOut.id,
      matrix: outMatrix,
      quietHours: { enabled: false, start: '23:00', end: '08:00' },
    });
    const refused = await tell(optedOut);

    await test.app.notifications.dispatcher.runOnce();
    expect(await smsDeliveryOf(silent)).toBeUndefined();
    expect(await smsDeliveryOf(refused)).toBeUndefined();
    expect(await smsDeliveryOf(wanted)).toMatchObject({ status: 'sent' });
    expect(messagesTo(withoutSms)).toEqual([]);
    expect(messagesTo(optedOut)).toEqual([]);
    expect(messagesTo(chose)).toHaveLength(1);
  });

  it('never routes a kind that may not go by SMS, even when a saved matrix asks for it', async () => {
    const player = await newPlayer();
    const matrix = defaultNotificationMatrix(['sms']) as Record<string, string[]>;
    matrix['topup_credited'] = ['sms'];
    await test.database.db
      .insert(notificationSettings)
      .values({ userId: player.id, matrix, quietHours: { enabled: false, start: '23:00', end: '08:00' } });
    const notificationId = await tell(player, {
      kind: 'topup_credited',
      payload: { amount_qepik: 2000, balance_qepik: 3550 },
    });
    await test.app.notifications.dispatcher.runOnce();
    expect(await smsDeliveryOf(notificationId)).toBeUndefined();
  });

  it('refuses to send a kind that may not go by SMS, or to a number outside Azerbaijan', async () => {
    const channel = createSmsChannel(smsGatewayFromConfig(test.config));
    const message = (kind: NotificationDraft['kind'], phone: string) => ({
      deliveryId: randomUUID(),
      notificationId: randomUUID(),
      kind,
      urgent: false,
      recipient: { userId: randomUUID(), firstName: 'Elvin', email: null, phone, language: 'az' as const },
      rendered: { title: 'x', body: 'x', link: '/wallet', sms: 'Oyna: x' },
      url: 'http://localhost:3000/wallet',
    });
    expect(await channel.send(message('topup_credited', '+994501112233'), test.database.db)).toEqual({
      status: 'failed',
      error: 'not an SMS kind',
    });
    expect(await channel.send(message('game_cancelled', '+447700900123'), test.database.db)).toMatchObject({
      status: 'failed',
    });
  });

  it('is off without SMS_PROVIDER=lsim and its login and password', () => {
    const base = { SMS_API_URL: lsim.url, SMS_SENDER: 'Oyna', SMS_LOGIN: 'x', SMS_PASSWORD: 'y' } as const;
    expect(smsGatewayFromConfig({ ...base, SMS_PROVIDER: 'off' })).toBeNull();
    expect(smsGatewayFromConfig({ ...base, SMS_PROVIDER: 'lsim', SMS_PASSWORD: undefined })).toBeNull();
    expect(createSmsChannel(smsGatewayFromConfig({ ...base, SMS_PROVIDER: 'lsim' })).configured).toBe(true);
  });
});

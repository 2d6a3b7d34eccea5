import type { Language, TelegramLink } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountTokens,
  gameRegistrations,
  notificationDeliveries,
  notifications,
  telegramChats,
  users,
} from '../../db/schema.js';
import {
  FAKE_BOT_USERNAME as BOT_USERNAME,
  type FakeTelegramBotApi,
  startFakeTelegramBotApi,
} from '../../lib/testing/fake-telegram-bot-api.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { createGame } from '../../test/factories.js';
import { testDrivers } from '../../test/test-databases.js';
import { bearer, registerThroughApi } from '../auth/testing/auth-fixtures.js';
import { notify } from './notify.js';

const PUBLIC_URL = 'https://oyna.example';
const SECRET = 'webhook-secret-for-tests-0123456789';
let chatCounter = 7_000_000;
let eventCounter = 0;

async function waitUntil(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function appEnv(fake: FakeTelegramBotApi, updates: 'webhook' | 'polling'): Record<string, string> {
  return {
    PUBLIC_URL,
    ...fake.env,
    TELEGRAM_UPDATES: updates,
    ...(updates === 'webhook' ? { TELEGRAM_WEBHOOK_SECRET: SECRET } : {}),
  };
}

describe.each(testDrivers())('Telegram notifications against a fake Bot API on %s', (driver) => {
  let bot: FakeTelegramBotApi;
  let pollingBot: FakeTelegramBotApi;
  let test: TestApp;
  let polling: TestApp;

  beforeAll(async () => {
    [bot, pollingBot] = await Promise.all([startFakeTelegramBotApi(), startFakeTelegramBotApi()]);
    test = await createTestApp({ driver, env: appEnv(bot, 'webhook') });
    polling = await createTestApp({ driver, env: appEnv(pollingBot, 'polling') });
  });
  afterAll(async () => {
    await Promise.all([test?.close(), polling?.close()]);
    await Promise.all([bot?.close(), pollingBot?.close()]);
  });

  /** A player who chose Telegram at onboarding, so the kinds' defaults send there. */
  async function newPlayer(on: TestApp = test, language: Language = 'ru') {
    const account = await registerThroughApi(on.app, { language });
    await on.database.db
      .update(users)
      .set({ notificationChannels: ['telegram'] })
      .where(eq(users.id, account.user.id));
    chatCounter += 1;
    return { id: account.user.id, headers: bearer(account.tokens.access_token), chatId: String(chatCounter) };
  }
  type Player = Awaited<ReturnType<typeof newPlayer>>;

  async function linkFor(player: Player, on: TestApp = test): Promise<{ link: TelegramLink; token: string }> {
    const answer = await on.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/telegram/link',
      headers: player.headers,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const link = answer.json<TelegramLink>();
    const url = new URL(link.url);
    const token = url.searchParams.get('start') ?? '';
    return { link, token };
  }

  const postUpdate = (update: unknown, secret: string | null = SECRET) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/telegram/webhook',
      headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
      payload: update as Record<string, unknown>,
    });

  async function linkThroughWebhook(player: Player) {
    const { token } = await linkFor(player);
    const before = bot.sentTo(player.chatId).length;
    const answer = await postUpdate(bot.userWrites(player.chatId, `/start ${token}`));
    expect(answer.statusCode).toBe(200);
    await waitUntil(() => bot.sentTo(player.chatId).length > before);
  }

  const chatOf = async (player: Player, on: TestApp = test) =>
    (await on.database.db.select().from(telegramChats).where(eq(telegramChats.userId, player.id)))[0];

  async function cancelGameFor(player: Player, on: TestApp = test, title = 'Axşam oyunu') {
    eventCounter += 1;
    const gameId = crypto.randomUUID();
    await notify(
      on.database.db,
      player.id,
      {
        kind: 'game_cancelled',
        payload: {
          game_id: gameId,
          title,
          starts_at: '2026-12-05T15:00:00.000Z',
          venue: 'Baku Arena',
          refund_qepik: 0,
        },
      },
      { dedupeKey: `telegram-test:${eventCounter}`, urgent: true },
    );
    const [row] = await on.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.dedupeKey, `telegram-test:${eventCounter}`));
    return { gameId, notificationId: row?.id ?? '' };
  }

  const deliveriesOf = (notificationId: string, on: TestApp = test) =>
    on.database.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.notificationId, notificationId),
          eq(notificationDeliveries.channel, 'telegram'),
        ),
      );

  it('gives a one-time deep link to the bot, with a token Telegram accepts', async () => {
    const player = await newPlayer();
    const { link, token } = await linkFor(player);
    expect(link.url).toBe(`https://t.me/${BOT_USERNAME}?start=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    const expiresIn = new Date(link.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);
    const stored = await test.database.db
      .select()
      .from(accountTokens)
      // Registration also left an email check token: only the Telegram one is about this.
      .where(and(eq(accountTokens.userId, player.id), eq(accountTokens.purpose, 'telegram_link')));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("links the chat through the webhook and delivers there, in the player's language, with an Open button", async () => {
    const player = await newPlayer(test, 'ru');
    await linkThroughWebhook(player);
    expect((await chatOf(player))?.chatId).toBe(player.chatId);
    expect((await chatOf(player))?.blockedAt).toBeNull();
    expect(bot.sentTo(player.chatId)[0]?.text).toMatch(/^Готово: уведомления Oyna/);

    const { gameId, notificationId } = await cancelGameFor(player, test, 'Dostlar <& Co>');
    await test.app.notifications.dispatcher.runOnce();
    const messages = bot.sentTo(player.chatId);
    expect(messages).toHaveLength(2);
    const message = messages[1];
    expect(message?.parse_mode).toBe('HTML');
    expect(message?.text).toMatch(/^<b>Игра отменена<\/b>\n/);
    expect(message?.text).toContain('«Dostlar &lt;&amp; Co&gt;»');
    expect(message?.reply_markup?.inline_keyboard).toEqual([
      [{ text: 'Открыть', url: `${PUBLIC_URL}/games/${gameId}` }],
    ]);
    const [delivery] = await deliveriesOf(notificationId);
    expect(delivery?.status).toBe('sent');
    expect(delivery?.providerId).toBe(String(message?.message_id));
  });

  it('writes in Azerbaijani to an Azerbaijani player', async () => {
    const player = await newPlayer(test, 'az');
    await linkThroughWebhook(player);
    expect(bot.sentTo(player.chatId)[0]?.text).toMatch(/^Hazırdır/);
    await cancelGameFor(player);
    await test.app.notifications.dispatcher.runOnce();
    const message = bot.sentTo(player.chatId)[1];
    expect(message?.text).toMatch(/^<b>Oyun ləğv edildi<\/b>/);
    expect(message?.reply_markup?.inline_keyboard[0]?.[0]?.text).toBe('Aç');
  });

  it('refuses a webhook call without the right secret, and links nothing', async () => {
    const player = await newPlayer();
    const { token } = await linkFor(player);
    const update = bot.userWrites(player.chatId, `/start ${token}`);
    for (const secret of [null, 'wrong-secret-wrong-secret-123', `${SECRET}x`]) {
      const answer = await postUpdate(update, secret);
      expect(answer.statusCode).toBe(401);
      expect(answer.json<{ code: string }>().code).toBe('telegram_webhook_secret_invalid');
    }
    expect(await chatOf(player)).toBeUndefined();
    expect(bot.sentTo(player.chatId)).toHaveLength(0);
    // The token is still good for the real Telegram.
    expect((await postUpdate(update)).statusCode).toBe(200);
    await waitUntil(() => bot.sentTo(player.chatId).length === 1);
    expect((await chatOf(player))?.chatId).toBe(player.chatId);
  });

  it('refuses a used or expired token, and says so in the chat', async () => {
    const player = await newPlayer();
    const { token } = await linkFor(player);
    await postUpdate(bot.userWrites(player.chatId, `/start ${token}`));
    await waitUntil(() => bot.sentTo(player.chatId).length === 1);

    chatCounter += 1;
    const otherChat = String(chatCounter);
    await postUpdate(bot.userWrites(otherChat, `/start ${token}`, { languageCode: 'en' }));
    await waitUntil(() => bot.sentTo(otherChat).length === 1);
    expect(bot.sentTo(otherChat)[0]?.text).toMatch(/not valid or has expired/);
    expect((await chatOf(player))?.chatId).toBe(player.chatId);

    const late = await newPlayer();
    const expired = await linkFor(late);
    await test.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, late.id));
    await postUpdate(bot.userWrites(late.chatId, `/start ${expired.token}`, { languageCode: 'ru' }));
    await waitUntil(() => bot.sentTo(late.chatId).length === 1);
    expect(bot.sentTo(late.chatId)[0]?.text).toMatch(/недействительна или устарела/);
    expect(await chatOf(late)).toBeUndefined();

    // A bare /start and an unknown token explain how to link; other messages are not answered.
    chatCounter += 1;
    const stranger = String(chatCounter);
    await postUpdate(bot.userWrites(stranger, '/start', { languageCode: 'az' }));
    await postUpdate(bot.userWrites(stranger, 'salam'));
    await postUpdate(bot.userWrites(stranger, '/start not-a-token-of-ours', { languageCode: 'az' }));
    await waitUntil(() => bot.sentTo(stranger).length === 2);
    expect(bot.sentTo(stranger)[0]?.text).toMatch(/Bildirişlər/);
    expect(bot.sentTo(stranger)[1]?.text).toMatch(/etibarsızdır/);
  });

  it('answers 200 to updates it does not read, and 400 to a body that is no update', async () => {
    expect((await postUpdate({ update_id: 1, edited_message: { text: 'x' } })).statusCode).toBe(200);
    expect((await postUpdate({ update_id: 2, message: { chat: 'nonsense' } })).statusCode).toBe(200);
    expect((await postUpdate({ nothing: true })).statusCode).toBe(400);
  });

  it('marks a chat that blocked the bot, fails the delivery and routes no more there', async () => {
    const player = await newPlayer();
    await linkThroughWebhook(player);
    bot.block(player.chatId);
    const first = await cancelGameFor(player);
    const tally = await test.app.notifications.dispatcher.runOnce();
    expect(tally.failed).toBeGreaterThanOrEqual(1);
    const [delivery] = await deliveriesOf(first.notificationId);
    expect(delivery?.status).toBe('failed');
    expect(delivery?.lastError).toMatch(/blocked by the user/);
    expect((await chatOf(player))?.blockedAt).toBeInstanceOf(Date);

    const second = await cancelGameFor(player);
    await test.app.notifications.dispatcher.runOnce();
    expect(await deliveriesOf(second.notificationId)).toHaveLength(0);

    // Linking again turns the channel back on.
    await linkThroughWebhook({ ...player, chatId: String((chatCounter += 1)) });
    expect((await chatOf(player))?.blockedAt).toBeNull();
  });

  it('waits out a 429 as Telegram asks, and tries a 5xx again later', async () => {
    const player = await newPlayer();
    await linkThroughWebhook(player);
    bot.failNext('sendMessage', {
      error_code: 429,
      description: 'Too Many Requests: retry after 1',
      retry_after: 1,
    });
    const throttled = await cancelGameFor(player);
    const started = Date.now();
    await test.app.notifications.dispatcher.runOnce();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect((await deliveriesOf(throttled.notificationId))[0]?.status).toBe('sent');

    bot.failNext('sendMessage', { httpStatus: 502, page: '<html>Bad Gateway</html>' });
    bot.failNext('sendMessage', { error_code: 500, description: 'Internal Server Error' });
    const failing = await cancelGameFor(player);
    await test.app.notifications.dispatcher.runOnce();
    let [delivery] = await deliveriesOf(failing.notificationId);
    expect(delivery?.status).toBe('pending');
    expect(delivery?.attempts).toBe(1);
    expect(delivery?.lastError).toMatch(/502/);
    await test.app.notifications.dispatcher.runOnce(new Date(Date.now() + 60_000));
    [delivery] = await deliveriesOf(failing.notificationId);
    expect(delivery?.status).toBe('pending');
    expect(delivery?.lastError).toMatch(/500/);
    await test.app.notifications.dispatcher.runOnce(new Date(Date.now() + 10 * 60_000));
    [delivery] = await deliveriesOf(failing.notificationId);
    expect(delivery?.status).toBe('sent');
    expect(delivery?.attempts).toBe(3);
  });

  it('links and unlinks only for the signed-in player', async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    await linkThroughWebhook(owner);
    expect(
      (await test.app.inject({ method: 'POST', url: '/api/v1/notifications/telegram/link' })).statusCode,
    ).toBe(401);
    expect(
      (await test.app.inject({ method: 'DELETE', url: '/api/v1/notifications/telegram' })).statusCode,
    ).toBe(401);
    const byOther = await test.app.inject({
      method: 'DELETE',
      url: '/api/v1/notifications/telegram',
      headers: other.headers,
    });
    expect(byOther.statusCode).toBe(204);
    expect((await chatOf(owner))?.chatId).toBe(owner.chatId);

    const unlinked = await test.app.inject({
      method: 'DELETE',
      url: '/api/v1/notifications/telegram',
      headers: owner.headers,
    });
    expect(unlinked.statusCode).toBe(204);
    expect(await chatOf(owner)).toBeUndefined();
    const after = await cancelGameFor(owner);
    await test.app.notifications.dispatcher.runOnce();
    expect(await deliveriesOf(after.notificationId)).toHaveLength(0);
  });

  it('a chat belongs to one account: linking it to another unlinks it from the first', async () => {
    const first = await newPlayer();
    const second = await newPlayer();
    await linkThroughWebhook(first);
    await linkThroughWebhook({ ...second, chatId: first.chatId });
    expect(await chatOf(first)).toBeUndefined();
    expect((await chatOf(second))?.chatId).toBe(first.chatId);
  });

  it("offers 'give up my place' under a reminder, asks first, then leaves the game", async () => {
    const player = await newPlayer(test, 'ru');
    await linkThroughWebhook(player);
    const game = await createGame(test.database.db, { startsAt: new Date(Date.now() + 3 * 24 * 3600_000) });
    const joined = await test.app.inject({
      method: 'POST',
      url: `/api/v1/games/${game.id}/registrations`,
      headers: player.headers,
      payload: { payment_method: 'cash' },
    });
    expect(joined.statusCode, joined.body).toBeLessThan(300);
    eventCounter += 1;
    await notify(
      test.database.db,
      player.id,
      {
        kind: 'game_reminder_day',
        payload: {
          game_id: game.id,
          title: game.title,
          starts_at: game.startsAt.toISOString(),
          venue: 'Baku Arena',
        },
      },
      { dedupeKey: `telegram-test:${eventCounter}`, urgent: true },
    );
    await test.app.notifications.dispatcher.runOnce();
    const reminder = bot.sentTo(player.chatId).at(-1);
    expect(reminder?.reply_markup?.inline_keyboard).toEqual([
      [{ text: 'Открыть', url: `${PUBLIC_URL}/games/${game.id}` }],
      [{ text: 'Освободить место', callback_data: `leave:${game.id}` }],
    ]);

    const tap = async (chatId: string, data: string) => {
      const before = bot.calls.filter((call) => call.method === 'answerCallbackQuery').length;
      expect((await postUpdate(bot.userTaps(chatId, data))).statusCode).toBe(200);
      await waitUntil(
        () => bot.calls.filter((call) => call.method === 'answerCallbackQuery').length > before,
      );
      return bot.calls.filter((call) => call.method === 'answerCallbackQuery').at(-1)?.params;
    };
    const status = async () =>
      (
        await test.database.db
          .select({ status: gameRegistrations.status })
          .from(gameRegistrations)
          .where(and(eq(gameRegistrations.gameId, game.id), eq(gameRegistrations.userId, player.id)))
      )[0]?.status;

    await tap(player.chatId, `leave:${game.id}`);
    await waitUntil(
      () => bot.sentTo(player.chatId).at(-1)?.text.startsWith('Освободить ваше место') ?? false,
    );
    expect(bot.sentTo(player.chatId).at(-1)?.reply_markup?.inline_keyboard).toEqual([
      [{ text: 'Да, освободить место', callback_data: `leave!:${game.id}` }],
    ]);
    expect(await status()).toBe('confirmed');

    // Someone else's chat cannot give the place up.
    chatCounter += 1;
    const stranger = await tap(String(chatCounter), `leave!:${game.id}`);
    expect(stranger?.['show_alert']).toBe(true);
    expect(await status()).toBe('confirmed');

    const confirmed = await tap(player.chatId, `leave!:${game.id}`);
    expect(confirmed?.['text']).toBe('Ваше место освобождено.');
    expect(await status()).toBe('cancelled');
    const again = await tap(player.chatId, `leave!:${game.id}`);
    expect(again).toMatchObject({ text: 'Вы не записаны на эту игру.', show_alert: true });
  });

  it('sets the webhook with its secret when the work starts', async () => {
    test.app.notifications.telegram?.start();
    await waitUntil(() => bot.webhook !== null);
    expect(bot.webhook).toEqual({ url: `${PUBLIC_URL}/api/v1/telegram/webhook`, secret_token: SECRET });
  });

  it('links through long polling, moving the offset past the updates it handled', async () => {
    const work = polling.app.notifications.telegram;
    if (!work) throw new Error('polling is not set up');
    expect(work.mode).toBe('polling');
    const player = await newPlayer(polling, 'en');
    const { token } = await linkFor(player, polling);
    const update = pollingBot.userWrites(player.chatId, `/start ${token}`);
    expect(await work.pollOnce(0)).toBe(1);
    expect((await chatOf(player, polling))?.chatId).toBe(player.chatId);
    expect(pollingBot.sentTo(player.chatId)[0]?.text).toMatch(/^Done: Oyna notifications/);
    expect(await work.pollOnce(0)).toBe(0);
    const lastPoll = pollingBot.calls.filter((call) => call.method === 'getUpdates').at(-1);
    expect(lastPoll?.params['offset']).toBe((update['update_id'] as number) + 1);

    await cancelGameFor(player, polling);
    await polling.app.notifications.dispatcher.runOnce();
    expect(pollingBot.sentTo(player.chatId)[1]?.text).toMatch(/^<b>Game cancelled<\/b>/);
    expect(pollingBot.sentTo(player.chatId)[1]?.reply_markup?.inline_keyboard[0]?.[0]?.text).toBe('Open');
  });

  it('runs the polling loop until stopped, and stops at once while a long poll waits', async () => {
    const work = polling.app.notifications.telegram;
    if (!work) throw new Error('polling is not set up');
    const player = await newPlayer(polling, 'en');
    const { token } = await linkFor(player, polling);
    work.start();
    await waitUntil(() => pollingBot.calls.some((call) => call.method === 'deleteWebhook'));
    pollingBot.userWrites(player.chatId, `/start ${token}`);
    await waitUntil(() => pollingBot.sentTo(player.chatId).length === 1);
    expect((await chatOf(player, polling))?.chatId).toBe(player.chatId);
    const started = Date.now();
    await work.stop();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

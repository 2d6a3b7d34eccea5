import type { Language, TelegramLink } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameAlerts, gameRegistrations, telegramChats, users } from '../../db/schema.js';
import {
  FAKE_BOT_USERNAME as BOT_USERNAME,
  type FakeTelegramBotApi,
  startFakeTelegramBotApi,
} from '../../lib/testing/fake-telegram-bot-api.js';
import { createGame, createVenue } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { bearer, registerThroughApi } from '../auth/testing/auth-fixtures.js';
import { getBalanceQepik } from '../wallet/get-balance.js';
import { expectEveryBalanceToMatchItsLedger, fundWallet } from '../wallet/testing/wallet-fixtures.js';

const PUBLIC_URL = 'https://oyna.example';
const SECRET = 'webhook-secret-for-tests-0123456789';
let chatCounter = 8_000_000;

async function waitUntil(condition: () => boolean, timeoutMs = 8_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDrivers())('the Oyna bot (grammY) against a fake Bot API on %s', (driver) => {
  let bot: FakeTelegramBotApi;
  let test: TestApp;

  beforeAll(async () => {
    bot = await startFakeTelegramBotApi();
    test = await createTestApp({
      driver,
      env: {
        PUBLIC_URL,
        ...bot.env,
        TELEGRAM_UPDATES: 'webhook',
        TELEGRAM_WEBHOOK_SECRET: SECRET,
      },
    });
  });
  afterAll(async () => {
    await test?.close();
    await bot?.close();
  });

  const post = (update: unknown) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/telegram/webhook',
      headers: { 'x-telegram-bot-api-secret-token': SECRET },
      payload: update as Record<string, unknown>,
    });

  const newChat = () => String((chatCounter += 1));

  async function newPlayer(language: Language = 'en') {
    const account = await registerThroughApi(test.app, { language });
    return { id: account.user.id, headers: bearer(account.tokens.access_token), chatId: newChat() };
  }
  type Player = Awaited<ReturnType<typeof newPlayer>>;

  async function linkToken(player: Player): Promise<string> {
    const answer = await test.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/telegram/link',
      headers: player.headers,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return new URL(answer.json<TelegramLink>().url).searchParams.get('start') ?? '';
  }

  /** The user writes in their private chat; resolves with the bot's next message there. */
  async function say(chatId: string, text: string, options: { languageCode?: string } = {}) {
    const before = bot.sentTo(chatId).length;
    expect((await post(bot.userWrites(chatId, text, options))).statusCode).toBe(200);
    await waitUntil(() => bot.sentTo(chatId).length > before);
    return bot.sentTo(chatId)[before];
  }

  /** The user taps a button; resolves with the bot's answer to the tap. */
  async function tap(chatId: string, data: string, options: { fromId?: string } = {}) {
    const update = bot.userTaps(chatId, data, options);
    const before = bot.callbackAnswers().length;
    expect((await post(update)).statusCode).toBe(200);
    await waitUntil(() => bot.callbackAnswers().length > before);
    return { answer: bot.callbackAnswers()[before], update };
  }

  /** The player books from a "Book" button; resolves once the bot has answered the tap and written the result. */
  async function book(chatId: string, gameId: string) {
    const before = bot.sentTo(chatId).length;
    const { answer } = await tap(chatId, `book:${gameId}`);
    await waitUntil(() => bot.sentTo(chatId).length > before);
    return answer;
  }

  async function linkedPlayer(language: Language = 'en') {
    const player = await newPlayer(language);
    await say(player.chatId, `/start ${await linkToken(player)}`);
    return player;
  }

  const chatsOf = (chatId: string) =>
    test.database.db.select().from(telegramChats).where(eq(telegramChats.chatId, chatId));
  const placesOf = (gameId: string) =>
    test.database.db
      .select({ userId: gameRegistrations.userId, status: gameRegistrations.status })
      .from(gameRegistrations)
      .where(eq(gameRegistrations.gameId, gameId));

  it('/start with a payload links exactly one account; the payload again, or from another Telegram user, is refused', async () => {
    const player = await newPlayer('ru');
    const token = await linkToken(player);
    expect((await say(player.chatId, `/start ${token}`))?.text).toMatch(/^Готово: уведомления Oyna/);
    expect(await chatsOf(player.chatId)).toEqual([expect.objectContaining({ userId: player.id })]);

    const other = newChat();
    expect((await say(other, `/start ${token}`, { languageCode: 'en' }))?.text).toMatch(
      /not valid or has expired/,
    );
    expect((await say(player.chatId, `/start ${token}`))?.text).toMatch(/недействительна или устарела/);
    expect(await chatsOf(other)).toEqual([]);
    expect(await chatsOf(player.chatId)).toEqual([expect.objectContaining({ userId: player.id })]);
  });

  it('/start without a payload welcomes with Open Oyna: the Mini App in a private chat, a link in a group', async () => {
    const stranger = newChat();
    const welcome = await say(stranger, '/start', { languageCode: 'ru' });
    expect(welcome?.text).toMatch(/^Здравствуйте! В Oyna/);
    expect(welcome?.text).toContain('подключите Telegram');
    expect(welcome?.reply_markup?.inline_keyboard).toEqual([
      [{ text: 'Открыть Oyna', web_app: { url: `${PUBLIC_URL}/` } }],
    ]);

    const group = `-${newChat()}`;
    const before = bot.sentTo(group).length;
    await post(
      bot.userWrites(group, `/start@${BOT_USERNAME}`, {
        fromId: stranger,
        chatType: 'group',
        languageCode: 'ru',
      }),
    );
    await waitUntil(() => bot.sentTo(group).length > before);
    expect(bot.sentTo(group)[before]?.reply_markup?.inline_keyboard).toEqual([
      [{ text: 'Открыть Oyna', url: `${PUBLIC_URL}/` }],
    ]);
  });

  it("/games lists the next open games in the player's districts and at their level, each with Open and Book", async () => {
    const player = await linkedPlayer('en');
    await test.database.db
      .insert(gameAlerts)
      .values({ userId: player.id, districts: ['yasamal'], unsubscribeKey: 'k'.repeat(32) });
    const yasamal = await createVenue(test.database.db, { district: 'yasamal', name: 'Yasamal Arena' });
    const soon = new Date(Date.now() + 2 * 3600_000);
    const fits = await createGame(test.database.db, {
      venueId: yasamal.id,
      title: 'Fits me',
      startsAt: soon,
    });
    await createGame(test.database.db, { title: 'Another district', startsAt: soon });
    await createGame(test.database.db, {
      venueId: yasamal.id,
      title: 'Too strong',
      startsAt: soon,
      minLevel: 'advanced',
    });
    await createGame(test.database.db, {
      venueId: yasamal.id,
      title: 'Full already',
      startsAt: soon,
      capacity: 2,
      placesTaken: 2,
    });

    const answer = await say(player.chatId, '/games');
    expect(answer?.parse_mode).toBe('HTML');
    expect(answer?.text).toMatch(/^Next games for you/);
    expect(answer?.text).toContain('1. <b>Fits me</b>');
    expect(answer?.text).toContain('Yasamal Arena · Yasamal');
    expect(answer?.text).toMatch(/Places left: 14 · Price: \d+\.\d\d\u00a0₼/);
    for (const title of ['Another district', 'Too strong', 'Full already'])
      expect(answer?.text).not.toContain(title);
    expect(answer?.reply_markup?.inline_keyboard[0]).toEqual([
      { text: '1. Open', url: `${PUBLIC_URL}/games/${fits.id}` },
      { text: '1. Book', callback_data: `book:${fits.id}` },
    ]);
  });

  it('Book books once from the wallet (charged once, the ledger equals the balance) and refuses a Telegram user who is not linked', async () => {
    const player = await linkedPlayer('en');
    await fundWallet(test.database.db, player.id, 3000);
    const game = await createGame(test.database.db, { priceQepik: 1000 });

    const stranger = newChat();
    const refused = await tap(stranger, `book:${game.id}`);
    expect(refused.answer).toMatchObject({
      show_alert: true,
      text: expect.stringMatching(/^First connect Telegram/),
    });
    expect(await placesOf(game.id)).toEqual([]);

    const booked = await tap(player.chatId, `book:${game.id}`);
    expect(booked.answer).toMatchObject({
      text: expect.stringMatching(/^You are booked\. Paid from your balance: /),
    });
    // Telegram sends the same update again (the webhook's answer was lost): the same booking.
    const answered = bot.callbackAnswers().length;
    expect((await post(booked.update)).statusCode).toBe(200);
    await waitUntil(() => bot.callbackAnswers().length > answered);
    expect(bot.callbackAnswers()[answered]).toMatchObject({ text: booked.answer?.['text'] });
    const again = await tap(player.chatId, `book:${game.id}`);
    expect(again.answer).toMatchObject({ show_alert: true, text: expect.stringContaining('already') });

    expect(await placesOf(game.id)).toEqual([{ userId: player.id, status: 'confirmed' }]);
    const [registration] = await test.database.db
      .select({ priceQepik: gameRegistrations.priceQepik })
      .from(gameRegistrations)
      .where(eq(gameRegistrations.gameId, game.id));
    expect(await getBalanceQepik(test.database.db, player.id)).toBe(3000 - (registration?.priceQepik ?? 0));
    await expectEveryBalanceToMatchItsLedger(test.database.db);
    expect(bot.sentTo(player.chatId).at(-1)?.reply_markup?.inline_keyboard).toEqual([
      [{ text: 'Open', url: `${PUBLIC_URL}/games/${game.id}` }],
    ]);
  });

  it("/mygames, /balance and /help answer in the player's language, whatever Telegram's", async () => {
    const player = await linkedPlayer('ru');
    await fundWallet(test.database.db, player.id, 2500);
    const game = await createGame(test.database.db, { title: 'Мой матч' });
    await book(player.chatId, game.id);

    const mine = await say(player.chatId, '/mygames', { languageCode: 'en' });
    expect(mine?.text).toMatch(/^Ваши ближайшие игры:/);
    expect(mine?.text).toContain('<b>Мой матч</b>');
    expect(mine?.text).toContain('<i>Вы записаны</i>');
    expect(mine?.reply_markup?.inline_keyboard).toEqual([
      [{ text: '1. Открыть', url: `${PUBLIC_URL}/games/${game.id}` }],
    ]);

    const balance = await say(player.chatId, '/balance', { languageCode: 'en' });
    expect(balance?.text).toMatch(
      /^Баланс: \d+,\d\d\u00a0₼\nСтатус: «Бронза»\nИгр до статуса «Серебро»: 10$/,
    );

    const help = await say(player.chatId, '/help', { languageCode: 'en' });
    expect(help?.text).toContain('/games — Ближайшие игры со свободными местами');
    expect(help?.text).toContain(`@${BOT_USERNAME}`);
    expect(help?.text).not.toContain('подключите Telegram');
  });

  it("tells an unlinked user how to link, in Telegram's language (else Azerbaijani)", async () => {
    const stranger = newChat();
    expect((await say(stranger, '/games', { languageCode: 'ru' }))?.text).toMatch(
      /^Сначала подключите Telegram/,
    );
    expect((await say(stranger, '/mygames', { languageCode: 'en' }))?.text).toMatch(
      /^First connect Telegram/,
    );
    expect((await say(stranger, '/balance', { languageCode: 'de' }))?.text).toMatch(/^Əvvəlcə Telegram-ı/);
    expect((await say(stranger, '/help', { languageCode: 'az' }))?.text).toContain('Əvvəlcə Telegram-ı');
  });

  it('sets the command menu in az, ru and en, the default (Azerbaijani) and the menu button (the Mini App), at start', async () => {
    test.app.notifications.telegram?.start();
    await waitUntil(() => bot.commands.size === 4);
    expect(bot.commands.get('ru')?.map((command) => command.command)).toEqual([
      'start',
      'games',
      'mygames',
      'balance',
      'help',
    ]);
    expect(bot.commands.get('ru')?.[1]?.description).toBe('Ближайшие игры со свободными местами');
    expect(bot.commands.get('en')?.[4]?.description).toBe('Help');
    expect(bot.commands.get('')).toEqual(bot.commands.get('az'));
    expect(bot.commands.get('az')?.[2]?.description).toBe('Növbəti oyunlarım');
    // Beside them, the menu button opens the Mini App on the player's home.
    await waitUntil(() => bot.menuButton !== null);
    expect(bot.menuButton).toEqual({
      type: 'web_app',
      text: 'Oyna',
      web_app: { url: `${PUBLIC_URL}/dashboard` },
    });
  });

  it('answers an inline query with my games first, then open games matching the title, venue or district, as cards', async () => {
    const player = await linkedPlayer('en');
    await fundWallet(test.database.db, player.id, 5000);
    const khazar = await createVenue(test.database.db, { district: 'khazar', name: 'Mərdəkan Stadionu' });
    const startsAt = new Date('2031-05-10T16:00:00Z');
    const mineGame = await createGame(test.database.db, { title: 'Inline mine', startsAt });
    await book(player.chatId, mineGame.id);
    const open = await createGame(test.database.db, { venueId: khazar.id, title: 'Xəzər cümə', startsAt });

    const ask = async (query: string, from = player.chatId) => {
      const before = bot.inlineAnswers.length;
      expect((await post(bot.userQueriesInline(from, query))).statusCode).toBe(200);
      await waitUntil(() => bot.inlineAnswers.length > before);
      return bot.inlineAnswers[before];
    };

    const all = await ask('');
    expect(all).toMatchObject({ cache_time: 10, is_personal: true });
    expect(all?.results[0]).toMatchObject({ type: 'article', id: mineGame.id, title: 'Inline mine' });
    expect(all?.results[0]?.description).toMatch(/^Your game · Saturday, 10 May, 20:00 · /);

    for (const query of ['Mərdəkan', 'mərdəkan', 'Хазар', 'Xəzər cü']) {
      const answer = await ask(query);
      expect(
        answer?.results.map((result) => result.id),
        query,
      ).toContain(open.id);
      expect(
        answer?.results.map((result) => result.id),
        query,
      ).not.toContain(mineGame.id);
    }
    const card = (await ask('Mərdəkan'))?.results.find((result) => result.id === open.id);
    expect(card?.input_message_content).toMatchObject({
      parse_mode: 'HTML',
      message_text: expect.stringMatching(
        /^<b>Xəzər cümə<\/b>\nSaturday, 10 May, 20:00\nMərdəkan Stadionu · Khazar\nPlaces left: 14 · Price: \d+\.\d\d\u00a0₼$/,
      ),
    });
    expect(card?.reply_markup?.inline_keyboard).toEqual([
      [{ text: 'Open in Oyna', url: `${PUBLIC_URL}/games/${open.id}` }],
    ]);

    // A stranger sees open games only, in their Telegram's language.
    const stranger = newChat();
    const before = bot.inlineAnswers.length;
    await post(bot.userQueriesInline(stranger, 'Mərdəkan', { languageCode: 'ru' }));
    await waitUntil(() => bot.inlineAnswers.length > before);
    const theirs = bot.inlineAnswers[before]?.results.find((result) => result.id === open.id);
    expect(theirs?.input_message_content.message_text).toContain('Свободных мест: 14');
    expect(theirs?.reply_markup?.inline_keyboard[0]?.[0]?.text).toBe('Открыть в Oyna');
  });

  it("waits out a 429 on the bot's reply as Telegram asks, then sends it", async () => {
    const stranger = newChat();
    bot.failNext('sendMessage', {
      error_code: 429,
      description: 'Too Many Requests: retry after 1',
      retry_after: 1,
    });
    const started = Date.now();
    const sendsBefore = bot.calls.filter((call) => call.method === 'sendMessage').length;
    const reply = await say(stranger, '/help', { languageCode: 'en' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(reply?.text).toMatch(/^What the Oyna bot does:/);
    expect(bot.calls.filter((call) => call.method === 'sendMessage').length - sendsBefore).toBe(2);
  });

  it('keeps users and registrations apart: a tap in a group books for the one who tapped', async () => {
    const player = await linkedPlayer('en');
    await fundWallet(test.database.db, player.id, 3000);
    const game = await createGame(test.database.db);
    const group = `-${newChat()}`;
    const { answer } = await tap(group, `book:${game.id}`, { fromId: player.chatId });
    expect(answer?.['text']).toMatch(/^You are booked/);
    const [row] = await test.database.db
      .select({ status: gameRegistrations.status })
      .from(gameRegistrations)
      .where(and(eq(gameRegistrations.gameId, game.id), eq(gameRegistrations.userId, player.id)));
    expect(row?.status).toBe('confirmed');
    expect(await test.database.db.select().from(users).where(eq(users.id, player.id))).toHaveLength(1);
  });
});

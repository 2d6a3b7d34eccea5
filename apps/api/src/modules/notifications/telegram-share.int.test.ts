import type { PreparedMessage } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import {
  FAKE_BOT_USERNAME as BOT_USERNAME,
  type FakeTelegramBotApi,
  startFakeTelegramBotApi,
} from '../../lib/testing/fake-telegram-bot-api.js';
import { createGame, createVenue } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import {
  competitionBody,
  createCompetitionThroughApi,
} from '../competitions/testing/competition-fixtures.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { createTeamThroughApi, memberOf } from '../teams/testing/team-fixtures.js';

const PUBLIC_URL = 'https://oyna.example';
let telegramIds = 71_000_000;

describe.each(testDrivers())("the Mini App's prepared messages (decision 87) on %s", (driver) => {
  let bot: FakeTelegramBotApi;
  let test: TestApp;

  beforeAll(async () => {
    bot = await startFakeTelegramBotApi();
    test = await createTestApp({
      driver,
      env: {
        PUBLIC_URL,
        ...bot.env,
        TELEGRAM_UPDATES: 'off',
      },
    });
  });
  afterAll(async () => {
    await test?.close();
    await bot?.close();
  });

  const db = () => test.app.db as Db;
  const withTelegram = () => signedInUser(test.app, { telegramId: (telegramIds += 1) });
  const prepare = (who: SignedIn | null, body: object, language = 'en') =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/telegram/prepared-messages',
      headers: { ...(who ? who.headers : {}), 'accept-language': language },
      payload: body,
    });

  it("saves a game's inline card for the player's Telegram account, with a button that opens the Mini App on the game", async () => {
    const player = await withTelegram();
    const venue = await createVenue(db(), { name: 'Dalğa Arena', district: 'nasimi' });
    const game = await createGame(db(), { venueId: venue.id, title: 'Axşam futbolu', capacity: 10 });
    const before = bot.preparedMessages.length;

    const answer = await prepare(player, { kind: 'game', id: game.id }, 'az');
    expect(answer.statusCode, answer.body).toBe(201);
    const saved = bot.preparedMessages[before];
    expect(answer.json<PreparedMessage>()).toEqual({ id: saved?.id });
    expect(saved?.user_id).toBe(player.user.telegramId);
    expect(saved?.allow_group_chats).toBe(true);
    const text = saved?.result.input_message_content.message_text ?? '';
    expect(text).toContain('<b>Axşam futbolu</b>');
    expect(text).toContain('Dalğa Arena · Nəsimi');
    expect(text).toContain('Boş yer: 10');
    expect(saved?.result.reply_markup?.inline_keyboard).toEqual([
      [{ text: 'Oyna-da aç', url: `https://t.me/${BOT_USERNAME}?startapp=game_${game.id}` }],
    ]);
  });

  it("shares a team's invitation (its join code) only for a member who may invite, and a competition", async () => {
    const captain = await withTelegram();
    const { team } = await createTeamThroughApi(test.app, { captain, team: { name: 'Qara Şimşəklər' } });
    const answer = await prepare(captain, { kind: 'team', id: team.id }, 'ru');
    expect(answer.statusCode, answer.body).toBe(201);
    const saved = bot.preparedMessages.at(-1);
    expect(saved?.result.input_message_content.message_text).toContain('Вступай в команду «Qara Şimşəklər»');
    expect(saved?.result.reply_markup?.inline_keyboard[0]?.[0]?.url).toBe(
      `https://t.me/${BOT_USERNAME}?startapp=team_${team.join_code}`,
    );

    // A member without the right to invite does not see the code: as if there were no such team.
    const member = await memberOf(test.app, team, captain, { telegramId: (telegramIds += 1) });
    const refused = await prepare(member, { kind: 'team', id: team.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'team_not_found' });

    const organizer = await signedInUser(test.app, { role: 'organizer' });
    const competition = await createCompetitionThroughApi(
      test.app,
      organizer,
      await competitionBody(test.app, { name: 'Bakı Kuboku' }),
    );
    const shared = await prepare(captain, { kind: 'competition', id: competition.id });
    expect(shared.statusCode, shared.body).toBe(201);
    expect(bot.preparedMessages.at(-1)?.result.input_message_content.message_text).toContain('Bakı Kuboku');
    expect(bot.preparedMessages.at(-1)?.result.reply_markup?.inline_keyboard[0]?.[0]?.url).toBe(
      `https://t.me/${BOT_USERNAME}?startapp=competition_${competition.id}`,
    );
  });

  it('refuses a visitor, a player without Telegram, and a game nobody may book or that does not exist; nothing is saved', async () => {
    const venue = await createVenue(db());
    const game = await createGame(db(), { venueId: venue.id });
    const teamMatch = await createGame(db(), { venueId: venue.id, origin: 'team_match' });
    const cancelled = await createGame(db(), { venueId: venue.id, status: 'cancelled' });
    const before = bot.preparedMessages.length;

    expect((await prepare(null, { kind: 'game', id: game.id })).statusCode).toBe(401);

    const withoutTelegram = await signedInUser(test.app);
    const missing = await prepare(withoutTelegram, { kind: 'game', id: game.id }, 'az');
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ code: 'telegram_account_missing' });
    expect(missing.json<{ detail: string }>().detail).toContain('Telegram-a bağlı');

    const player = await withTelegram();
    for (const id of [teamMatch.id, cancelled.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await prepare(player, { kind: 'game', id });
      expect(refused.statusCode, id).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'game_not_found' });
    }
    expect((await prepare(player, { kind: 'competition', id: game.id })).statusCode).toBe(404);
    expect((await prepare(player, { kind: 'venue', id: game.id })).statusCode).toBe(400);
    expect(bot.preparedMessages.length).toBe(before);
  });
});

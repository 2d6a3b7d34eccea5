import type { TeamSlot } from '@oyna/shared';
import { teamSlotLink } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { teamSlotAnswers, telegramChats, users } from '../../db/schema.js';
import { type FakeTelegramBotApi, startFakeTelegramBotApi } from '../../lib/testing/fake-telegram-bot-api.js';
import { createVenue } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { notify } from '../notifications/notify.js';
import { createTeamThroughApi } from '../teams/testing/team-fixtures.js';
import { createSlot, openDate } from './testing/slot-fixtures.js';

const SECRET = 'webhook-secret-for-tests-0123456789';

async function waitUntil(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDrivers())('answering a weekly slot’s reminder from Telegram on %s', (driver) => {
  let bot: FakeTelegramBotApi;
  let test: TestApp;
  let db: Db;
  beforeAll(async () => {
    bot = await startFakeTelegramBotApi();
    test = await createTestApp({
      driver,
      env: {
        PUBLIC_URL: 'https://oyna.example',
        ...bot.env,
        TELEGRAM_UPDATES: 'webhook',
        TELEGRAM_WEBHOOK_SECRET: SECRET,
      },
    });
    db = test.app.db as Db;
  });
  afterAll(async () => {
    await test?.close();
    await bot?.close();
  });

  const withChat = async (player: SignedIn, chatId: string) => {
    await db
      .update(users)
      .set({ notificationChannels: ['telegram'] })
      .where(eq(users.id, player.user.id));
    await db.insert(telegramChats).values({ userId: player.user.id, chatId });
  };
  const tap = async (chatId: string, data: string) => {
    const answered = () => bot.calls.filter((call) => call.method === 'answerCallbackQuery').length;
    const before = answered();
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/telegram/webhook',
      headers: { 'x-telegram-bot-api-secret-token': SECRET },
      payload: bot.userTaps(chatId, data),
    });
    expect(response.statusCode).toBe(200);
    await waitUntil(() => answered() > before);
    return bot.calls.filter((call) => call.method === 'answerCallbackQuery').at(-1)?.params;
  };

  it('shows the three answers under the reminder and saves the tapped one as the member', async () => {
    const captain = await signedInUser(test.app, { language: 'az' });
    await withChat(captain, '8100001');
    const { team } = await createTeamThroughApi(test.app, { captain });
    const venue = await createVenue(db);
    const slot: TeamSlot = await createSlot(test.app, captain, team.id, {
      venue_id: venue.id,
      weekdays: [6],
    });
    const date = openDate(slot);
    const startsAt = slot.dates.find((d) => d.date === date)?.starts_at ?? '';
    const mention = {
      team_id: team.id,
      team_name: team.name,
      slot_id: slot.id,
      slot_kind: 'training' as const,
    };
    await notify(
      db,
      captain.user.id,
      { kind: 'team_slot_reminder', payload: { ...mention, date, starts_at: startsAt, venue: venue.name } },
      { dedupeKey: `slot-telegram-test:${slot.id}`, urgent: true },
    );
    await test.app.notifications.dispatcher.runOnce();
    const compact = date.replaceAll('-', '');
    expect(bot.sentTo('8100001').at(-1)?.reply_markup?.inline_keyboard).toEqual([
      [
        {
          text: 'Aç',
          url: `https://oyna.example${teamSlotLink({ team_id: team.id, slot_id: slot.id, date })}`,
        },
      ],
      [
        { text: 'Gəlirəm', callback_data: `slot:c:${slot.id}:${compact}` },
        { text: 'Gəlmirəm', callback_data: `slot:n:${slot.id}:${compact}` },
        { text: 'Bəlkə', callback_data: `slot:m:${slot.id}:${compact}` },
      ],
    ]);

    const answerOf = async (userId: string) =>
      (
        await db
          .select({ answer: teamSlotAnswers.answer })
          .from(teamSlotAnswers)
          .where(and(eq(teamSlotAnswers.slotId, slot.id), eq(teamSlotAnswers.userId, userId)))
      )[0]?.answer;

    // A chat of someone outside the team cannot answer for anyone.
    const outsider = await signedInUser(test.app, { language: 'az' });
    await withChat(outsider, '8100002');
    expect(await tap('8100002', `slot:c:${slot.id}:${compact}`)).toMatchObject({ show_alert: true });
    expect(await answerOf(outsider.user.id)).toBeUndefined();

    expect(await tap('8100001', `slot:m:${slot.id}:${compact}`)).toMatchObject({
      text: 'Cavabınız qeyd olundu: Bəlkə.',
    });
    expect(await answerOf(captain.user.id)).toBe('maybe');
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { DbExecutor } from '../../../db/database.js';
import type { OutgoingMessage } from '../delivery-channel.js';
import { createTelegramBotApi } from '../telegram/telegram-bot-api.js';
import { chatIsGone, createTelegramChannel } from './telegram-channel.js';

/** A database that finds one linked chat, enough for `send`. */
const linkedChat = {
  select: () => ({ from: () => ({ where: async () => [{ chatId: '42' }] }) }),
} as unknown as DbExecutor;

const message: OutgoingMessage = {
  deliveryId: 'd',
  notificationId: 'n',
  kind: 'game_cancelled',
  urgent: true,
  recipient: { userId: 'u', firstName: 'Elvin', email: null, phone: null, language: 'en' },
  rendered: { title: 'T', body: 'B', link: '/games/1', sms: 'S' },
  url: 'https://oyna.az/games/1',
};

describe('the Telegram channel', () => {
  it('is off without a bot', async () => {
    const channel = createTelegramChannel({ api: null });
    expect(channel.configured).toBe(false);
    expect((await channel.send(message, linkedChat)).status).toBe('failed');
  });

  it('tries again later when the Bot API cannot be reached', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const api = createTelegramBotApi({ apiUrl: `http://127.0.0.1:${port}`, token: '1:x' });
    const outcome = await createTelegramChannel({ api }).send(message, linkedChat);
    expect(outcome).toMatchObject({ status: 'retry' });
  });

  it('tells a chat that is gone from a passing refusal', () => {
    expect(chatIsGone({ error_code: 403, description: 'Forbidden: bot was blocked by the user' })).toBe(true);
    expect(chatIsGone({ error_code: 403, description: 'Forbidden: user is deactivated' })).toBe(true);
    expect(chatIsGone({ error_code: 400, description: 'Bad Request: chat not found' })).toBe(true);
    expect(chatIsGone({ error_code: 400, description: "Bad Request: can't parse entities" })).toBe(false);
    expect(chatIsGone({ error_code: 429, description: 'Too Many Requests: retry after 3' })).toBe(false);
  });
});

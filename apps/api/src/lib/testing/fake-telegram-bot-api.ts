import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A `sendMessage` call the fake accepted, with its parameters as sent. */
export interface SentTelegramMessage {
  message_id: number;
  chat_id: string;
  text: string;
  parse_mode?: string;
  reply_markup?: {
    inline_keyboard: { text: string; url?: string; callback_data?: string; web_app?: { url: string } }[][];
  };
}

/** Who writes or taps: a private chat is the user's own (its id is the user's id) unless told otherwise. */
export interface FakeTelegramUser {
  languageCode?: string;
  /** The Telegram user, when not the owner of the chat (a tap in a group, or on someone else's message). */
  fromId?: string;
  /** The chat's type; private by default. */
  chatType?: 'private' | 'group' | 'supergroup';
}

/** An inline-query answer the fake accepted: the results and the options as sent. */
export interface FakeInlineAnswer {
  inline_query_id: string;
  results: {
    type: string;
    id: string;
    title: string;
    description?: string;
    input_message_content: { message_text: string; parse_mode?: string };
    reply_markup?: { inline_keyboard: { text: string; url?: string }[][] };
  }[];
  cache_time?: number;
  is_personal?: boolean;
}

/** A message prepared for a user to share from the Mini App (savePreparedInlineMessage's parameters). */
export interface FakePreparedMessage {
  id: string;
  user_id: number;
  result: FakeInlineAnswer['results'][number];
  allow_user_chats?: boolean;
  allow_group_chats?: boolean;
  allow_channel_chats?: boolean;
}

/** How the fake answers the next calls of a method: a Bot API refusal, or a bare HTTP error page. */
export type FakeTelegramFailure =
  { error_code: number; description: string; retry_after?: number } | { httpStatus: number; page: string };

/** The username of the fake's bot, as its `env` names it. */
export const FAKE_BOT_USERNAME = 'oyna_test_bot';

export interface FakeTelegramBotApi {
  /** The base URL to pass as TELEGRAM_API_URL. */
  url: string;
  /** The bot token it accepts (a call with another answers 401 Unauthorized). */
  token: string;
  /** The app's settings for a bot on this fake: its token, the username `oyna_test_bot`, the API's address. */
  env: { TELEGRAM_BOT_TOKEN: string; TELEGRAM_BOT_USERNAME: string; TELEGRAM_API_URL: string };
  /** Messages the bot sent, in order. */
  readonly sent: SentTelegramMessage[];
  /** Every call: the method and its parameters. */
  readonly calls: { method: string; params: Record<string, unknown> }[];
  /** The webhook set by setWebhook, if any. */
  readonly webhook: { url: string; secret_token?: string } | null;
  /** The player blocks the bot in this chat: sendMessage answers 403. */
  block(chatId: string): void;
  /** The next `count` calls of `method` fail so. */
  failNext(method: string, failure: FakeTelegramFailure, count?: number): void;
  /** A user writes `text` to the bot in a private chat: the update, queued for getUpdates and returned for a webhook. */
  userWrites(chatId: string, text: string, options?: FakeTelegramUser): Record<string, unknown>;
  /** A user taps an inline button with this `callback_data` under a message of the bot: the update, queued and returned. */
  userTaps(chatId: string, data: string, options?: FakeTelegramUser): Record<string, unknown>;
  /** A user types `@bot <query>` in any chat: the inline query update, queued and returned. */
  userQueriesInline(
    userId: string,
    query: string,
    options?: { languageCode?: string },
  ): Record<string, unknown>;
  /** The commands set by setMyCommands, by language code ('' for the default list). */
  readonly commands: ReadonlyMap<string, { command: string; description: string }[]>;
  /** The answers to inline queries, in order. */
  readonly inlineAnswers: FakeInlineAnswer[];
  /** The bot's menu button as setChatMenuButton last set it (for every chat), if it was. */
  readonly menuButton: Record<string, unknown> | null;
  /** The messages saved by savePreparedInlineMessage, in order, each with the id the fake gave it. */
  readonly preparedMessages: FakePreparedMessage[];
  /** The answers to button taps (answerCallbackQuery's parameters), in order. */
  callbackAnswers(): Record<string, unknown>[];
  /** Resolves once `method` was called `count` times in all. */
  waitForCalls(method: string, count: number, timeoutMs?: number): Promise<void>;
  /** Messages sent to one chat. */
  sentTo(chatId: string): SentTelegramMessage[];
  /** Resolves once `count` messages were sent in all (replies are sent after the webhook answered). */
  waitForSent(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const BLOCKED = { error_code: 403, description: 'Forbidden: bot was blocked by the user' };

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((request.headers['content-type'] ?? '').includes('json'))
    return JSON.parse(text) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(text));
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * A stand-in for Telegram's Bot API on loopback: `POST /bot<token>/<method>` answering
 * `{ok: true, result}` or `{ok: false, error_code, description, parameters?}`. It records
 * sendMessage, answers 403 for chats that blocked the bot, serves queued updates to getUpdates
 * (long polling with `offset` and `timeout`), remembers setWebhook, setMyCommands (by language), setChatMenuButton and the messages of
 * savePreparedInlineMessage,
 * and records every other call (answerCallbackQuery, answerInlineQuery) in `calls`.
 */
export async function startFakeTelegramBotApi(): Promise<FakeTelegramBotApi> {
  const token = `${100_000 + Math.floor(Math.random() * 900_000)}:${randomBytes(16).toString('hex')}`;
  const sent: SentTelegramMessage[] = [];
  const calls: { method: string; params: Record<string, unknown> }[] = [];
  const blocked = new Set<string>();
  const failures = new Map<string, FakeTelegramFailure[]>();
  const updates: Record<string, unknown>[] = [];
  const pollers = new Set<() => void>();
  const sentWaiters = new Set<() => void>();
  const commands = new Map<string, { command: string; description: string }[]>();
  const inlineAnswers: FakeInlineAnswer[] = [];
  let webhook: { url: string; secret_token?: string } | null = null;
  let menuButton: Record<string, unknown> | null = null;
  const preparedMessages: FakePreparedMessage[] = [];
  let nextUpdateId = 1000;
  let nextMessageId = 1;

  const pending = (offset: number) => updates.filter((update) => (update['update_id'] as number) >= offset);

  async function getUpdates(params: Record<string, unknown>, response: ServerResponse) {
    const offset = Number(params['offset'] ?? 0);
    // Telegram forgets updates before the offset: they are confirmed.
    for (let i = updates.length - 1; i >= 0; i -= 1) {
      if ((updates[i]?.['update_id'] as number) < offset) updates.splice(i, 1);
    }
    const timeoutMs = Math.min(Number(params['timeout'] ?? 0), 50) * 1000;
    if (pending(offset).length === 0 && timeoutMs > 0) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          pollers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, timeoutMs);
        pollers.add(wake);
        response.on('close', wake);
      });
    }
    if (response.writableEnded || response.destroyed) return;
    answer(response, 200, { ok: true, result: pending(offset) });
  }

  const server = createServer((request, response) => {
    void (async () => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      if (!match) return answer(response, 404, { ok: false, error_code: 404, description: 'Not Found' });
      if (match[1] !== token)
        return answer(response, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
      const method = match[2] ?? '';
      const params = await readJson(request);
      calls.push({ method, params });
      for (const wake of [...sentWaiters]) wake();
      const failure = failures.get(method)?.shift();
      if (failure) {
        if ('httpStatus' in failure) {
          response.writeHead(failure.httpStatus, { 'content-type': 'text/html' });
          return response.end(failure.page);
        }
        const { retry_after: retryAfter, ...refusal } = failure;
        return answer(response, refusal.error_code, {
          ok: false,
          ...refusal,
          ...(retryAfter === undefined ? {} : { parameters: { retry_after: retryAfter } }),
        });
      }
      switch (method) {
        case 'sendMessage': {
          const chatId = String(params['chat_id']);
          if (blocked.has(chatId)) return answer(response, 403, { ok: false, ...BLOCKED });
          if (typeof params['text'] !== 'string' || params['text'] === '') {
            return answer(response, 400, {
              ok: false,
              error_code: 400,
              description: 'Bad Request: message text is empty',
            });
          }
          const message = {
            ...(params as Omit<SentTelegramMessage, 'message_id' | 'chat_id'>),
            chat_id: chatId,
          };
          const recorded: SentTelegramMessage = { ...message, message_id: nextMessageId++ };
          sent.push(recorded);
          for (const wake of [...sentWaiters]) wake();
          return answer(response, 200, {
            ok: true,
            result: {
              message_id: recorded.message_id,
              chat: { id: Number(chatId), type: 'private' },
              text: recorded.text,
            },
          });
        }
        case 'getUpdates':
          return getUpdates(params, response);
        case 'setWebhook':
          webhook = {
            url: String(params['url']),
            ...(params['secret_token'] ? { secret_token: String(params['secret_token']) } : {}),
          };
          return answer(response, 200, { ok: true, result: true, description: 'Webhook was set' });
        case 'deleteWebhook':
          webhook = null;
          return answer(response, 200, { ok: true, result: true, description: 'Webhook was deleted' });
        case 'answerCallbackQuery':
          return answer(response, 200, { ok: true, result: true });
        case 'setMyCommands':
          commands.set(
            String((params['language_code'] as string | undefined) ?? ''),
            params['commands'] as { command: string; description: string }[],
          );
          return answer(response, 200, { ok: true, result: true });
        case 'answerInlineQuery':
          inlineAnswers.push(params as unknown as FakeInlineAnswer);
          return answer(response, 200, { ok: true, result: true });
        case 'setChatMenuButton':
          menuButton = (params['menu_button'] as Record<string, unknown> | undefined) ?? null;
          return answer(response, 200, { ok: true, result: true });
        case 'savePreparedInlineMessage': {
          const prepared = {
            ...(params as unknown as Omit<FakePreparedMessage, 'id'>),
            id: `prepared-${preparedMessages.length + 1}`,
          };
          preparedMessages.push(prepared);
          const expires = Math.floor(Date.now() / 1000) + 86_400;
          return answer(response, 200, { ok: true, result: { id: prepared.id, expiration_date: expires } });
        }
        case 'getMe':
          return answer(response, 200, {
            ok: true,
            result: { id: Number(token.split(':')[0]), is_bot: true, username: 'oyna_test_bot' },
          });
        default:
          return answer(response, 404, {
            ok: false,
            error_code: 404,
            description: 'Not Found: method not found',
          });
      }
    })().catch((error: unknown) => {
      if (!response.headersSent)
        answer(response, 500, { ok: false, error_code: 500, description: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const queue = (update: Record<string, unknown>) => {
    updates.push(update);
    for (const wake of [...pollers]) wake();
    return update;
  };
  const userOf = (id: string, languageCode = 'en') => ({
    id: Number(id),
    is_bot: false,
    first_name: 'Elvin',
    language_code: languageCode,
  });
  const chatOf = (chatId: string, options: FakeTelegramUser) =>
    options.chatType && options.chatType !== 'private'
      ? { id: Number(chatId), type: options.chatType, title: 'Futbol' }
      : { id: Number(chatId), type: 'private', first_name: 'Elvin' };
  /** Resolves once `done()` holds, checked after every call the fake answers. */
  const waitFor = (done: () => boolean, timeoutMs: number, failure: () => string) =>
    new Promise<void>((resolve, reject) => {
      if (done()) return resolve();
      const timer = setTimeout(() => {
        sentWaiters.delete(check);
        reject(new Error(failure()));
      }, timeoutMs);
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        sentWaiters.delete(check);
        resolve();
      };
      sentWaiters.add(check);
    });

  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    token,
    env: { TELEGRAM_BOT_TOKEN: token, TELEGRAM_BOT_USERNAME: FAKE_BOT_USERNAME, TELEGRAM_API_URL: url },
    sent,
    calls,
    get webhook() {
      return webhook;
    },
    block: (chatId) => blocked.add(chatId),
    failNext(method, failure, count = 1) {
      const queue = failures.get(method) ?? [];
      for (let i = 0; i < count; i += 1) queue.push(failure);
      failures.set(method, queue);
    },
    userWrites(chatId, text, options = {}) {
      const update = {
        update_id: nextUpdateId++,
        message: {
          message_id: nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          chat: chatOf(chatId, options),
          from: userOf(options.fromId ?? chatId, options.languageCode),
          text,
          ...(text.startsWith('/')
            ? { entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]?.length ?? 0 }] }
            : {}),
        },
      };
      return queue(update);
    },
    userTaps(chatId, data, options = {}) {
      const update = {
        update_id: nextUpdateId++,
        callback_query: {
          id: `cb${nextUpdateId}`,
          from: userOf(options.fromId ?? chatId, options.languageCode),
          message: {
            message_id: nextMessageId++,
            date: Math.floor(Date.now() / 1000),
            chat: chatOf(chatId, options),
            text: '…',
          },
          chat_instance: String(chatId),
          data,
        },
      };
      return queue(update);
    },
    userQueriesInline(userId, query, options = {}) {
      const update = {
        update_id: nextUpdateId++,
        inline_query: {
          id: `iq${nextUpdateId}`,
          from: userOf(userId, options.languageCode),
          query,
          offset: '',
          chat_type: 'sender',
        },
      };
      return queue(update);
    },
    commands,
    inlineAnswers,
    get menuButton() {
      return menuButton;
    },
    preparedMessages,
    callbackAnswers: () =>
      calls.filter((call) => call.method === 'answerCallbackQuery').map((call) => call.params),
    async waitForCalls(method, count, timeoutMs = 5_000) {
      const seen = () => calls.filter((call) => call.method === method).length;
      await waitFor(
        () => seen() >= count,
        timeoutMs,
        () => `the fake Bot API saw ${seen()} ${method}, not ${count}`,
      );
    },
    sentTo: (chatId) => sent.filter((message) => message.chat_id === chatId),
    async waitForSent(count, timeoutMs = 5_000) {
      await waitFor(
        () => sent.length >= count,
        timeoutMs,
        () => `the fake Bot API saw ${sent.length} messages, not ${count}`,
      );
    },
    async close() {
      for (const wake of [...pollers]) wake();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

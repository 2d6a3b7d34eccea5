import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.js';
import type { BotActions } from '../notification-hooks.js';
import { handleTelegramUpdate, updateIdOf } from './handle-telegram-update.js';
import type { BotReply } from './bot-reply.js';
import type { TelegramBotApi } from './telegram-bot-api.js';
import { TELEGRAM_WEBHOOK_PATH, type TelegramConfig, telegramBotApiFromConfig } from './telegram-config.js';

/** How long one getUpdates waits for an update (Telegram allows up to 50 s). */
const LONG_POLL_SECONDS = 25;
/** The pause after a failed getUpdates (Telegram down, a webhook still set) before the next. */
const PAUSE_AFTER_FAILURE_MS = 5_000;
const ALLOWED_UPDATES = ['message', 'callback_query'];

export interface TelegramUpdatesWork {
  readonly mode: 'webhook' | 'polling';
  /** Polling: one getUpdates (waiting up to `timeoutSeconds`) and its updates handled; returns how many. */
  pollOnce(timeoutSeconds?: number): Promise<number>;
  /** Webhook: tells Telegram where to send updates; polling: runs the getUpdates loop until stopped. */
  start(): void;
  stop(): Promise<void>;
}

/** Sends the bot's replies in order; one that fails is logged, never thrown (what they tell of is done). */
export async function sendReplies(
  api: TelegramBotApi,
  replies: readonly BotReply[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const reply of replies) {
    try {
      if (reply.method === 'sendMessage') await api.sendMessage(reply.params);
      else await api.answerCallbackQuery(reply.params);
    } catch (error) {
      log.warn({ err: error, method: reply.method }, 'the Telegram bot could not reply');
    }
  }
}

/**
 * How the bot hears players (`/start <token>`), by TELEGRAM_UPDATES: with `polling` a getUpdates
 * loop (in the process that runs the dispatcher: exactly one should poll), with `webhook` a
 * setWebhook at start (the API's webhook route does the rest). Null when off or without a bot.
 */
export function createTelegramUpdatesWork(options: {
  db: Db;
  config: TelegramConfig & { PUBLIC_URL: string };
  log: FastifyBaseLogger;
  botActions: BotActions;
}): TelegramUpdatesWork | null {
  const { db, config, log, botActions } = options;
  const api = telegramBotApiFromConfig(config);
  const mode = config.TELEGRAM_UPDATES;
  if (!api || mode === 'off') return null;

  let offset: number | undefined;
  let loop: Promise<void> | null = null;
  const stopping = new AbortController();

  const pollOnce = async (timeoutSeconds = LONG_POLL_SECONDS) => {
    const updates = await api.getUpdates(
      {
        ...(offset === undefined ? {} : { offset }),
        timeout: timeoutSeconds,
        allowed_updates: ALLOWED_UPDATES,
      },
      stopping.signal,
    );
    for (const update of updates) {
      const id = updateIdOf(update);
      if (id !== null) offset = Math.max(offset ?? 0, id + 1);
      try {
        await sendReplies(api, await handleTelegramUpdate(db, update, { actions: botActions }), log);
      } catch (error) {
        // One update that cannot be handled must not hold up the others: it is skipped.
        log.error({ err: error, updateId: id }, 'a Telegram update could not be handled');
      }
    }
    return updates.length;
  };

  const runLoop = async () => {
    try {
      await api.deleteWebhook();
    } catch (error) {
      log.warn({ err: error }, 'could not remove the Telegram webhook before polling');
    }
    while (!stopping.signal.aborted) {
      try {
        await pollOnce();
      } catch (error) {
        if (stopping.signal.aborted) break;
        log.warn({ err: error }, 'Telegram getUpdates failed');
        await sleep(PAUSE_AFTER_FAILURE_MS, undefined, { signal: stopping.signal }).catch(() => undefined);
      }
    }
  };

  return {
    mode,
    pollOnce,
    start() {
      if (loop || stopping.signal.aborted) return;
      if (mode === 'polling') {
        loop = runLoop();
        return;
      }
      const secret = config.TELEGRAM_WEBHOOK_SECRET;
      if (!secret) return;
      loop = api
        .setWebhook({
          url: `${config.PUBLIC_URL}/api/v1${TELEGRAM_WEBHOOK_PATH}`,
          secret_token: secret,
          allowed_updates: ALLOWED_UPDATES,
        })
        .catch((error: unknown) => log.warn({ err: error }, 'could not set the Telegram webhook'));
    },
    async stop() {
      stopping.abort();
      await loop;
    },
  };
}

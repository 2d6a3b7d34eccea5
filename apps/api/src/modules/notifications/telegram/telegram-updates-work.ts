import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Bot } from 'grammy';
import type { Update } from 'grammy/types';
import type { Db } from '../../../db/database.js';
import type { BotActions } from '../notification-hooks.js';
import { registerBotCommands } from './bot-account-commands.js';
import { registerBotMenuButton } from './bot-menu-button.js';
import { ALLOWED_UPDATES, createOynaBot } from './create-oyna-bot.js';
import { createTelegramBotApi } from './telegram-bot-api.js';
import { TELEGRAM_WEBHOOK_PATH, type TelegramConfig } from './telegram-config.js';

/** How long one getUpdates waits for an update (Telegram allows up to 50 s). */
const LONG_POLL_SECONDS = 25;
/** The pause after a failed getUpdates (Telegram down, a webhook still set) before the next. */
const PAUSE_AFTER_FAILURE_MS = 5_000;

export interface TelegramUpdatesWork {
  readonly mode: 'webhook' | 'polling';
  /** Polling: one getUpdates (waiting up to `timeoutSeconds`) and its updates handled; returns how many. */
  pollOnce(timeoutSeconds?: number): Promise<number>;
  /**
   * Sets the command menus (every language) and the menu button (the Mini App), then with a webhook tells Telegram where to send
   * updates (the API's webhook route does the rest); with polling runs the getUpdates loop until stopped.
   */
  start(): void;
  stop(): Promise<void>;
}

/** Handles one update; one that fails is logged and skipped, never thrown (Telegram would send it again and again). */
export async function handleBotUpdate(bot: Bot, update: Update, log: FastifyBaseLogger): Promise<void> {
  try {
    await bot.handleUpdate(update);
  } catch (error) {
    const cause = error instanceof Error && 'error' in error ? (error as { error: unknown }).error : error;
    log.error({ err: cause, updateId: update.update_id }, 'a Telegram update could not be handled');
  }
}

/** Whose update it is: the chat or the user it comes from (updates of one are handled in order). */
function senderOf(update: Update): string {
  const from =
    update.message?.chat.id ??
    update.callback_query?.from.id ??
    update.inline_query?.from.id ??
    update.update_id;
  return String(from);
}

/**
 * The webhook's updates, handled after the webhook has answered: one sender's in the order they
 * came (a reply never overtakes the one before), different senders' side by side.
 */
export function createUpdateQueue(bot: Bot, log: FastifyBaseLogger) {
  const queues = new Map<string, Promise<void>>();
  return {
    push(update: Update): void {
      const sender = senderOf(update);
      const handled = (queues.get(sender) ?? Promise.resolve())
        .then(() => handleBotUpdate(bot, update, log))
        .finally(() => {
          if (queues.get(sender) === handled) queues.delete(sender);
        });
      queues.set(sender, handled);
    },
    /** Resolves once every update pushed so far is handled (the app closing). */
    async drain(): Promise<void> {
      while (queues.size > 0) await Promise.all(queues.values());
    },
  };
}

/**
 * How the bot hears players, by TELEGRAM_UPDATES: with `polling` a getUpdates loop (in the process
 * that runs the dispatcher: exactly one should poll), with `webhook` a setWebhook at start. Null
 * when off or without a bot. Polling is this loop rather than grammY's `bot.start()` so that a test
 * can poll once and the offset is ours to see.
 */
export function createTelegramUpdatesWork(options: {
  db: Db;
  config: TelegramConfig & { PUBLIC_URL: string };
  log: FastifyBaseLogger;
  botActions: BotActions;
}): TelegramUpdatesWork | null {
  const { db, config, log, botActions } = options;
  const mode = config.TELEGRAM_UPDATES;
  const bot = createOynaBot(config, { db, actions: botActions, log });
  if (!bot || !config.TELEGRAM_BOT_TOKEN || mode === 'off') return null;
  // Long polling waits longer than any other call: its own client, outside the rate limits' queue.
  const poller = createTelegramBotApi({
    apiUrl: config.TELEGRAM_API_URL,
    token: config.TELEGRAM_BOT_TOKEN,
    timeoutSeconds: LONG_POLL_SECONDS + 10,
  });

  let offset: number | undefined;
  let loop: Promise<void> | null = null;
  const stopping = new AbortController();

  const pollOnce = async (timeoutSeconds = LONG_POLL_SECONDS) => {
    const updates = await poller.getUpdates(
      {
        ...(offset === undefined ? {} : { offset }),
        timeout: timeoutSeconds,
        allowed_updates: [...ALLOWED_UPDATES],
      },
      // grammY types the signal as abort-controller's polyfill; the platform's works the same.
      stopping.signal as unknown as Parameters<typeof poller.getUpdates>[1],
    );
    for (const update of updates) {
      offset = Math.max(offset ?? 0, update.update_id + 1);
      await handleBotUpdate(bot, update, log);
    }
    return updates.length;
  };

  const runLoop = async () => {
    try {
      await poller.deleteWebhook();
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

  const setWebhook = async () => {
    const secret = config.TELEGRAM_WEBHOOK_SECRET;
    if (!secret) return;
    await bot.api
      .setWebhook(`${config.PUBLIC_URL}/api/v1${TELEGRAM_WEBHOOK_PATH}`, {
        secret_token: secret,
        allowed_updates: [...ALLOWED_UPDATES],
      })
      .catch((error: unknown) => log.warn({ err: error }, 'could not set the Telegram webhook'));
  };

  return {
    mode,
    pollOnce,
    start() {
      if (loop || stopping.signal.aborted) return;
      const commands = Promise.all([
        registerBotCommands(bot.api).catch((error: unknown) =>
          log.warn({ err: error }, 'could not set the Telegram bot commands'),
        ),
        registerBotMenuButton(bot.api, config.PUBLIC_URL).catch((error: unknown) =>
          log.warn({ err: error }, 'could not set the Telegram menu button'),
        ),
      ]);
      loop =
        mode === 'polling'
          ? Promise.all([commands, runLoop()]).then(() => undefined)
          : Promise.all([commands, setWebhook()]).then(() => undefined);
    },
    async stop() {
      stopping.abort();
      await loop;
    },
  };
}

import { createHash, timingSafeEqual } from 'node:crypto';
import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { created, noContent, ok } from '../../lib/route-responses.js';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { createTelegramLink } from './telegram/create-telegram-link.js';
import type { Update } from 'grammy/types';
import { createOynaBot } from './telegram/create-oyna-bot.js';
import { prepareShareMessage } from './telegram/prepare-share-message.js';
import {
  TELEGRAM_WEBHOOK_PATH,
  telegramBotApiFromConfig,
  telegramDeepLink,
} from './telegram/telegram-config.js';
import { createUpdateQueue } from './telegram/telegram-updates-work.js';
import { unlinkTelegram } from './telegram/unlink-telegram.js';

/** The header Telegram sends the webhook's secret in. */
const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** An update as Telegram posts it; only what the bot reads is described, the rest passes. */
const telegramUpdateSchema = z
  .looseObject({ update_id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) })
  .meta({ id: 'TelegramUpdate' });

function sameSecret(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Linking a Telegram chat for notifications: the signed-in player asks for a one-time deep link to
 * the bot and can unlink; the bot hears `/start <token>` at the webhook (TELEGRAM_UPDATES=webhook)
 * or by polling (telegram-updates-work.ts).
 */
export const telegramRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config;
  const bot = createOynaBot(config, {
    db: app.db,
    actions: app.notifications.hooks.botActions,
    log: app.log,
    onPlacesChanged: (gameId) => app.gamePlaces.announce([gameId]),
  });
  /** The Bot API for the Mini App's prepared messages (null without a bot). */
  const botApi = telegramBotApiFromConfig(config);
  const webhookSecret = config.TELEGRAM_UPDATES === 'webhook' ? config.TELEGRAM_WEBHOOK_SECRET : undefined;
  const signedIn = signedInRoutes(app, { tags: ['notifications'] });
  const anyone = openRoutes(app, { tags: ['notifications'] });
  /** Updates the webhook answered before handling, waited for when the app closes. */
  const updates = bot ? createUpdateQueue(bot, app.log) : null;
  app.addHook('onClose', async () => {
    await updates?.drain();
  });

  signedIn.post('/notifications/telegram/link', {
    summary: "A one-time deep link to the bot that links the player's Telegram chat (/start <token>)",
    response: created(contracts.telegramLinkSchema, 401, 503),
    handler: async ({ user }) =>
      createTelegramLink(app.db, {
        userId: user.id,
        deepLink: (token) => telegramDeepLink(config, token),
      }),
  });

  signedIn.delete('/notifications/telegram', {
    summary: "Unlink the player's Telegram chat: nothing more is sent there",
    response: noContent('Unlinked', 401),
    handler: async ({ user }) => unlinkTelegram(app.db, { userId: user.id }),
  });

  signedIn.post('/telegram/prepared-messages', {
    summary:
      "A game's, a team invitation's or a competition's card saved by the bot for the player's Telegram account, to share from the Mini App",
    body: contracts.preparedMessageRequestSchema,
    response: created(contracts.preparedMessageSchema, 400, 401, 404, 409, 503),
    handler: async ({ body, user, language }) =>
      prepareShareMessage(app.db, {
        ...body,
        userId: user.id,
        language,
        api: botApi,
        botUsername: config.TELEGRAM_BOT_USERNAME,
        actions: app.notifications.hooks.botActions,
      }),
  });

  anyone.post(TELEGRAM_WEBHOOK_PATH, {
    summary: 'Updates from Telegram for the bot (X-Telegram-Bot-Api-Secret-Token checked)',
    body: telegramUpdateSchema,
    response: ok(z.object({ ok: z.literal(true) }), 400, 401, 404),
    // Telegram posts from few addresses, in bursts; a forged call costs one hash to refuse.
    config: { rateLimit: false },
    onRequest: async (request) => {
      if (!bot || !webhookSecret) throw new AppError('not_found', 404);
      if (!sameSecret(request.headers[SECRET_HEADER], webhookSecret)) {
        request.log.warn({ ip: request.ip }, 'Telegram webhook refused: wrong secret');
        throw new AppError('telegram_webhook_secret_invalid', 401);
      }
    },
    handler: async ({ body }) => {
      // Answered at once and always 200 once authentic: Telegram would otherwise send the update
      // again and again. The bot handles it after (its replies wait for the rate limits).
      updates?.push(body as Update);
      return { ok: true as const };
    },
  });
};

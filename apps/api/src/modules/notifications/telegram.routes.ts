import { createHash, timingSafeEqual } from 'node:crypto';
import { preparedMessageRequestSchema, preparedMessageSchema, telegramLinkSchema } from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/signed-in-route.js';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { authenticatedUser } from '../../lib/auth-user.js';
import { errorResponsesFor } from '../../lib/error-responses.js';
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
  const signedInRoute = signedIn(app, { tags: ['notifications'] });
  /** Updates the webhook answered before handling, waited for when the app closes. */
  const updates = bot ? createUpdateQueue(bot, app.log) : null;
  app.addHook('onClose', async () => {
    await updates?.drain();
  });

  app.post(
    '/notifications/telegram/link',
    signedInRoute({
      summary: "A one-time deep link to the bot that links the player's Telegram chat (/start <token>)",
      response: { 201: telegramLinkSchema, ...errorResponsesFor(401, 503) },
    }),
    async (request, reply) => {
      const link = await createTelegramLink(app.db, {
        userId: authenticatedUser(request).id,
        deepLink: (token) => telegramDeepLink(config, token),
      });
      return reply.status(201).send(link);
    },
  );

  app.delete(
    '/notifications/telegram',
    signedInRoute({
      summary: "Unlink the player's Telegram chat: nothing more is sent there",
      response: { 204: z.null().describe('Unlinked'), ...errorResponsesFor(401) },
    }),
    async (request, reply) => {
      await unlinkTelegram(app.db, { userId: authenticatedUser(request).id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/telegram/prepared-messages',
    signedInRoute({
      summary:
        "A game's, a team invitation's or a competition's card saved by the bot for the player's Telegram account, to share from the Mini App",
      body: preparedMessageRequestSchema,
      response: { 201: preparedMessageSchema, ...errorResponsesFor(400, 401, 404, 409, 503) },
    }),
    async (request, reply) => {
      const prepared = await prepareShareMessage(app.db, {
        ...request.body,
        userId: authenticatedUser(request).id,
        language: request.language,
        api: botApi,
        botUsername: config.TELEGRAM_BOT_USERNAME,
        actions: app.notifications.hooks.botActions,
      });
      return reply.status(201).send(prepared);
    },
  );

  app.post(
    TELEGRAM_WEBHOOK_PATH,
    {
      // Telegram posts from few addresses, in bursts; a forged call costs one hash to refuse.
      config: { rateLimit: false },
      onRequest: async (request) => {
        if (!bot || !webhookSecret) throw new AppError('not_found', 404);
        if (!sameSecret(request.headers[SECRET_HEADER], webhookSecret)) {
          request.log.warn({ ip: request.ip }, 'Telegram webhook refused: wrong secret');
          throw new AppError('telegram_webhook_secret_invalid', 401);
        }
      },
      schema: {
        tags: ['notifications'],
        summary: 'Updates from Telegram for the bot (X-Telegram-Bot-Api-Secret-Token checked)',
        body: telegramUpdateSchema,
        response: {
          200: z.object({ ok: z.literal(true) }),
          ...errorResponsesFor(400, 401, 404),
        },
      },
    },
    async (request) => {
      // Answered at once and always 200 once authentic: Telegram would otherwise send the update
      // again and again. The bot handles it after (its replies wait for the rate limits).
      updates?.push(request.body as Update);
      return { ok: true as const };
    },
  );
};

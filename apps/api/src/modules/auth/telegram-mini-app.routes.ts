import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.js';
import { openRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';
import { sessionContext } from './session-context.js';
import { miniAppLanguage, signInWithTelegramMiniApp } from './telegram-mini-app-sign-in.js';

/** The Telegram user's own language, unchecked: it only chooses the language of a refusal. */
function claimedLanguage(initData: string) {
  try {
    const user: unknown = JSON.parse(new URLSearchParams(initData).get('user') ?? 'null');
    const code =
      user && typeof user === 'object' ? (user as { language_code?: unknown }).language_code : null;
    return typeof code === 'string' ? miniAppLanguage(code) : null;
  } catch {
    return null;
  }
}

/** Sign-in inside the Telegram Mini App (docs/decisions/0083-telegram-mini-app.md). */
export const telegramMiniAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = openRoutes(app, { tags: ['auth'] });

  anyone.post('/auth/telegram/mini-app', {
    summary: 'Sign in inside the Telegram Mini App with the init data of its launch',
    description:
      'Checks the signature Telegram made with the bot token and that the launch is at most ' +
      'TELEGRAM_MINI_APP_MAX_AGE_S seconds old, then answers with Oyna tokens as every sign-in ' +
      'does (the app refreshes them as usual; the init data is not sent again). A Telegram ' +
      'account linked by the login widget or the bot signs into its own account; a new one is ' +
      'registered and needs onboarding. A refusal is in the Telegram user’s language.',
    body: contracts.telegramMiniAppSignInRequestSchema,
    response: ok(contracts.authResponseSchema, 400, 401, 503),
    onRequest: async () => {
      if (!app.config.TELEGRAM_BOT_TOKEN) throw new AppError('provider_not_configured', 503);
    },
    handler: async (request) => {
      if (!request.headers['accept-language']) {
        request.language = claimedLanguage(request.body.init_data) ?? request.language;
      }
      return signInWithTelegramMiniApp(app.db, {
        initData: request.body.init_data,
        botToken: app.config.TELEGRAM_BOT_TOKEN,
        maxAgeSeconds: app.config.TELEGRAM_MINI_APP_MAX_AGE_S,
        context: sessionContext(request, app.accessTokens),
      });
    },
  });
};

import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.js';
import { finishGoogleLogin } from './finish-google-login.js';
import { getAuthProviders } from './get-auth-providers.js';
import { createGoogleOidc } from './google-oidc.js';
import { sessionContext } from './session-context.js';
import { signInWithTelegram } from './sign-in-with-telegram.js';
import { startGoogleLogin } from './start-google-login.js';
import { openRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';

/** Sign-in through Google (OpenID Connect) and the Telegram Login Widget. */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = openRoutes(app, { tags: ['auth'] });
  const google = createGoogleOidc(app.config);
  const providers = getAuthProviders(app.config);
  // An unconfigured provider answers 503 before anything else is looked at, even a bad body.
  const whenEnabled = (enabled: boolean) => async () => {
    if (!enabled) throw new AppError('provider_not_configured', 503);
  };

  anyone.get('/auth/providers', {
    summary: 'Which third-party sign-ins are configured',
    response: { 200: contracts.authProvidersResponseSchema },
    handler: async () => providers,
  });

  anyone.get('/auth/oauth/google', {
    summary: 'Start signing in with Google: the URL to send the browser to',
    response: ok(contracts.googleAuthUrlResponseSchema, 503),
    onRequest: whenEnabled(providers.google),
    handler: async () => startGoogleLogin(app.db, { google }),
  });

  anyone.get('/auth/oauth/google/callback', {
    summary: 'Finish signing in with Google, with the query Google sent to the callback page',
    querystring: contracts.googleCallbackQuerySchema,
    response: ok(contracts.authResponseSchema, 400, 401, 409, 503),
    onRequest: whenEnabled(providers.google),
    handler: async (request) =>
      finishGoogleLogin(app.db, {
        google,
        query: request.query,
        language: request.language,
        context: sessionContext(request, app.accessTokens),
      }),
  });

  anyone.post('/auth/oauth/telegram', {
    summary: 'Sign in with the user object of the Telegram Login Widget',
    body: contracts.telegramAuthRequestSchema,
    response: ok(contracts.authResponseSchema, 400, 401, 503),
    onRequest: whenEnabled(providers.telegram.enabled),
    handler: async (request) =>
      signInWithTelegram(app.db, {
        payload: request.body,
        botToken: app.config.TELEGRAM_BOT_TOKEN,
        language: request.language,
        context: sessionContext(request, app.accessTokens),
      }),
  });
};

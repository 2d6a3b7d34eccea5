import {
  authProvidersResponseSchema,
  authResponseSchema,
  errorResponseSchema,
  googleAuthUrlResponseSchema,
  googleCallbackQuerySchema,
  telegramAuthRequestSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.js';
import { finishGoogleLogin } from './finish-google-login.js';
import { getAuthProviders } from './get-auth-providers.js';
import { createGoogleOidc } from './google-oidc.js';
import { sessionContext } from './session-context.js';
import { signInWithTelegram } from './sign-in-with-telegram.js';
import { startGoogleLogin } from './start-google-login.js';

/** Sign-in through Google (OpenID Connect) and the Telegram Login Widget. */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const google = createGoogleOidc(app.config);
  const providers = getAuthProviders(app.config);
  // An unconfigured provider answers 503 before anything else is looked at, even a bad body.
  const whenEnabled = (enabled: boolean) => async () => {
    if (!enabled) throw new AppError('provider_not_configured', 503);
  };

  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which third-party sign-ins are configured',
        response: { 200: authProvidersResponseSchema },
      },
    },
    async () => providers,
  );

  app.get(
    '/auth/oauth/google',
    {
      onRequest: whenEnabled(providers.google),
      schema: {
        tags: ['auth'],
        summary: 'Start signing in with Google: the URL to send the browser to',
        response: { 200: googleAuthUrlResponseSchema, 503: errorResponseSchema },
      },
    },
    async () => startGoogleLogin(app.db, { google }),
  );

  app.get(
    '/auth/oauth/google/callback',
    {
      onRequest: whenEnabled(providers.google),
      schema: {
        tags: ['auth'],
        summary: 'Finish signing in with Google, with the query Google sent to the callback page',
        querystring: googleCallbackQuerySchema,
        response: {
          200: authResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) =>
      finishGoogleLogin(app.db, {
        google,
        query: request.query,
        language: request.language,
        context: sessionContext(request, app.accessTokens),
      }),
  );

  app.post(
    '/auth/oauth/telegram',
    {
      onRequest: whenEnabled(providers.telegram.enabled),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the user object of the Telegram Login Widget',
        body: telegramAuthRequestSchema,
        response: {
          200: authResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) =>
      signInWithTelegram(app.db, {
        payload: request.body,
        botToken: app.config.TELEGRAM_BOT_TOKEN,
        language: request.language,
        context: sessionContext(request, app.accessTokens),
      }),
  );
};

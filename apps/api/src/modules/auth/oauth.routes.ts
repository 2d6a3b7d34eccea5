import {
  authProvidersResponseSchema,
  authResponseSchema,
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
import { errorResponsesFor } from '../../lib/error-responses.js';
import { openRoute } from '../../lib/signed-in-route.js';

/** Sign-in through Google (OpenID Connect) and the Telegram Login Widget. */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = openRoute({ tags: ['auth'] });
  const google = createGoogleOidc(app.config);
  const providers = getAuthProviders(app.config);
  // An unconfigured provider answers 503 before anything else is looked at, even a bad body.
  const whenEnabled = (enabled: boolean) => async () => {
    if (!enabled) throw new AppError('provider_not_configured', 503);
  };

  app.get(
    '/auth/providers',
    publicRoute({
      summary: 'Which third-party sign-ins are configured',
      response: { 200: authProvidersResponseSchema },
    }),
    async () => providers,
  );

  app.get(
    '/auth/oauth/google',
    {
      onRequest: whenEnabled(providers.google),
      ...publicRoute({
        summary: 'Start signing in with Google: the URL to send the browser to',
        response: { 200: googleAuthUrlResponseSchema, ...errorResponsesFor(503) },
      }),
    },
    async () => startGoogleLogin(app.db, { google }),
  );

  app.get(
    '/auth/oauth/google/callback',
    {
      onRequest: whenEnabled(providers.google),
      ...publicRoute({
        summary: 'Finish signing in with Google, with the query Google sent to the callback page',
        querystring: googleCallbackQuerySchema,
        response: {
          200: authResponseSchema,
          ...errorResponsesFor(400, 401, 409, 503),
        },
      }),
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
      ...publicRoute({
        summary: 'Sign in with the user object of the Telegram Login Widget',
        body: telegramAuthRequestSchema,
        response: {
          200: authResponseSchema,
          ...errorResponsesFor(400, 401, 503),
        },
      }),
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

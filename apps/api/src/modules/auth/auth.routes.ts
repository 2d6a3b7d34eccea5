import {
  checkEmailResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  tokenPairSchema,
  userSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAttemptCounter } from '../../lib/attempt-counter.js';
import { errorResponsesFor } from '../../lib/error-responses.js';
import { RateLimitedError } from '../../lib/rate-limited-error.js';
import { bearerToken } from '../../lib/access-token.js';
import { authenticatedUser } from '../../lib/auth-user.js';
import { openRoute, optionalBearerSecurity, signedIn } from '../../lib/signed-in-route.js';
import { messageChannels } from '../dev-outbox/message-channels.js';
import { messageMailer } from '../dev-outbox/message-mailer.js';
import { getUserById } from '../users/get-user-by-id.js';
import { accountEmailRoutes } from './account-email.routes.js';
import { type AccountMail, checkEmailBody } from './account-emails.js';
import { accountRoutes } from './account.routes.js';
import { createEmailLimits } from './email-limits.js';
import { endSession } from './end-session.js';
import { createLoginLimits } from './login-limits.js';
import { loginWithPassword } from './login-with-password.js';
import { phoneRoutes } from './phone.routes.js';
import { refreshSession } from './refresh-session.js';
import { registerUser } from './register-user.js';
import { sessionContext } from './session-context.js';

/** Password accounts and sessions: register, login, the current user, refresh, logout, account emails. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = openRoute({ tags: ['auth'] });
  const signedInRoute = signedIn(app, { tags: ['auth'] });

  const counter = createAttemptCounter(app.redis, 'oyna-auth:');
  const loginLimits = createLoginLimits(counter, app.config);
  const mail: AccountMail = {
    mailer: messageMailer(app.config, app.db),
    limits: createEmailLimits(counter),
    publicUrl: app.config.PUBLIC_URL,
    log: app.log,
    emailMode: messageChannels(app.config).email,
  };

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
  await app.register(accountRoutes, { limits: loginLimits });
  await app.register(accountEmailRoutes, { mail });
  await app.register(phoneRoutes, { counter });

  app.post(
    '/auth/register',
    publicRoute({
      summary: 'Create an account with email and password; then sign in with them',
      description:
        'Answers 202 the same whether or not the address already has an account (its owner is told by ' +
        'email instead), so registration does not reveal who uses Oyna. A new account gets an email to ' +
        'confirm its address; it can sign in at once with POST /auth/login/json.',
      body: registerRequestSchema,
      response: { 202: checkEmailResponseSchema, ...errorResponsesFor(400) },
    }),
    async (request, reply) => {
      await registerUser(app.db, { input: request.body, language: request.language, mail });
      return reply.status(202).send(checkEmailBody(mail, 'registration', request.language));
    },
  );

  app.post(
    '/auth/login/json',
    publicRoute({
      summary: 'Sign in with email and password',
      description:
        'Limited per email and IP address together, per IP address (high: carrier NAT) and per email address (429 with Retry-After).',
      body: loginRequestSchema,
      response: {
        200: loginResponseSchema,
        ...errorResponsesFor(400, 401, 429),
      },
    }),
    async (request) =>
      loginWithPassword(app.db, {
        email: request.body.email,
        password: request.body.password,
        limits: loginLimits,
        context: sessionContext(request, app.accessTokens),
      }),
  );

  app.get(
    '/auth/me',
    signedInRoute({
      summary: 'The signed-in user',
      response: { 200: userSchema, ...errorResponsesFor(401) },
    }),
    async (request) => getUserById(app.db, { id: authenticatedUser(request).id }),
  );

  app.post(
    '/auth/refresh',
    publicRoute({
      summary: 'Trade a refresh token for a new token pair (each refresh token works once)',
      body: refreshRequestSchema,
      response: { 200: tokenPairSchema, ...errorResponsesFor(400, 401) },
    }),
    async (request) => {
      let revokedFor: string | null = null;
      try {
        return await refreshSession(app.db, {
          refreshToken: request.body.refresh_token,
          context: sessionContext(request, app.accessTokens),
          successorKey: app.refreshSuccessorKey,
          onReuse: (details) => {
            revokedFor = details.userId;
            request.log.warn(details, 'a rotated refresh token was reused: session revoked');
          },
        });
      } finally {
        // After the transaction: the revoked family is not trusted from any instance's cache.
        if (revokedFor) app.cacheInvalidation.invalidate([`user:${revokedFor}`]);
      }
    },
  );

  app.post(
    '/auth/logout',
    publicRoute({
      summary: 'End the session of the Bearer token (and of the refresh token, if sent); always 204',
      security: optionalBearerSecurity,
      body: logoutRequestSchema,
      response: { 204: z.null().describe('Signed out') },
    }),
    async (request, reply) => {
      const accessToken = bearerToken(request.headers.authorization);
      await endSession(app.db, {
        accessToken,
        refreshToken: request.body.refresh_token,
        accessTokens: app.accessTokens,
      });
      // The ended session is forgotten by every instance's cache (all of them when only a refresh token names it).
      const claims = accessToken ? await app.accessTokens.verify(accessToken, { acceptExpired: true }) : null;
      app.cacheInvalidation.invalidate([claims ? `user:${claims.userId}` : 'user:*']);
      return reply.status(204).send(null);
    },
  );
};

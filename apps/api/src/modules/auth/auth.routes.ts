import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAttemptCounter } from '../../lib/attempt-counter.js';
import { RateLimitedError } from '../../lib/rate-limited-error.js';
import { bearerToken } from '../../lib/access-token.js';
import { openRoutes, optionalBearerSecurity, signedInRoutes } from '../../lib/route-kinds.js';
import { accepted, ok } from '../../lib/route-responses.js';
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
  const anyone = openRoutes(app, { tags: ['auth'] });
  const signedIn = signedInRoutes(app, { tags: ['auth'] });

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

  anyone.post('/auth/register', {
    summary: 'Create an account with email and password; then sign in with them',
    description:
      'Answers 202 the same whether or not the address already has an account (its owner is told by ' +
      'email instead), so registration does not reveal who uses Oyna. A new account gets an email to ' +
      'confirm its address; it can sign in at once with POST /auth/login/json.',
    body: contracts.registerRequestSchema,
    response: accepted(contracts.checkEmailResponseSchema, 400),
    handler: async ({ body, language }) => {
      await registerUser(app.db, { input: body, language, mail });
      return checkEmailBody(mail, 'registration', language);
    },
  });

  anyone.post('/auth/login/json', {
    summary: 'Sign in with email and password',
    description:
      'Limited per email and IP address together, per IP address (high: carrier NAT) and per email address (429 with Retry-After).',
    body: contracts.loginRequestSchema,
    response: ok(contracts.loginResponseSchema, 400, 401, 429),
    handler: async (request) =>
      loginWithPassword(app.db, {
        email: request.body.email,
        password: request.body.password,
        limits: loginLimits,
        context: sessionContext(request, app.accessTokens),
      }),
  });

  signedIn.get('/auth/me', {
    summary: 'The signed-in user',
    response: ok(contracts.userSchema, 401),
    handler: async ({ user }) => getUserById(app.db, { id: user.id }),
  });

  anyone.post('/auth/refresh', {
    summary: 'Trade a refresh token for a new token pair (each refresh token works once)',
    body: contracts.refreshRequestSchema,
    response: ok(contracts.tokenPairSchema, 400, 401),
    handler: async (request) => {
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
  });

  anyone.post('/auth/logout', {
    summary: 'End the session of the Bearer token (and of the refresh token, if sent); always 204',
    security: optionalBearerSecurity,
    body: contracts.logoutRequestSchema,
    response: { 204: z.null().describe('Signed out') },
    handler: async (request) => {
      const accessToken = bearerToken(request.headers.authorization);
      await endSession(app.db, {
        accessToken,
        refreshToken: request.body.refresh_token,
        accessTokens: app.accessTokens,
      });
      // The ended session is forgotten by every instance's cache (all of them when only a refresh token names it).
      const claims = accessToken ? await app.accessTokens.verify(accessToken, { acceptExpired: true }) : null;
      app.cacheInvalidation.invalidate([claims ? `user:${claims.userId}` : 'user:*']);
    },
  });
};

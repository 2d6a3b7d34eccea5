import {
  authResponseSchema,
  errorResponseSchema,
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
import { RateLimitedError } from '../../lib/rate-limited-error.js';
import { bearerToken } from '../../lib/access-token.js';
import { authenticatedUser } from '../../lib/auth-user.js';
import { getUserById } from '../users/get-user-by-id.js';
import { accountRoutes } from './account.routes.js';
import { endSession } from './end-session.js';
import { createLoginLimits } from './login-limits.js';
import { loginWithPassword } from './login-with-password.js';
import { refreshSession } from './refresh-session.js';
import { registerUser } from './register-user.js';
import { sessionContext } from './session-context.js';

/** Password accounts and sessions: register, login, the current user, refresh, logout. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const loginLimits = createLoginLimits(createAttemptCounter(app.redis, 'oyna-auth:'), app.config);

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
  await app.register(accountRoutes, { limits: loginLimits });

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account with email and password, signed in',
        body: registerRequestSchema,
        response: { 201: authResponseSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await registerUser(app.db, {
        input: request.body,
        language: request.language,
        context: sessionContext(request, app.accessTokens),
      });
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/auth/login/json',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description: 'Limited per IP address and per email address (429 with Retry-After).',
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
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
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: userSchema, 401: errorResponseSchema },
      },
    },
    async (request) => getUserById(app.db, { id: authenticatedUser(request).id }),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for a new token pair (each refresh token works once)',
        body: refreshRequestSchema,
        response: { 200: tokenPairSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) =>
      refreshSession(app.db, {
        refreshToken: request.body.refresh_token,
        context: sessionContext(request, app.accessTokens),
        successorKey: app.refreshSuccessorKey,
        onReuse: (details) =>
          request.log.warn(details, 'a rotated refresh token was reused: session revoked'),
      }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of the Bearer token (and of the refresh token, if sent); always 204',
        security: [{ bearer: [] }, {}],
        body: logoutRequestSchema,
        response: { 204: z.null().describe('Signed out') },
      },
    },
    async (request, reply) => {
      await endSession(app.db, {
        accessToken: bearerToken(request.headers.authorization),
        refreshToken: request.body.refresh_token,
        accessTokens: app.accessTokens,
      });
      return reply.status(204).send(null);
    },
  );
};

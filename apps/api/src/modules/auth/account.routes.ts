import { accountSessionParamsSchema, accountSessionsSchema, changePasswordRequestSchema } from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponsesFor } from '../../lib/error-responses.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { z } from 'zod';
import { authenticatedUser } from '../../lib/auth-user.js';
import { signedIn } from '../../lib/signed-in-route.js';
import { endAllAccountSessions } from '../../lib/account-access.js';
import { endAccountSession, listAccountSessions } from './account-sessions.js';
import { changePassword } from './change-password.js';
import type { LoginLimits } from './login-limits.js';

/** Account security of the signed-in user: the password, the signed-in devices, signing out everywhere. */
export const accountRoutes: FastifyPluginAsyncZod<{ limits: LoginLimits }> = async (app, { limits }) => {
  const signedInRoute = signedIn(app, { tags: ['auth'] });

  // A password change or a sign-out ends sessions: no instance may trust them from its cache.
  invalidateOnWrite(app, (request) => (request.user ? [`user:${request.user.id}`] : []));
  app.post(
    '/auth/password',
    signedInRoute({
      summary: 'Change the password; every other session ends',
      description:
        'Needs the current password (wrong ones count as failed logins, 429 after too many). ' +
        'The new one follows the registration rules. This session stays signed in.',
      body: changePasswordRequestSchema,
      response: {
        204: z.null().describe('Changed'),
        ...errorResponsesFor(400, 401, 422, 429),
      },
    }),
    async (request, reply) => {
      const user = authenticatedUser(request);
      await changePassword(app.db, {
        userId: user.id,
        sessionId: user.sessionId,
        input: request.body,
        limits,
        ip: request.ip,
        language: request.language,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/sessions',
    signedInRoute({
      summary: 'Your signed-in devices, the most recently used first',
      response: { 200: accountSessionsSchema, ...errorResponsesFor(401) },
    }),
    async (request) => {
      const user = authenticatedUser(request);
      return {
        items: await listAccountSessions(app.db, { userId: user.id, currentSessionId: user.sessionId }),
      };
    },
  );

  app.delete(
    '/auth/sessions/:id',
    signedInRoute({
      summary: 'Sign one of your devices out (this one too, if it is this session)',
      params: accountSessionParamsSchema,
      response: {
        204: z.null().describe('Signed out'),
        ...errorResponsesFor(400, 401, 404),
      },
    }),
    async (request, reply) => {
      await endAccountSession(app.db, {
        userId: authenticatedUser(request).id,
        sessionId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/auth/sessions',
    signedInRoute({
      summary: 'Sign out everywhere: every session ends, this one included',
      response: { 204: z.null().describe('Signed out everywhere'), ...errorResponsesFor(401) },
    }),
    async (request, reply) => {
      await endAllAccountSessions(app.db, { userId: authenticatedUser(request).id });
      return reply.status(204).send(null);
    },
  );
};

import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { signedInRoutes } from '../../lib/route-kinds.js';
import { noContent, ok } from '../../lib/route-responses.js';
import { endAllAccountSessions } from '../../lib/account-access.js';
import { endAccountSession, listAccountSessions } from './account-sessions.js';
import { changePassword } from './change-password.js';
import type { LoginLimits } from './login-limits.js';

/** Account security of the signed-in user: the password, the signed-in devices, signing out everywhere. */
export const accountRoutes: FastifyPluginAsyncZod<{ limits: LoginLimits }> = async (app, { limits }) => {
  const signedIn = signedInRoutes(app, { tags: ['auth'] });

  // A password change or a sign-out ends sessions: no instance may trust them from its cache.
  invalidateOnWrite(app, (request) => (request.user ? [`user:${request.user.id}`] : []));
  signedIn.post('/auth/password', {
    summary: 'Change the password; every other session ends',
    description:
      'Needs the current password (wrong ones count as failed logins, 429 after too many). ' +
      'The new one follows the registration rules. This session stays signed in.',
    body: contracts.changePasswordRequestSchema,
    response: noContent('Changed', 400, 401, 422, 429),
    handler: async ({ user, body, ip, language }) =>
      changePassword(app.db, {
        userId: user.id,
        sessionId: user.sessionId,
        input: body,
        limits,
        ip,
        language,
      }),
  });

  signedIn.get('/auth/sessions', {
    summary: 'Your signed-in devices, the most recently used first',
    response: ok(contracts.accountSessionsSchema, 401),
    handler: async ({ user }) => ({
      items: await listAccountSessions(app.db, { userId: user.id, currentSessionId: user.sessionId }),
    }),
  });

  signedIn.delete('/auth/sessions/:id', {
    summary: 'Sign one of your devices out (this one too, if it is this session)',
    params: contracts.accountSessionParamsSchema,
    response: noContent('Signed out', 400, 401, 404),
    handler: async ({ user, params }) =>
      endAccountSession(app.db, {
        userId: user.id,
        sessionId: params.id,
      }),
  });

  signedIn.delete('/auth/sessions', {
    summary: 'Sign out everywhere: every session ends, this one included',
    response: noContent('Signed out everywhere', 401),
    handler: async ({ user }) => endAllAccountSessions(app.db, { userId: user.id }),
  });
};

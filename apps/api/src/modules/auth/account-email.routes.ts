import {
  checkEmailResponseSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponsesFor } from '../../lib/error-responses.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { z } from 'zod';
import { authenticatedUser } from '../../lib/auth-user.js';
import { openRoute, signedIn } from '../../lib/signed-in-route.js';
import { type AccountMail, checkEmailBody } from './account-emails.js';
import { requestPasswordReset } from './forgot-password.js';
import { resetPassword } from './reset-password.js';
import { resendVerificationEmail } from './send-verification-email.js';
import { verifyEmail } from './verify-email.js';

/** The flows that go through the account's mailbox: a forgotten password, the address check. */
export const accountEmailRoutes: FastifyPluginAsyncZod<{ mail: AccountMail }> = async (app, { mail }) => {
  const publicRoute = openRoute({ tags: ['auth'] });
  const signedInRoute = signedIn(app, { tags: ['auth'] });

  // A password reset ends every session of a user the request does not name: all cached sessions go.
  invalidateOnWrite(app, (request) =>
    request.url.startsWith('/api/v1/auth/password/reset') ? ['user:*'] : [],
  );
  app.post(
    '/auth/password/forgot',
    publicRoute({
      summary: 'Email a link to set a new password',
      description:
        'Answers 202 the same whether or not the address has an account. The link works once, for a limited ' +
        'time. Limited per IP address (429 with Retry-After) and per address (further emails are not sent).',
      body: forgotPasswordRequestSchema,
      response: { 202: checkEmailResponseSchema, ...errorResponsesFor(400, 429) },
    }),
    async (request, reply) => {
      await requestPasswordReset(app.db, { email: request.body.email, ip: request.ip, mail });
      return reply.status(202).send(checkEmailBody(mail, 'password_reset', request.language));
    },
  );

  app.post(
    '/auth/password/reset',
    publicRoute({
      summary: 'Set a new password with the token of a reset email; every session ends',
      description: 'The password follows the registration rules. A token works once and expires.',
      body: resetPasswordRequestSchema,
      response: {
        204: z.null().describe('Changed: sign in with the new password'),
        ...errorResponsesFor(400),
      },
    }),
    async (request, reply) => {
      await resetPassword(app.db, { input: request.body, language: request.language });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/email/verify',
    publicRoute({
      summary: 'Confirm the account’s email address with the token of a verification email',
      body: verifyEmailRequestSchema,
      response: { 204: z.null().describe('Confirmed'), ...errorResponsesFor(400) },
    }),
    async (request, reply) => {
      await verifyEmail(app.db, { token: request.body.token });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/email/verification',
    signedInRoute({
      summary: 'Send the signed-in user a new verification email (nothing when already confirmed)',
      description: 'Limited per IP address (429 with Retry-After) and per address.',
      response: {
        202: z.null().describe('Sent, unless already confirmed'),
        ...errorResponsesFor(401, 429),
      },
    }),
    async (request, reply) => {
      await resendVerificationEmail(app.db, { userId: authenticatedUser(request).id, ip: request.ip, mail });
      return reply.status(202).send(null);
    },
  );
};

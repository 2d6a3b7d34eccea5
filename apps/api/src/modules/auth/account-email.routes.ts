import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { z } from 'zod';
import { openRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { accepted, noContent } from '../../lib/route-responses.js';
import { type AccountMail, checkEmailBody } from './account-emails.js';
import { requestPasswordReset } from './forgot-password.js';
import { resetPassword } from './reset-password.js';
import { resendVerificationEmail } from './send-verification-email.js';
import { verifyEmail } from './verify-email.js';

/** The flows that go through the account's mailbox: a forgotten password, the address check. */
export const accountEmailRoutes: FastifyPluginAsyncZod<{ mail: AccountMail }> = async (app, { mail }) => {
  const anyone = openRoutes(app, { tags: ['auth'] });
  const signedIn = signedInRoutes(app, { tags: ['auth'] });

  // A password reset ends every session of a user the request does not name: all cached sessions go.
  invalidateOnWrite(app, (request) =>
    request.url.startsWith('/api/v1/auth/password/reset') ? ['user:*'] : [],
  );
  anyone.post('/auth/password/forgot', {
    summary: 'Email a link to set a new password',
    description:
      'Answers 202 the same whether or not the address has an account. The link works once, for a limited ' +
      'time. Limited per IP address (429 with Retry-After) and per address (further emails are not sent).',
    body: contracts.forgotPasswordRequestSchema,
    response: accepted(contracts.checkEmailResponseSchema, 400, 429),
    handler: async ({ body, ip, language }) => {
      await requestPasswordReset(app.db, { email: body.email, ip, mail });
      return checkEmailBody(mail, 'password_reset', language);
    },
  });

  anyone.post('/auth/password/reset', {
    summary: 'Set a new password with the token of a reset email; every session ends',
    description: 'The password follows the registration rules. A token works once and expires.',
    body: contracts.resetPasswordRequestSchema,
    response: noContent('Changed: sign in with the new password', 400),
    handler: async ({ body, language }) => resetPassword(app.db, { input: body, language }),
  });

  anyone.post('/auth/email/verify', {
    summary: 'Confirm the account’s email address with the token of a verification email',
    body: contracts.verifyEmailRequestSchema,
    response: noContent('Confirmed', 400),
    handler: async ({ body }) => verifyEmail(app.db, { token: body.token }),
  });

  signedIn.post('/auth/email/verification', {
    summary: 'Send the signed-in user a new verification email (nothing when already confirmed)',
    description: 'Limited per IP address (429 with Retry-After) and per address.',
    response: accepted(z.null().describe('Sent, unless already confirmed'), 401, 429),
    handler: async ({ user, ip }) => {
      await resendVerificationEmail(app.db, { userId: user.id, ip, mail });
      return null;
    },
  });
};

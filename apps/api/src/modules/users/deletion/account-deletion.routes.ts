import {
  ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES,
  accountDeletionRequestSchema,
  accountDeletionScheduledSchema,
  accountDeletionStateSchema,
  adminErasureRequestSchema,
  myAccountDeletionSchema,
  userIdParamsSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../errors/app-error.js';
import { authenticatedUser, requireRole } from '../../../lib/auth-user.js';
import { errorResponses, errorResponsesFor } from '../../../lib/error-responses.js';
import { signedIn, signedInOnRequest } from '../../../lib/signed-in-route.js';
import type { AccountDeletionHooks } from './account-deletion-hooks.js';
import {
  type DeletionSettings,
  getAccountDeletionState,
  getMyAccountDeletion,
} from './account-deletion-state.js';
import { eraseAccountAsAdmin } from './erase-account-as-admin.js';
import { scheduleMyAccountDeletion } from './schedule-account-deletion.js';

/** Requests to delete my account in a quarter of an hour at most: each may try a password. */
const DELETION_REQUESTS_PER_15_MINUTES = 10;

/**
 * Deleting an account (issue 34 items 1 and 3, decision 91): the player's own request with its grace
 * period, and the admin's on a player's written request. `hooks` are the other modules' refusals and
 * parts of the erasure, handed in by `app.ts`.
 */
export const accountDeletionRoutes: FastifyPluginAsyncZod<{ hooks: AccountDeletionHooks }> = async (
  app,
  { hooks },
) => {
  const settings: DeletionSettings = { hooks, graceDays: app.config.ACCOUNT_DELETION_GRACE_DAYS };
  const signedInRoute = signedIn(app, { tags: ['users'] });
  const adminRoute = signedInOnRequest(app, { tags: ['admin'], checks: [requireRole('admin')] });

  // Ended sessions and an erased account's answers go on every instance at once.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'POST' && reply.statusCode < 400) {
      const { id } = (request.params ?? {}) as { id?: unknown };
      const userId = typeof id === 'string' ? id : request.user?.id;
      if (userId) app.cacheInvalidation.invalidate([`user:${userId}`, 'games']);
    }
    return payload;
  });

  app.get(
    '/users/me/deletion',
    signedInRoute({
      summary: 'Can I delete my account now: what stands in the way, and how I prove it is me',
      description:
        'The blockers (upcoming bookings, a balance, captaincy of a team with other members, games, weekly ' +
        'games or competitions I run), each with what to do; `proof`: my password, or (no password) a ' +
        `sign-in within ${ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES} minutes.`,
      response: { 200: myAccountDeletionSchema, ...errorResponsesFor(401, 404) },
    }),
    async (request) => {
      const actor = authenticatedUser(request);
      return getMyAccountDeletion(app.db, {
        userId: actor.id,
        sessionId: actor.sessionId,
        settings,
        language: request.language,
      });
    },
  );

  app.post(
    '/users/me/deletion',
    {
      ...signedInRoute({
        summary: 'Delete my account: scheduled after the grace period; signing in before then cancels it',
        description:
          `Erased ${settings.graceDays} days later (ACCOUNT_DELETION_GRACE_DAYS). Refused (409 ` +
          '`account_deletion_<reason>`) while something stands in the way; 403 without the password ' +
          '(`account_deletion_password_required`, `_wrong_password`) or, for an account without one, a ' +
          'recent sign-in (`account_deletion_sign_in_again`). Every session ends at once.',
        body: accountDeletionRequestSchema,
        response: { 202: accountDeletionScheduledSchema, ...errorResponses, ...errorResponsesFor(429) },
      }),
      config: {
        rateLimit: {
          max: DELETION_REQUESTS_PER_15_MINUTES,
          timeWindow: '15 minutes',
          errorResponseBuilder: () => new AppError('rate_limited', 429),
        },
      },
    },
    async (request, reply) => {
      const scheduled = await scheduleMyAccountDeletion(app.db, {
        actor: authenticatedUser(request),
        password: request.body.password,
        givesUpBalance: request.body.give_up_balance,
        settings,
        language: request.language,
      });
      return reply.status(202).send(scheduled);
    },
  );

  app.get(
    '/admin/users/:id/erasure',
    adminRoute({
      summary: 'Whether a player’s account can be erased now, and where it stands (admins only)',
      params: userIdParamsSchema,
      response: { 200: accountDeletionStateSchema, ...errorResponses },
    }),
    async (request) =>
      getAccountDeletionState(app.db, { userId: request.params.id, settings, language: request.language }),
  );

  app.post(
    '/admin/users/:id/erasure',
    adminRoute({
      summary:
        'Erase a player’s account on their written request: after the grace period or now (admins only, audited)',
      description:
        'Refused for the reasons the player’s own request is; `after_grace` is cancelled by their sign-in. ' +
        'The `reason` (their request) and the admin go to the audit log.',
      params: userIdParamsSchema,
      body: adminErasureRequestSchema,
      response: { 200: accountDeletionStateSchema, ...errorResponses },
    }),
    async (request) =>
      eraseAccountAsAdmin(app.db, {
        actor: authenticatedUser(request),
        userId: request.params.id,
        request: request.body,
        settings,
        files: app.fileStorage,
        language: request.language,
      }),
  );
};

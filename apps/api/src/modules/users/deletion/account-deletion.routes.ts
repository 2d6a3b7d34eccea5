import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../errors/app-error.js';
import { adminRoutes, signedInRoutes } from '../../../lib/route-kinds.js';
import { accepted, ok } from '../../../lib/route-responses.js';
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
  const signedIn = signedInRoutes(app, { tags: ['users'] });
  const admin = adminRoutes(app);

  // Ended sessions and an erased account's answers go on every instance at once.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'POST' && reply.statusCode < 400) {
      const { id } = (request.params ?? {}) as { id?: unknown };
      const userId = typeof id === 'string' ? id : request.user?.id;
      if (userId) app.cacheInvalidation.invalidate([`user:${userId}`, 'games']);
    }
    return payload;
  });

  signedIn.get('/users/me/deletion', {
    summary: 'Can I delete my account now: what stands in the way, and how I prove it is me',
    description:
      'The blockers (upcoming bookings, a balance, captaincy of a team with other members, games, weekly ' +
      'games or competitions I run), each with what to do; `proof`: my password, or (no password) a ' +
      `sign-in within ${contracts.ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES} minutes.`,
    response: ok(contracts.myAccountDeletionSchema, 401, 404),
    handler: async ({ user, language }) =>
      getMyAccountDeletion(app.db, { userId: user.id, sessionId: user.sessionId, settings, language }),
  });

  signedIn.post('/users/me/deletion', {
    summary: 'Delete my account: scheduled after the grace period; signing in before then cancels it',
    description:
      `Erased ${settings.graceDays} days later (ACCOUNT_DELETION_GRACE_DAYS). Refused (409 ` +
      '`account_deletion_<reason>`) while something stands in the way; 403 without the password ' +
      '(`account_deletion_password_required`, `_wrong_password`) or, for an account without one, a ' +
      'recent sign-in (`account_deletion_sign_in_again`). Every session ends at once.',
    body: contracts.accountDeletionRequestSchema,
    response: accepted(contracts.accountDeletionScheduledSchema, 400, 401, 403, 404, 409, 422, 429),
    config: {
      rateLimit: {
        max: DELETION_REQUESTS_PER_15_MINUTES,
        timeWindow: '15 minutes',
        errorResponseBuilder: () => new AppError('rate_limited', 429),
      },
    },
    handler: async ({ user, body, language }) =>
      scheduleMyAccountDeletion(app.db, {
        actor: user,
        password: body.password,
        givesUpBalance: body.give_up_balance,
        settings,
        language,
      }),
  });

  admin.get('/admin/users/:id/erasure', {
    summary: 'Whether a player’s account can be erased now, and where it stands (admins only)',
    params: contracts.userIdParamsSchema,
    response: ok(contracts.accountDeletionStateSchema),
    handler: async ({ params, language }) =>
      getAccountDeletionState(app.db, { userId: params.id, settings, language }),
  });

  admin.post('/admin/users/:id/erasure', {
    summary:
      'Erase a player’s account on their written request: after the grace period or now (admins only, audited)',
    description:
      'Refused for the reasons the player’s own request is; `after_grace` is cancelled by their sign-in. ' +
      'The `reason` (their request) and the admin go to the audit log.',
    params: contracts.userIdParamsSchema,
    body: contracts.adminErasureRequestSchema,
    response: ok(contracts.accountDeletionStateSchema),
    handler: async ({ user, params, body, language }) =>
      eraseAccountAsAdmin(app.db, {
        actor: user,
        userId: params.id,
        request: body,
        settings,
        files: app.fileStorage,
        language,
      }),
  });
};

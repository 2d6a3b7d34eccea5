import {
  adjustmentRequestSchema,
  adjustmentResponseSchema,
  manatToQepik,
  userIdParamsSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.js';
import { authenticatedUser, requireRole } from '../../lib/auth-user.js';
import { errorResponsesFor } from '../../lib/error-responses.js';
import { signedIn } from '../../lib/signed-in-route.js';
import { adjustBalance } from './adjust-balance.js';
import { idempotencyKeyOf } from './wallet.routes.js';

/** Administrators' corrections of balances: every one is a ledger row and an audit log entry. */
export const adminWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminRoute = signedIn(app, { tags: ['admin'], checks: [requireRole('admin')] });

  app.post(
    '/admin/users/:id/adjustments',
    adminRoute({
      summary: "Adjust a user's balance (admin only), with a reason",
      description:
        'A signed amount in manat: negative takes money away, never below zero. An optional ' +
        '`Idempotency-Key` header makes a repeat change nothing.',
      params: userIdParamsSchema,
      body: adjustmentRequestSchema,
      response: {
        201: adjustmentResponseSchema,
        ...errorResponsesFor(400, 401, 403, 404, 422),
      },
    }),
    async (request, reply) => {
      const amountQepik = manatToQepik(request.body.amount);
      if (amountQepik === null) throw new AppError('validation_failed', 400);
      const result = await adjustBalance(app.db, {
        adminId: authenticatedUser(request).id,
        userId: request.params.id,
        amountQepik,
        reason: request.body.reason,
        idempotencyKey: idempotencyKeyOf(request, false),
      });
      return reply.status(201).send(result);
    },
  );
};

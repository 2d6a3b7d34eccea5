import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.js';
import { requireRole } from '../../lib/auth-user.js';
import { signedInRoutes } from '../../lib/route-kinds.js';
import { created } from '../../lib/route-responses.js';
import { adjustBalance } from './adjust-balance.js';
import { idempotencyKeyOf } from './wallet.routes.js';

/** Administrators' corrections of balances: every one is a ledger row and an audit log entry. */
export const adminWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = signedInRoutes(app, { tags: ['admin'], checks: [requireRole('admin')] });

  admin.post('/admin/users/:id/adjustments', {
    summary: "Adjust a user's balance (admin only), with a reason",
    description:
      'A signed amount in manat: negative takes money away, never below zero. An optional ' +
      '`Idempotency-Key` header makes a repeat change nothing.',
    params: contracts.userIdParamsSchema,
    body: contracts.adjustmentRequestSchema,
    response: created(contracts.adjustmentResponseSchema, 400, 401, 403, 404, 422),
    handler: async (request) => {
      const amountQepik = contracts.manatToQepik(request.body.amount);
      if (amountQepik === null) throw new AppError('validation_failed', 400);
      return adjustBalance(app.db, {
        adminId: request.user.id,
        userId: request.params.id,
        amountQepik,
        reason: request.body.reason,
        idempotencyKey: idempotencyKeyOf(request, false),
      });
    },
  });
};

import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../../lib/auth-user.js';
import { signedInRoutes } from '../../../lib/route-kinds.js';
import { created, ok } from '../../../lib/route-responses.js';
import { listTransactions } from '../list-transactions.js';
import type { PaymentProviders } from '../providers/payment-provider.js';
import { getUserWallet } from './get-user-wallet.js';
import { listGamePayments } from './list-game-payments.js';
import { listUserPayments } from './list-user-payments.js';
import { recheckPayment } from './recheck-payment.js';
import { refundBooking } from './refund-booking.js';

/** The error answers of every money desk route. */
const READ_ERRORS = [400, 401, 403, 404] as const;

/** The money desk: a player's wallet, ledger, payments and paid bookings, re-checks and refunds (admins only). */
export const moneyDeskRoutes: FastifyPluginAsyncZod<{ providers: PaymentProviders }> = async (
  app,
  { providers },
) => {
  const admin = signedInRoutes(app, { tags: ['admin'], checks: [requireRole('admin')] });

  admin.get('/admin/users/:id/wallet', {
    summary: "A user's balance (admin only)",
    params: contracts.userIdParamsSchema,
    response: ok(contracts.adminWalletSchema, ...READ_ERRORS),
    handler: async ({ params }) => getUserWallet(app.db, params.id),
  });

  admin.get('/admin/users/:id/transactions', {
    summary: "A user's ledger, newest first (admin only)",
    params: contracts.userIdParamsSchema,
    querystring: contracts.walletTransactionsQuerySchema,
    response: ok(contracts.walletTransactionsResponseSchema, ...READ_ERRORS),
    handler: async ({ params, query }) => {
      await getUserWallet(app.db, params.id);
      const { kind, page, page_size } = query;
      return listTransactions(app.db, { userId: params.id, kind, page, pageSize: page_size });
    },
  });

  admin.get('/admin/users/:id/payments', {
    summary: "A user's top-up payments with their provider status, newest first (admin only)",
    params: contracts.userIdParamsSchema,
    querystring: contracts.adminPaymentsQuerySchema,
    response: ok(contracts.adminPaymentsResponseSchema, ...READ_ERRORS),
    handler: async ({ params, query }) => {
      await getUserWallet(app.db, params.id);
      const { page, page_size } = query;
      return listUserPayments(app.db, { userId: params.id, page, pageSize: page_size });
    },
  });

  admin.get('/admin/users/:id/game-payments', {
    summary: "A user's paid bookings, each refundable or not (admin only)",
    params: contracts.userIdParamsSchema,
    querystring: contracts.paginationQuerySchema,
    response: ok(contracts.adminGamePaymentsResponseSchema, ...READ_ERRORS),
    handler: async ({ params, query }) => {
      await getUserWallet(app.db, params.id);
      const { page, page_size } = query;
      return listGamePayments(app.db, { userId: params.id, page, pageSize: page_size });
    },
  });

  admin.post('/admin/payments/:id/recheck', {
    summary: 'Ask the provider about a payment again and apply its answer (admin only)',
    description:
      'A payment the provider reports paid is credited once, whatever its status was; a failure ' +
      'fails a pending payment. Answers 502 when the provider cannot be reached.',
    params: contracts.paymentIdParamsSchema,
    response: ok(contracts.paymentRecheckResponseSchema, ...READ_ERRORS, 502),
    handler: async ({ user, params }) =>
      recheckPayment(app.db, {
        adminId: user.id,
        paymentId: params.id,
        providers,
        events: app.walletEvents,
      }),
  });

  admin.post('/admin/bookings/:id/refund', {
    summary: "Refund a paid booking's price to the player's wallet, once (admin only)",
    description:
      'For a booking paid from the wallet or in cash that no longer holds a place in a game to ' +
      'come. A second refund of the same booking (by an admin, leaving or a cancellation) is 409.',
    params: contracts.bookingIdParamsSchema,
    body: contracts.bookingRefundRequestSchema,
    response: created(contracts.bookingRefundResponseSchema, ...READ_ERRORS, 409),
    handler: async ({ user, params, body }) =>
      refundBooking(app.db, {
        adminId: user.id,
        registrationId: params.id,
        reason: body.reason,
      }),
  });
};

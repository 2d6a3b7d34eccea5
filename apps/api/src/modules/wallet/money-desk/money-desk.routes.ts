import {
  adminGamePaymentsResponseSchema,
  adminPaymentsQuerySchema,
  adminPaymentsResponseSchema,
  adminWalletSchema,
  bookingIdParamsSchema,
  bookingRefundRequestSchema,
  bookingRefundResponseSchema,
  paginationQuerySchema,
  paymentIdParamsSchema,
  paymentRecheckResponseSchema,
  userIdParamsSchema,
  walletTransactionsQuerySchema,
  walletTransactionsResponseSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedUser, requireRole } from '../../../lib/auth-user.js';
import { errorResponsesFor } from '../../../lib/error-responses.js';
import { signedIn } from '../../../lib/signed-in-route.js';
import { listTransactions } from '../list-transactions.js';
import type { PaymentProviders } from '../providers/payment-provider.js';
import { getUserWallet } from './get-user-wallet.js';
import { listGamePayments } from './list-game-payments.js';
import { listUserPayments } from './list-user-payments.js';
import { recheckPayment } from './recheck-payment.js';
import { refundBooking } from './refund-booking.js';

const readErrors = errorResponsesFor(400, 401, 403, 404);

/** The money desk: a player's wallet, ledger, payments and paid bookings, re-checks and refunds (admins only). */
export const moneyDeskRoutes: FastifyPluginAsyncZod<{ providers: PaymentProviders }> = async (
  app,
  { providers },
) => {
  const adminRoute = signedIn(app, { tags: ['admin'], checks: [requireRole('admin')] });

  app.get(
    '/admin/users/:id/wallet',
    adminRoute({
      summary: "A user's balance (admin only)",
      params: userIdParamsSchema,
      response: { 200: adminWalletSchema, ...readErrors },
    }),
    async (request) => getUserWallet(app.db, request.params.id),
  );

  app.get(
    '/admin/users/:id/transactions',
    adminRoute({
      summary: "A user's ledger, newest first (admin only)",
      params: userIdParamsSchema,
      querystring: walletTransactionsQuerySchema,
      response: { 200: walletTransactionsResponseSchema, ...readErrors },
    }),
    async (request) => {
      await getUserWallet(app.db, request.params.id);
      const { kind, page, page_size } = request.query;
      return listTransactions(app.db, { userId: request.params.id, kind, page, pageSize: page_size });
    },
  );

  app.get(
    '/admin/users/:id/payments',
    adminRoute({
      summary: "A user's top-up payments with their provider status, newest first (admin only)",
      params: userIdParamsSchema,
      querystring: adminPaymentsQuerySchema,
      response: { 200: adminPaymentsResponseSchema, ...readErrors },
    }),
    async (request) => {
      await getUserWallet(app.db, request.params.id);
      const { page, page_size } = request.query;
      return listUserPayments(app.db, { userId: request.params.id, page, pageSize: page_size });
    },
  );

  app.get(
    '/admin/users/:id/game-payments',
    adminRoute({
      summary: "A user's paid bookings, each refundable or not (admin only)",
      params: userIdParamsSchema,
      querystring: paginationQuerySchema,
      response: { 200: adminGamePaymentsResponseSchema, ...readErrors },
    }),
    async (request) => {
      await getUserWallet(app.db, request.params.id);
      const { page, page_size } = request.query;
      return listGamePayments(app.db, { userId: request.params.id, page, pageSize: page_size });
    },
  );

  app.post(
    '/admin/payments/:id/recheck',
    adminRoute({
      summary: 'Ask the provider about a payment again and apply its answer (admin only)',
      description:
        'A payment the provider reports paid is credited once, whatever its status was; a failure ' +
        'fails a pending payment. Answers 502 when the provider cannot be reached.',
      params: paymentIdParamsSchema,
      response: { 200: paymentRecheckResponseSchema, ...readErrors, ...errorResponsesFor(502) },
    }),
    async (request) =>
      recheckPayment(app.db, {
        adminId: authenticatedUser(request).id,
        paymentId: request.params.id,
        providers,
        events: app.walletEvents,
      }),
  );

  app.post(
    '/admin/bookings/:id/refund',
    adminRoute({
      summary: "Refund a paid booking's price to the player's wallet, once (admin only)",
      description:
        'For a booking paid from the wallet or in cash that no longer holds a place in a game to ' +
        'come. A second refund of the same booking (by an admin, leaving or a cancellation) is 409.',
      params: bookingIdParamsSchema,
      body: bookingRefundRequestSchema,
      response: { 201: bookingRefundResponseSchema, ...readErrors, ...errorResponsesFor(409) },
    }),
    async (request, reply) => {
      const result = await refundBooking(app.db, {
        adminId: authenticatedUser(request).id,
        registrationId: request.params.id,
        reason: request.body.reason,
      });
      return reply.status(201).send(result);
    },
  );
};

import {
  manatToQepik,
  paymentIdParamsSchema,
  paymentSchema,
  topupRequestSchema,
  topupResponseSchema,
  walletSchema,
  walletTransactionsQuerySchema,
  walletTransactionsResponseSchema,
} from '@oyna/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.js';
import { authenticatedUser } from '../../lib/auth-user.js';
import { errorResponsesFor } from '../../lib/error-responses.js';
import { signedIn } from '../../lib/signed-in-route.js';
import { createTopup } from './create-topup.js';
import { getPayment } from './get-payment.js';
import { getWallet } from './get-wallet.js';
import { listTransactions } from './list-transactions.js';
import type { PaymentProviders } from './providers/payment-provider.js';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The `Idempotency-Key` header: 1-200 visible ASCII characters. */
export function idempotencyKeyOf(request: FastifyRequest, required: boolean): string | undefined {
  const key = request.headers['idempotency-key'];
  if (typeof key === 'string' && IDEMPOTENCY_KEY.test(key)) return key;
  if (key === undefined && !required) return undefined;
  throw new AppError(key === undefined ? 'idempotency_key_required' : 'bad_request', 400);
}

/** The signed-in player's wallet, ledger, top-ups and payments. */
export const walletRoutes: FastifyPluginAsyncZod<{ providers: PaymentProviders }> = async (
  app,
  { providers },
) => {
  const signedInRoute = signedIn(app, { tags: ['wallet'] });

  const reconcile = { providers, events: app.walletEvents, log: app.log };

  app.get(
    '/wallet',
    signedInRoute({
      summary: 'Your balance and loyalty tier',
      response: { 200: walletSchema, ...errorResponsesFor(401) },
    }),
    async (request) => getWallet(app.db, { userId: authenticatedUser(request).id }),
  );

  app.get(
    '/wallet/transactions',
    signedInRoute({
      summary: 'Your ledger, newest first',
      querystring: walletTransactionsQuerySchema,
      response: {
        200: walletTransactionsResponseSchema,
        ...errorResponsesFor(400, 401),
      },
    }),
    async (request) => {
      const { kind, page, page_size } = request.query;
      return listTransactions(app.db, {
        userId: authenticatedUser(request).id,
        kind,
        page,
        pageSize: page_size,
      });
    },
  );

  app.post(
    '/wallet/topups',
    signedInRoute({
      summary: 'Start a top-up: answers the page where the player pays',
      description:
        'Needs an `Idempotency-Key` header: a repeat with the same key answers with the same payment. ' +
        'The wallet is credited only when the provider confirms the payment.',
      body: topupRequestSchema,
      response: {
        201: topupResponseSchema,
        ...errorResponsesFor(400, 401, 409, 422, 502),
      },
    }),
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request, true) ?? '';
      const amountQepik = manatToQepik(request.body.amount);
      if (amountQepik === null) throw new AppError('validation_failed', 400);
      const topup = await createTopup(app.db, {
        userId: authenticatedUser(request).id,
        amountQepik,
        idempotencyKey,
        language: request.language,
        providers,
        publicUrl: app.config.PUBLIC_URL,
      });
      return reply.status(201).send(topup);
    },
  );

  app.get(
    '/payments/:id',
    signedInRoute({
      summary: 'The status of one of your payments',
      params: paymentIdParamsSchema,
      response: {
        200: paymentSchema,
        ...errorResponsesFor(400, 401, 404),
      },
    }),
    async (request) =>
      getPayment(app.db, {
        ...reconcile,
        userId: authenticatedUser(request).id,
        paymentId: request.params.id,
      }),
  );
};

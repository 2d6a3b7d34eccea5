import * as contracts from '@oyna/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.js';
import { signedInRoutes } from '../../lib/route-kinds.js';
import { created, ok } from '../../lib/route-responses.js';
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
  const signedIn = signedInRoutes(app, { tags: ['wallet'] });

  const reconcile = { providers, events: app.walletEvents, log: app.log };

  signedIn.get('/wallet', {
    summary: 'Your balance and loyalty tier',
    response: ok(contracts.walletSchema, 401),
    handler: async ({ user }) => getWallet(app.db, { userId: user.id }),
  });

  signedIn.get('/wallet/transactions', {
    summary: 'Your ledger, newest first',
    querystring: contracts.walletTransactionsQuerySchema,
    response: ok(contracts.walletTransactionsResponseSchema, 400, 401),
    handler: async ({ query, user }) => {
      const { kind, page, page_size } = query;
      return listTransactions(app.db, {
        userId: user.id,
        kind,
        page,
        pageSize: page_size,
      });
    },
  });

  signedIn.post('/wallet/topups', {
    summary: 'Start a top-up: answers the page where the player pays',
    description:
      'Needs an `Idempotency-Key` header: a repeat with the same key answers with the same payment. ' +
      'The wallet is credited only when the provider confirms the payment.',
    body: contracts.topupRequestSchema,
    response: created(contracts.topupResponseSchema, 400, 401, 409, 422, 502),
    handler: async (request) => {
      const idempotencyKey = idempotencyKeyOf(request, true) ?? '';
      const amountQepik = contracts.manatToQepik(request.body.amount);
      if (amountQepik === null) throw new AppError('validation_failed', 400);
      return createTopup(app.db, {
        userId: request.user.id,
        amountQepik,
        idempotencyKey,
        language: request.language,
        providers,
        publicUrl: app.config.PUBLIC_URL,
      });
    },
  });

  signedIn.get('/payments/:id', {
    summary: 'The status of one of your payments',
    params: contracts.paymentIdParamsSchema,
    response: ok(contracts.paymentSchema, 400, 401, 404),
    handler: async ({ user, params }) =>
      getPayment(app.db, {
        ...reconcile,
        userId: user.id,
        paymentId: params.id,
      }),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import type { PaymentProviders } from './providers/payment-provider.js';
import { settlePayment } from './settle-payment.js';
import { errorResponsesFor } from '../../lib/error-responses.js';
import { openRoute } from '../../lib/signed-in-route.js';

/**
 * `POST /payments/{provider}/callback`: where providers report outcomes. The body is kept as the
 * exact bytes received, since signatures are over those; nothing in it is trusted before the
 * provider has verified it.
 */
export const paymentCallbackRoutes: FastifyPluginAsyncZod<{ providers: PaymentProviders }> = async (
  app,
  { providers },
) => {
  const publicRoute = openRoute({ tags: ['wallet'] });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/:provider/callback',
    {
      // Gateways deliver in bursts from few addresses; a forged callback costs one hash to refuse.
      config: { rateLimit: false },
      ...publicRoute({
        summary: 'Payment provider callback (signed by the provider)',
        params: z.object({ provider: z.string().max(40) }),
        response: {
          200: z.object({ received: z.literal(true), status: z.string() }),
          ...errorResponsesFor(401, 404, 409),
        },
      }),
    },
    async (request) => {
      const provider = providers.byName(request.params.provider);
      if (!provider) throw new AppError('not_found', 404);
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const report = provider.verifyCallback({
        rawBody,
        contentType: request.headers['content-type'],
        headers: request.headers,
      });
      if (!report) {
        request.log.warn(
          { provider: provider.name, ip: request.ip, bodyLength: rawBody.length },
          'payment callback refused: invalid signature',
        );
        throw new AppError('payment_signature_invalid', 401);
      }
      const outcome = await settlePayment(app.db, {
        provider: provider.name,
        report,
        events: app.walletEvents,
      });
      if (outcome.result === 'unknown_payment') {
        request.log.warn(
          { provider: provider.name, paymentId: report.paymentId },
          'callback for an unknown payment',
        );
        throw new AppError('payment_not_found', 404);
      }
      if (outcome.result === 'amount_mismatch') {
        request.log.error(
          { provider: provider.name, paymentId: report.paymentId, reported: report.amountQepik },
          'callback amount differs from the payment: nothing credited',
        );
        throw new AppError('conflict', 409);
      }
      request.log.info(
        { provider: provider.name, paymentId: report.paymentId, result: outcome.result },
        'payment callback',
      );
      return { received: true as const, status: outcome.payment.status };
    },
  );
};

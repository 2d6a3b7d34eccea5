import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import type { PaymentProviders } from './providers/payment-provider.js';
import { settlePayment } from './settle-payment.js';
import { openRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';

/**
 * `POST /payments/{provider}/callback`: where providers report outcomes. The body is kept as the
 * exact bytes received, since signatures are over those; nothing in it is trusted before the
 * provider has verified it.
 */
export const paymentCallbackRoutes: FastifyPluginAsyncZod<{ providers: PaymentProviders }> = async (
  app,
  { providers },
) => {
  const anyone = openRoutes(app, { tags: ['wallet'] });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  anyone.post('/payments/:provider/callback', {
    summary: 'Payment provider callback (signed by the provider)',
    params: z.object({ provider: z.string().max(40) }),
    response: ok(z.object({ received: z.literal(true), status: z.string() }), 401, 404, 409),
    // Gateways deliver in bursts from few addresses; a forged callback costs one hash to refuse.
    config: { rateLimit: false },
    handler: async ({ params, body, headers, log, ip }) => {
      const provider = providers.byName(params.provider);
      if (!provider) throw new AppError('not_found', 404);
      const rawBody = typeof body === 'string' ? body : '';
      const report = provider.verifyCallback({
        rawBody,
        contentType: headers['content-type'],
        headers,
      });
      if (!report) {
        log.warn(
          { provider: provider.name, ip, bodyLength: rawBody.length },
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
        log.warn({ provider: provider.name, paymentId: report.paymentId }, 'callback for an unknown payment');
        throw new AppError('payment_not_found', 404);
      }
      if (outcome.result === 'amount_mismatch') {
        log.error(
          { provider: provider.name, paymentId: report.paymentId, reported: report.amountQepik },
          'callback amount differs from the payment: nothing credited',
        );
        throw new AppError('conflict', 409);
      }
      log.info(
        { provider: provider.name, paymentId: report.paymentId, result: outcome.result },
        'payment callback',
      );
      return { received: true as const, status: outcome.payment.status };
    },
  });
};

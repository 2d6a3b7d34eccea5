import type { Language } from '@oyna/shared';
import * as contracts from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payments } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';
import { topupResultPath } from '../create-topup.js';
import type { PaymentProviders } from '../providers/payment-provider.js';
import { isSandboxCheckoutKey, sandboxCheckoutPath } from '../providers/sandbox-provider.js';
import { renderCheckoutPage, renderFinishedPage } from './checkout-page.js';
import { payInSandbox } from './pay-in-sandbox.js';
import { errorResponsesFor } from '../../../lib/error-responses.js';
import { openRoutes } from '../../../lib/route-kinds.js';
import { applyPageSecurityHeaders } from '../../../lib/security-headers.js';

const checkoutQuerySchema = z.object({
  lang: z.string().max(10).optional(),
  error: z.enum(['card']).optional(),
  key: z
    .string()
    .max(100)
    .optional()
    .describe('The payment’s checkout key, from the link in the top-up answer'),
});

const payBodySchema = z.object({
  card_number: z.string().max(40).optional(),
  expiry: z.string().max(10).optional(),
  cvc: z.string().max(10).optional(),
  intent: z.enum(['pay', 'cancel']).default('pay'),
});

/**
 * The sandbox provider's "bank": its card page and the pay endpoint that page posts to. Only
 * payments made through the sandbox are found here.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ providers: PaymentProviders }> = async (
  app,
  { providers },
) => {
  const anyone = openRoutes(app, { tags: ['wallet'] });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const languageOf = (lang: string | undefined, fallback: Language): Language =>
    lang && contracts.isLanguage(lang) ? lang : fallback;

  /** Only the holder of the payment's signed link may see or act on it; anyone else gets 404. */
  const assertKey = (paymentId: string, key: string | undefined) => {
    if (!isSandboxCheckoutKey(providers.sandboxSecret, paymentId, key)) {
      throw new AppError('payment_not_found', 404);
    }
  };

  anyone.get('/payments/sandbox/:id/checkout', {
    summary: 'The sandbox card page (HTML) where a test payment is paid',
    params: z.object({ id: z.uuid('invalid_format') }),
    querystring: checkoutQuerySchema,
    produces: ['text/html'],
    handler: async (request, reply) => {
      const language = languageOf(request.query.lang, request.language);
      assertKey(request.params.id, request.query.key);
      const [payment] = await app.db
        .select()
        .from(payments)
        .where(and(eq(payments.id, request.params.id), eq(payments.provider, 'sandbox')));
      if (!payment) throw new AppError('payment_not_found', 404);
      const expired =
        payment.status === 'expired' || (payment.status === 'pending' && payment.expiresAt <= new Date());
      const html =
        payment.status === 'pending' && !expired
          ? renderCheckoutPage({
              paymentId: payment.id,
              checkoutKey: request.query.key ?? '',
              amountQepik: payment.amountQepik,
              language,
              cardError: request.query.error === 'card',
            })
          : renderFinishedPage({ language, expired, returnPath: topupResultPath(payment.id) });
      applyPageSecurityHeaders(reply);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  });

  anyone.post('/payments/sandbox/:id/pay', {
    summary: 'Pay a sandbox payment with a card number; redirects (303) to the result page',
    description:
      'Needs the payment’s checkout `key` (from the link in the top-up answer). ' +
      'Approves the test card 4169741330151778 and declines every other; `intent: cancel` declines. ' +
      'The outcome reaches the wallet only through the signed callback the sandbox then delivers.',
    params: z.object({ id: z.uuid('invalid_format') }),
    querystring: checkoutQuerySchema,
    body: payBodySchema,
    response: {
      ...errorResponsesFor(400, 404, 409, 422),
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const language = languageOf(request.query.lang, request.language);
      assertKey(id, request.query.key);
      const fromForm =
        request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
      const checkoutPath = sandboxCheckoutPath(id, request.query.key ?? '', language);
      let cardNumber: string | null = null;
      if (request.body.intent === 'pay') {
        cardNumber = (request.body.card_number ?? '').replace(/[\s-]/g, '');
        if (!/^\d{12,19}$/.test(cardNumber)) {
          if (fromForm) return reply.redirect(`${checkoutPath}&error=card`, 303);
          throw new AppError('validation_failed', 400, {
            fields: { card_number: contracts.fieldMessage('card_number_invalid', request.language) },
          });
        }
      }
      try {
        await payInSandbox(app, { paymentId: id, cardNumber, secret: providers.sandboxSecret });
      } catch (error) {
        const finished =
          error instanceof AppError && ['payment_expired', 'payment_not_pending'].includes(error.code);
        if (fromForm && finished) return reply.redirect(checkoutPath, 303);
        throw error;
      }
      return reply.redirect(topupResultPath(id), 303);
    },
  });
};

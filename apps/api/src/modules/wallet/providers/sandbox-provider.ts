import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseManat } from '@oyna/shared';
import { z } from 'zod';
import type { PaymentProvider, ProviderReport } from './payment-provider.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The body of a sandbox callback, as the sandbox gateway sends it. */
export const sandboxCallbackSchema = z.object({
  payment_id: z.string(),
  status: z.enum(['approved', 'declined']),
  amount: z.string(),
  currency: z.literal('AZN'),
  transaction_id: z.string(),
  card_mask: z.string().nullable(),
  reason: z.string().nullable(),
});
export type SandboxCallback = z.infer<typeof sandboxCallbackSchema>;

/** `sha256=<hex HMAC-SHA256 of the exact body>` with the sandbox secret. */
export function signSandboxBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/**
 * The key of a payment's checkout link: HMAC-SHA-256 of the payment id with the sandbox secret.
 * Only the payment's owner receives the link (in the top-up answer), and it works only while the
 * payment is pending, 30 minutes at most: a stranger who knows the id cannot pay or cancel it.
 */
export function sandboxCheckoutKey(secret: string, paymentId: string): string {
  return createHmac('sha256', secret).update(`sandbox-checkout:${paymentId}`, 'utf8').digest('base64url');
}

/** Whether `key` is the checkout key of the payment (constant-time). */
export function isSandboxCheckoutKey(secret: string, paymentId: string, key: string | undefined): boolean {
  return typeof key === 'string' && sameText(key, sandboxCheckoutKey(secret, paymentId));
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The sandbox's card page of a payment, with its key: the link the payment's owner is sent to. */
export function sandboxCheckoutPath(
  paymentId: string,
  key: string,
  language: string,
  suffix = 'checkout',
): string {
  return `/api/v1/payments/sandbox/${encodeURIComponent(paymentId)}/${suffix}?lang=${language}&key=${key}`;
}

/** The product's own test gateway: a checkout page served by the API, callbacks signed with HMAC. */
export function createSandboxProvider(options: { secret: string }): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment(request) {
      return {
        redirectUrl: sandboxCheckoutPath(
          request.paymentId,
          sandboxCheckoutKey(options.secret, request.paymentId),
          request.language,
        ),
        providerPaymentId: null,
      };
    },
    verifyCallback({ rawBody, headers }) {
      const signature = headers[SANDBOX_SIGNATURE_HEADER];
      if (typeof signature !== 'string' || !sameText(signature, signSandboxBody(options.secret, rawBody))) {
        return null;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const body = sandboxCallbackSchema.safeParse(parsed);
      if (!body.success) return null;
      const report: ProviderReport = {
        paymentId: body.data.payment_id,
        status: body.data.status === 'approved' ? 'succeeded' : 'failed',
        amountQepik: parseManat(body.data.amount),
        providerPaymentId: body.data.transaction_id,
        cardMask: body.data.card_mask,
        failureReason: body.data.reason,
      };
      return report;
    },
    // The sandbox keeps no record of its own: everything it knows it has already delivered.
    async fetchStatus(payment) {
      return {
        paymentId: payment.id,
        status: 'pending',
        amountQepik: null,
        providerPaymentId: payment.providerPaymentId,
        cardMask: null,
        failureReason: null,
      };
    },
  };
}

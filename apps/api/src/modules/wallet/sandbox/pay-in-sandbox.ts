import { randomBytes } from 'node:crypto';
import { SANDBOX_TEST_CARD, qepikToManatText } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';
import {
  SANDBOX_SIGNATURE_HEADER,
  type SandboxCallback,
  signSandboxBody,
} from '../providers/sandbox-provider.js';

export interface PayInSandboxOptions {
  paymentId: string;
  /** Digits only; null when the player cancelled. */
  cardNumber: string | null;
  secret: string;
  now?: Date;
}

/** `416974******1778`: what a gateway reports about a card. */
export function maskCard(cardNumber: string): string {
  return `${cardNumber.slice(0, 6)}${'*'.repeat(Math.max(cardNumber.length - 10, 0))}${cardNumber.slice(-4)}`;
}

/**
 * The sandbox gateway charging a card: approves the test card, declines every other (and a
 * cancel), then delivers a signed callback to the provider callback endpoint through the app's
 * own HTTP pipeline, exactly as a real gateway posts to it. The product learns the outcome only
 * from that callback.
 */
export async function payInSandbox(app: FastifyInstance, options: PayInSandboxOptions): Promise<void> {
  const now = options.now ?? new Date();
  const [payment] = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, options.paymentId), eq(payments.provider, 'sandbox')));
  if (!payment) throw new AppError('payment_not_found', 404);
  if (payment.status === 'expired' || (payment.status === 'pending' && payment.expiresAt <= now)) {
    throw new AppError('payment_expired', 422);
  }
  if (payment.status !== 'pending') throw new AppError('payment_not_pending', 409);

  const approved = options.cardNumber === SANDBOX_TEST_CARD;
  const callback: SandboxCallback = {
    payment_id: payment.id,
    status: approved ? 'approved' : 'declined',
    amount: qepikToManatText(payment.amountQepik),
    currency: 'AZN',
    transaction_id: `sbx_${randomBytes(9).toString('hex')}`,
    card_mask: options.cardNumber ? maskCard(options.cardNumber) : null,
    reason: approved ? null : options.cardNumber ? 'card_declined' : 'cancelled',
  };
  const body = JSON.stringify(callback);
  const delivery = await app.inject({
    method: 'POST',
    url: '/api/v1/payments/sandbox/callback',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(options.secret, body),
    },
    payload: body,
  });
  if (delivery.statusCode !== 200) {
    app.log.error(
      { paymentId: payment.id, status: delivery.statusCode, body: delivery.body },
      'sandbox callback refused',
    );
  }
}

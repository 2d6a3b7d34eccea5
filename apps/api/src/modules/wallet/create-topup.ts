import { randomUUID } from 'node:crypto';
import { type Language, PAYMENT_EXPIRY_MINUTES, type TopupResponse, qepikToManatText } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type PaymentRow, payments } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { toTopupResponse } from './payment-response.js';
import { type PaymentProviders, ProviderUnavailableError } from './providers/payment-provider.js';

export interface CreateTopupOptions {
  userId: string;
  amountQepik: number;
  /** The client's `Idempotency-Key`: the same key answers with the same payment. */
  idempotencyKey: string;
  language: Language;
  providers: PaymentProviders;
  /** The web app's address, for the page the provider sends the player back to. */
  publicUrl: string;
  now?: Date;
}

/** Where the player comes back to after paying: the web app's result page of this payment. */
export function topupResultPath(paymentId: string): string {
  return `/balance/topups/${paymentId}`;
}

/** The answer for a payment already made with this key, or 422 when the key came with another amount. */
function repeatOf(existing: PaymentRow, amountQepik: number): TopupResponse {
  if (existing.amountQepik !== amountQepik) throw new AppError('idempotency_key_reused', 422);
  // A concurrent request with the same key is still talking to the provider.
  if (!existing.redirectUrl) throw new AppError('conflict', 409);
  return toTopupResponse({ ...existing, redirectUrl: existing.redirectUrl });
}

/**
 * Starts a top-up: records a pending payment (expiring in 30 minutes) and asks the current
 * provider for the page where the player pays. Nothing is credited here: only a verified
 * callback (or the provider's answer to a status check) does that.
 */
export async function createTopup(db: Db, options: CreateTopupOptions): Promise<TopupResponse> {
  const { userId, amountQepik, idempotencyKey, providers } = options;
  const findExisting = async () => {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)));
    return row;
  };

  const earlier = await findExisting();
  if (earlier) return repeatOf(earlier, amountQepik);

  const now = options.now ?? new Date();
  const provider = providers.current;
  const [created] = await db
    .insert(payments)
    .values({
      id: randomUUID(),
      userId,
      provider: provider.name,
      amountQepik,
      idempotencyKey,
      expiresAt: new Date(now.getTime() + PAYMENT_EXPIRY_MINUTES * 60_000),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    const raced = await findExisting();
    if (!raced) throw new Error('payment neither inserted nor found');
    return repeatOf(raced, amountQepik);
  }

  try {
    const start = await provider.createPayment({
      paymentId: created.id,
      amountQepik,
      language: options.language,
      description: `Oyna: ${qepikToManatText(amountQepik)} AZN`,
      returnUrl: `${options.publicUrl}${topupResultPath(created.id)}`,
    });
    const [started] = await db
      .update(payments)
      .set({
        redirectUrl: start.redirectUrl,
        providerPaymentId: start.providerPaymentId,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, created.id))
      .returning();
    if (!started?.redirectUrl) throw new Error('payment disappeared while starting');
    return toTopupResponse({ ...started, redirectUrl: started.redirectUrl });
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    await db
      .update(payments)
      .set({
        status: 'failed',
        failureReason: 'provider_unavailable',
        completedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(payments.id, created.id), eq(payments.status, 'pending')));
    throw new AppError('payment_provider_unavailable', 502, { cause: error });
  }
}

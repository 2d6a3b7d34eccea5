import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { type PaymentRow, payments } from '../../db/schema.js';
import type { PaymentProviders } from './providers/payment-provider.js';
import { settlePayment } from './settle-payment.js';
import type { WalletEvents } from './wallet-events.js';

export interface ReconcileOptions {
  providers: PaymentProviders;
  events: WalletEvents;
  log: FastifyBaseLogger;
  now?: Date;
}

/**
 * A pending payment past its 30 minutes: the provider is asked once more (a lost callback must
 * not lose money); paid is credited, failed is failed, anything else expires. An expired payment
 * that the provider later reports paid is still credited (`settlePayment`).
 */
export async function reconcileStalePayment(
  db: Db,
  payment: PaymentRow,
  options: ReconcileOptions,
): Promise<PaymentRow> {
  const now = options.now ?? new Date();
  if (payment.status !== 'pending' || payment.expiresAt > now) return payment;

  const provider = options.providers.byName(payment.provider);
  if (provider) {
    try {
      const report = await provider.fetchStatus(payment);
      if (report.status !== 'pending') {
        const outcome = await settlePayment(db, {
          provider: payment.provider,
          report,
          events: options.events,
          now,
        });
        if ('payment' in outcome && outcome.payment.status !== 'pending') return outcome.payment;
      }
    } catch (error) {
      options.log.warn({ err: error, paymentId: payment.id }, 'payment status check failed; expiring it');
    }
  }
  const [expired] = await db
    .update(payments)
    .set({ status: 'expired', failureReason: 'expired', completedAt: now, updatedAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  if (expired) return expired;
  const [current] = await db.select().from(payments).where(eq(payments.id, payment.id));
  return current ?? payment;
}

/** Reconciles every pending payment past its expiry, oldest first, a batch at a time. */
export async function expireStalePayments(
  db: Db,
  options: ReconcileOptions & { batchSize?: number },
): Promise<number> {
  const now = options.now ?? new Date();
  const stale = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lte(payments.expiresAt, now)))
    .orderBy(asc(payments.expiresAt))
    .limit(options.batchSize ?? 100);
  for (const payment of stale) await reconcileStalePayment(db, payment, { ...options, now });
  return stale.length;
}

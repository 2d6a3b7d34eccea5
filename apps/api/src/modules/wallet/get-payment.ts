import type { Payment } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { payments } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { getBalanceQepik } from './get-balance.js';
import { toPaymentResponse } from './payment-response.js';
import { type ReconcileOptions, reconcileStalePayment } from './reconcile-payment.js';

/** A payment of its owner (another user's is 404), brought up to date if it has gone stale. */
export async function getPayment(
  db: Db,
  options: ReconcileOptions & { userId: string; paymentId: string },
): Promise<Payment> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, options.paymentId), eq(payments.userId, options.userId)));
  if (!payment) throw new AppError('payment_not_found', 404);
  const current = await reconcileStalePayment(db, payment, options);
  return toPaymentResponse(current, await getBalanceQepik(db, options.userId));
}

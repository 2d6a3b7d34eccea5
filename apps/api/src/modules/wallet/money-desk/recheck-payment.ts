import type { PaymentRecheckResponse } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../../db/database.js';
import { payments } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';
import { recordAudit } from '../../audit/record-audit.js';
import type { PaymentProviders, ProviderReport } from '../providers/payment-provider.js';
import { settlePayment } from '../settle-payment.js';
import type { WalletEvents } from '../wallet-events.js';
import { toAdminPaymentResponse } from './admin-payment-response.js';

export interface RecheckPaymentOptions {
  adminId: string;
  paymentId: string;
  providers: PaymentProviders;
  events: WalletEvents;
  now?: Date;
}

/**
 * An admin asks the provider about a payment again. What it reports is applied as a callback would
 * be (`settlePayment`: a success credits the wallet once, whatever its status was; a failure fails a
 * pending payment), and the audit row is written in the same transaction. A provider that cannot be
 * reached is `payment_provider_unavailable` (502) and nothing is written.
 */
export async function recheckPayment(
  db: Db,
  options: RecheckPaymentOptions,
): Promise<PaymentRecheckResponse> {
  const now = options.now ?? new Date();
  const [payment] = await db.select().from(payments).where(eq(payments.id, options.paymentId));
  if (!payment) throw new AppError('payment_not_found', 404);
  const provider = options.providers.byName(payment.provider);
  if (!provider) throw new AppError('payment_provider_unavailable', 502);

  let report: ProviderReport;
  try {
    report = await provider.fetchStatus(payment);
  } catch (error) {
    throw new AppError('payment_provider_unavailable', 502, { cause: error });
  }

  const audit = (tx: DbExecutor, outcome: string, statusAfter: string) =>
    recordAudit(tx, {
      actorId: options.adminId,
      action: 'wallet.payment_rechecked',
      subjectType: 'payment',
      subjectId: payment.id,
      details: {
        user_id: payment.userId,
        provider: payment.provider,
        provider_status: report.status,
        outcome,
        status_before: payment.status,
        status_after: statusAfter,
      },
      now,
    });

  if (report.status === 'pending') {
    await audit(db, 'unchanged', payment.status);
    return { outcome: 'unchanged', provider_status: 'pending', payment: toAdminPaymentResponse(payment) };
  }
  const outcome = await settlePayment(db, {
    provider: payment.provider,
    report: { ...report, paymentId: payment.id },
    events: options.events,
    now,
    inTransaction: (tx, settled) =>
      audit(tx, settled.result, 'payment' in settled ? settled.payment.status : payment.status),
  });
  const after = 'payment' in outcome ? outcome.payment : payment;
  return {
    outcome: outcome.result === 'unknown_payment' ? 'unchanged' : outcome.result,
    provider_status: report.status,
    payment: toAdminPaymentResponse(after),
  };
}

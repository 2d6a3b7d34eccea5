import { type PaymentProviderName, qepikToManatText } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { type PaymentRow, payments } from '../../db/schema.js';
import { notify } from '../notifications/notify.js';
import { postLedgerEntry } from './post-ledger-entry.js';
import type { ProviderReport } from './providers/payment-provider.js';
import type { WalletEvents } from './wallet-events.js';

export type SettleOutcome =
  | { result: 'credited'; payment: PaymentRow; balanceAfterQepik: number; ledgerEntryId: string }
  | { result: 'failed'; payment: PaymentRow }
  | { result: 'unchanged'; payment: PaymentRow }
  | { result: 'unknown_payment' }
  | { result: 'amount_mismatch'; payment: PaymentRow };

export interface SettlePaymentOptions {
  provider: PaymentProviderName;
  report: ProviderReport;
  events: WalletEvents;
  now?: Date;
  /** Runs in the settling transaction with its outcome, e.g. an admin re-check's audit row. */
  inTransaction?: (tx: DbExecutor, outcome: SettleOutcome) => Promise<void>;
}

/** The ledger key of a top-up: one credit per payment, whatever repeats. */
export const topupLedgerKey = (paymentId: string) => `topup:${paymentId}`;

/**
 * Applies what a provider reported about a payment, in one transaction with the payment row
 * locked: a success credits the wallet once (the payment's status and the ledger row change
 * together; the ledger key is the backstop), a failure marks a pending payment failed, and a
 * report about a finished payment changes nothing. A success is credited even after the payment
 * expired or was reported failed, since the provider has taken the money. The player is notified
 * of a credit or a failure in the same transaction, once per payment. Listeners hear about a
 * credit after the commit.
 */
export async function settlePayment(db: Db, options: SettlePaymentOptions): Promise<SettleOutcome> {
  const now = options.now ?? new Date();
  const outcome = await db.transaction(async (tx) => {
    const settled = await settleLocked(tx, options, now);
    await options.inTransaction?.(tx, settled);
    return settled;
  });

  if (outcome.result === 'credited') {
    await options.events.emitTopupCredited({
      userId: outcome.payment.userId,
      paymentId: outcome.payment.id,
      amountQepik: outcome.payment.amountQepik,
      balanceAfterQepik: outcome.balanceAfterQepik,
      ledgerEntryId: outcome.ledgerEntryId,
    });
  }
  return outcome;
}

/**
 * Writes how a locked payment ended (`outcome`), with what the provider reported about it: its own
 * id of the payment and the masked card, when it told them.
 */
async function finishPayment(
  tx: DbExecutor,
  payment: PaymentRow,
  report: ProviderReport,
  now: Date,
  outcome: Pick<typeof payments.$inferInsert, 'status' | 'failureReason' | 'ledgerEntryId'>,
): Promise<PaymentRow> {
  const [finished] = await tx
    .update(payments)
    .set({
      ...outcome,
      providerPaymentId: report.providerPaymentId ?? payment.providerPaymentId,
      cardMask: report.cardMask ?? payment.cardMask,
      completedAt: now,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  if (!finished) throw new Error('payment row vanished under its lock');
  return finished;
}

async function settleLocked(
  tx: DbExecutor,
  options: SettlePaymentOptions,
  now: Date,
): Promise<SettleOutcome> {
  const { report } = options;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, report.paymentId), eq(payments.provider, options.provider)))
    .for('update');
  if (!payment) return { result: 'unknown_payment' };
  if (report.amountQepik !== null && report.amountQepik !== payment.amountQepik) {
    return { result: 'amount_mismatch', payment };
  }

  if (report.status === 'succeeded' && payment.status !== 'succeeded') {
    const posted = await postLedgerEntry(tx, {
      userId: payment.userId,
      kind: 'topup',
      amountQepik: payment.amountQepik,
      idempotencyKey: topupLedgerKey(payment.id),
      reference: { type: 'payment', id: payment.id },
      description: {
        key: 'topup',
        params: {
          amount: qepikToManatText(payment.amountQepik),
          provider: payment.provider,
          ...(report.cardMask && { card_mask: report.cardMask }),
        },
      },
    });
    const credited = await finishPayment(tx, payment, report, now, {
      status: 'succeeded',
      ledgerEntryId: posted.entryId,
      failureReason: null,
    });
    await notify(
      tx,
      payment.userId,
      {
        kind: 'topup_credited',
        payload: { amount_qepik: payment.amountQepik, balance_qepik: posted.balanceAfterQepik },
      },
      { dedupeKey: `topup_credited:${payment.id}`, now },
    );
    return {
      result: 'credited',
      payment: credited,
      balanceAfterQepik: posted.balanceAfterQepik,
      ledgerEntryId: posted.entryId,
    };
  }

  if (report.status === 'failed' && payment.status === 'pending') {
    const failed = await finishPayment(tx, payment, report, now, {
      status: 'failed',
      failureReason: report.failureReason ?? 'failed',
    });
    await notify(
      tx,
      payment.userId,
      { kind: 'topup_failed', payload: { amount_qepik: payment.amountQepik } },
      { dedupeKey: `topup_failed:${payment.id}`, now },
    );
    return { result: 'failed', payment: failed };
  }
  return { result: 'unchanged', payment };
}

import { type AdminPayment, qepikToManat } from '@oyna/shared';
import type { PaymentRow } from '../../../db/schema.js';

/** A payment as the money desk sees it, with what its provider reported. */
export function toAdminPaymentResponse(row: PaymentRow): AdminPayment {
  return {
    id: row.id,
    user_id: row.userId,
    status: row.status,
    amount: qepikToManat(row.amountQepik),
    currency: 'AZN',
    provider: row.provider,
    provider_payment_id: row.providerPaymentId,
    card_mask: row.cardMask,
    failure_reason: row.failureReason,
    ledger_entry_id: row.ledgerEntryId,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

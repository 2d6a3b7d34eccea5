import { type Payment, type TopupResponse, qepikToManat } from '@oyna/shared';
import type { PaymentRow } from '../../db/schema.js';

/** A payment as its owner sees it, with the owner's balance now (`balanceQepik`). */
export function toPaymentResponse(row: PaymentRow, balanceQepik: number): Payment {
  return {
    id: row.id,
    status: row.status,
    amount: qepikToManat(row.amountQepik),
    currency: 'AZN',
    provider: row.provider,
    redirect_url: row.redirectUrl,
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    balance: qepikToManat(balanceQepik),
  };
}

export function toTopupResponse(row: PaymentRow & { redirectUrl: string }): TopupResponse {
  return { payment_id: row.id, status: row.status, redirect_url: row.redirectUrl };
}

import { type ReconciliationReport, qepikToManat } from '@oyna/shared';
import type { ReconciliationReportRow } from '../../../db/schema.js';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** A stored report with the names of the admin who ran it and of the users its mismatches are about. */
export function toReportResponse(
  row: ReconciliationReportRow,
  names: Map<string, { first: string; last: string }>,
): ReconciliationReport {
  const nameOf = (id: string | null) => {
    const name = id ? names.get(id) : undefined;
    return name ? fullName(name.first, name.last) : null;
  };
  return {
    id: row.id,
    trigger: row.trigger,
    day: row.day,
    started_by:
      row.startedByUserId !== null
        ? { id: row.startedByUserId, full_name: nameOf(row.startedByUserId) ?? '' }
        : null,
    created_at: row.createdAt.toISOString(),
    wallet_count: row.walletCount,
    wallets_total: qepikToManat(row.walletsTotalQepik),
    ledger_total: qepikToManat(row.ledgerTotalQepik),
    topups_credited: qepikToManat(row.topupsCreditedQepik),
    payments_confirmed: qepikToManat(row.paymentsConfirmedQepik),
    mismatch_count: row.mismatchCount,
    mismatches: row.mismatches.map((mismatch) => ({
      kind: mismatch.kind,
      user_id: mismatch.user_id,
      user_name: nameOf(mismatch.user_id),
      payment_id: mismatch.payment_id,
      ledger_entry_id: mismatch.ledger_entry_id,
      expected: qepikToManat(mismatch.expected_qepik),
      actual: qepikToManat(mismatch.actual_qepik),
    })),
  };
}

/** The user ids a report names: who ran it and whose wallets or payments it lists. */
export function userIdsOf(row: ReconciliationReportRow): string[] {
  const ids = row.mismatches.map((mismatch) => mismatch.user_id);
  return [row.startedByUserId, ...ids].filter((id): id is string => id !== null);
}

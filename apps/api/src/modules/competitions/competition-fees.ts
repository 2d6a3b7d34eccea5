import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type CompetitionRow, type CompetitionTeamRow, competitionTeams } from '../../db/schema.js';
import { postLedgerEntry } from '../wallet/post-ledger-entry.js';

/*
 * The entry fee moves through the wallet's ledger (decision 8): the n-th payment of a registration
 * is `competition_fee:<registration>:<n>` and its refund `competition_refund:<registration>:<n>`,
 * so a retried request never charges or refunds twice. The rows keep the ledger's kinds
 * (`game_payment`, `refund`: the balance checks stay as they are) and say what they are by their
 * descriptions, `competition_fee` and `competition_refund`, so the wallet shows an entry fee.
 */

/** Charges the captain the registration's fee (its `payments`-th payment); nothing when free. */
export async function chargeEntryFee(
  tx: DbExecutor,
  input: { competition: CompetitionRow; registration: CompetitionTeamRow },
): Promise<void> {
  const { competition, registration } = input;
  if (registration.feeQepik === 0) return;
  await postLedgerEntry(tx, {
    userId: registration.registeredBy,
    kind: 'game_payment',
    amountQepik: -registration.feeQepik,
    idempotencyKey: `competition_fee:${registration.id}:${registration.payments}`,
    reference: { type: 'competition_team', id: registration.id },
    description: {
      key: 'competition_fee',
      params: { competition_id: competition.id, competition_title: competition.name },
    },
  });
}

/**
 * Refunds the registration's last payment to the captain who paid it, once: `refunds` catches up
 * with `payments`, so a second call (or a retry) changes nothing. Returns the refunded row.
 */
export async function refundEntryFee(
  tx: DbExecutor,
  input: { competition: CompetitionRow; registration: CompetitionTeamRow; now: Date },
): Promise<CompetitionTeamRow> {
  const { competition, registration } = input;
  if (registration.refunds >= registration.payments) return registration;
  if (registration.feeQepik > 0) {
    await postLedgerEntry(tx, {
      userId: registration.registeredBy,
      kind: 'refund',
      amountQepik: registration.feeQepik,
      idempotencyKey: `competition_refund:${registration.id}:${registration.payments}`,
      reference: { type: 'competition_team', id: registration.id },
      description: {
        key: 'competition_refund',
        params: { competition_id: competition.id, competition_title: competition.name },
      },
    });
  }
  const [updated] = await tx
    .update(competitionTeams)
    .set({ refunds: registration.payments, updatedAt: input.now })
    .where(eq(competitionTeams.id, registration.id))
    .returning();
  if (!updated) throw new Error(`registration ${registration.id} vanished`);
  return updated;
}

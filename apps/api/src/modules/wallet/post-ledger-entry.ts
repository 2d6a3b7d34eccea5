import type { LedgerDescription, LedgerEntryKind } from '@oyna/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { type LedgerEntryRow, ledgerEntries, wallets } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';

export interface LedgerEntryInput {
  userId: string;
  kind: LedgerEntryKind;
  /** Signed whole qəpik: positive credits, negative debits. Never zero. */
  amountQepik: number;
  /**
   * Names this movement of money across the whole ledger, e.g. `topup:<payment id>` or
   * `game_payment:<registration id>`: posting the same key again changes nothing.
   */
  idempotencyKey: string;
  /** What caused the movement, e.g. `{ type: 'payment', id }` or `{ type: 'game_registration', id }`. */
  reference: { type: string; id: string };
  /** Rendered by the client in the reader's language (see `LEDGER_DESCRIPTION_KEYS`). */
  description: LedgerDescription;
}

export interface PostedLedgerEntry {
  entryId: string;
  balanceAfterQepik: number;
  /** False when the idempotency key had been posted before: this is that first entry, unchanged. */
  created: boolean;
  entry: LedgerEntryRow;
}

/** A Drizzle transaction has `rollback`; the database handle does not. */
function isTransaction(executor: DbExecutor): boolean {
  return 'rollback' in executor;
}

function assertValidAmount(entry: LedgerEntryInput): void {
  const { kind, amountQepik } = entry;
  const signOk =
    kind === 'adjustment' ? amountQepik !== 0 : kind === 'game_payment' ? amountQepik < 0 : amountQepik > 0;
  if (!Number.isSafeInteger(amountQepik) || !signOk) {
    throw new Error(`invalid ledger amount ${amountQepik} for kind ${kind}`);
  }
}

/**
 * The one way money moves: adds a ledger row for one user and changes the wallet's cached balance
 * in the caller's transaction, with the wallet row locked so concurrent movements of one user run
 * one after another. A repeated idempotency key returns the first entry (`created: false`) and
 * changes nothing (the same key with another user, kind or amount is `idempotency_key_reused`, 422);
 * a debit below zero throws `insufficient_balance` (422) and changes nothing.
 * Called with the database handle instead of a transaction, it opens its own transaction.
 */
export async function postLedgerEntry(tx: DbExecutor, entry: LedgerEntryInput): Promise<PostedLedgerEntry> {
  if (!isTransaction(tx)) return (tx as Db).transaction((own) => postLedgerEntry(own, entry));
  assertValidAmount(entry);

  // Credits may open the wallet; a debit from a wallet that does not exist is simply short of money.
  if (entry.amountQepik > 0) {
    await tx.insert(wallets).values({ userId: entry.userId }).onConflictDoNothing();
  }
  const [wallet] = await tx
    .select({ balanceQepik: wallets.balanceQepik })
    .from(wallets)
    .where(eq(wallets.userId, entry.userId))
    .for('update');

  // Under the wallet's lock, an entry committed by a concurrent call with the same key is visible.
  const [existing] = await tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, entry.idempotencyKey));
  if (existing) {
    if (
      existing.userId !== entry.userId ||
      existing.kind !== entry.kind ||
      existing.amountQepik !== entry.amountQepik
    ) {
      throw new AppError('idempotency_key_reused', 422, {
        cause: new Error(`ledger key ${entry.idempotencyKey} reused for a different movement`),
      });
    }
    return {
      entryId: existing.id,
      balanceAfterQepik: existing.balanceAfterQepik,
      created: false,
      entry: existing,
    };
  }

  const balanceAfterQepik = (wallet?.balanceQepik ?? 0) + entry.amountQepik;
  if (!wallet || balanceAfterQepik < 0) throw new AppError('insufficient_balance', 422);

  const [inserted] = await tx
    .insert(ledgerEntries)
    .values({
      userId: entry.userId,
      kind: entry.kind,
      amountQepik: entry.amountQepik,
      balanceAfterQepik,
      idempotencyKey: entry.idempotencyKey,
      referenceType: entry.reference.type,
      referenceId: entry.reference.id,
      description: entry.description,
    })
    .returning();
  if (!inserted) throw new Error('ledger entry not inserted');
  await tx
    .update(wallets)
    .set({ balanceQepik: sql`${wallets.balanceQepik} + ${entry.amountQepik}`, updatedAt: new Date() })
    .where(eq(wallets.userId, entry.userId));
  return { entryId: inserted.id, balanceAfterQepik, created: true, entry: inserted };
}

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows, type Db } from '../../../db/database.js';
import { type LedgerEntryInput, postLedgerEntry } from '../post-ledger-entry.js';

export { createUser } from '../../../test/factories.js';

/** A ledger entry with test defaults: a bonus credit under a fresh idempotency key. */
export function ledgerEntry(userId: string, overrides: Partial<LedgerEntryInput> = {}): LedgerEntryInput {
  const id = randomUUID();
  return {
    userId,
    kind: 'bonus',
    amountQepik: 1000,
    idempotencyKey: `test:${id}`,
    reference: { type: 'test', id },
    description: { key: 'bonus', params: {} },
    ...overrides,
  };
}

/** Credits a user's wallet by a bonus entry. */
export async function fundWallet(db: Db, userId: string, amountQepik: number) {
  return postLedgerEntry(db, ledgerEntry(userId, { amountQepik }));
}

interface WalletCheckRow {
  user_id: string;
  balance_qepik: string;
  ledger_sum: string | null;
  last_balance_after: string | null;
  rows: string;
  running_mismatches: string;
}

const WALLET_CHECK = sql`
  with running as (
    select user_id, balance_after_qepik,
           sum(amount_qepik) over (partition by user_id order by sequence) as running_sum,
           row_number() over (partition by user_id order by sequence desc) as from_last
    from ledger_entries
  )
  select w.user_id,
         w.balance_qepik::text as balance_qepik,
         (select sum(amount_qepik)::text from ledger_entries l where l.user_id = w.user_id) as ledger_sum,
         (select balance_after_qepik::text from running r where r.user_id = w.user_id and r.from_last = 1)
           as last_balance_after,
         (select count(*)::text from ledger_entries l where l.user_id = w.user_id) as rows,
         (select count(*)::text from running r where r.user_id = w.user_id and r.running_sum <> r.balance_after_qepik)
           as running_mismatches
  from wallets w`;

/**
 * The rule of the ledger, checked for every wallet in the database: the cached balance equals the
 * sum of the rows, and each row's `balance_after` is the running sum up to it.
 */
export async function expectEveryBalanceToMatchItsLedger(db: Db): Promise<void> {
  const rows = await queryRows<WalletCheckRow>(db, WALLET_CHECK);
  for (const row of rows) {
    expect(row.ledger_sum ?? '0', `wallet ${row.user_id}: sum of the ledger`).toBe(row.balance_qepik);
    expect(row.last_balance_after ?? '0', `wallet ${row.user_id}: last balance_after`).toBe(
      row.balance_qepik,
    );
    expect(row.running_mismatches, `wallet ${row.user_id}: running balances`).toBe('0');
  }
}

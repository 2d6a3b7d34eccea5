import { RECONCILIATION_MAX_LISTED_MISMATCHES } from '@oyna/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type DbExecutor } from '../../../db/database.js';
import type { StoredMismatch } from '../../../db/schema.js';

/** What one reconciliation compares, in qəpik, and every mismatch it found. */
export interface MoneyCheck {
  walletCount: number;
  walletsTotalQepik: number;
  ledgerTotalQepik: number;
  topupsCreditedQepik: number;
  paymentsConfirmedQepik: number;
  mismatchCount: number;
  mismatches: StoredMismatch[];
}

interface TotalsRow {
  wallet_count: string;
  wallets_total: string;
  ledger_total: string;
  topups_credited: string;
  payments_confirmed: string;
}

interface MismatchRow {
  kind: StoredMismatch['kind'];
  user_id: string | null;
  payment_id: string | null;
  ledger_entry_id: string | null;
  expected_qepik: string;
  actual_qepik: string;
}

const TOTALS = sql`
  select (select count(*) from wallets)::text as wallet_count,
         (select coalesce(sum(balance_qepik), 0) from wallets)::text as wallets_total,
         (select coalesce(sum(amount_qepik), 0) from ledger_entries)::text as ledger_total,
         (select coalesce(sum(amount_qepik), 0) from ledger_entries where kind = 'topup')::text as topups_credited,
         (select coalesce(sum(amount_qepik), 0) from payments where status = 'succeeded')::text as payments_confirmed`;

/**
 * The mismatches, wallets first then payments:
 * - a wallet whose cached balance is not the sum of its ledger rows (expected: the sum);
 * - a top-up row whose payment is missing, not confirmed, of another user or another amount
 *   (expected: the confirmed amount, 0 when there is none);
 * - a confirmed payment that no top-up row of its own credited with its amount (expected: its
 *   amount; found: what its own top-up row credited, 0 when its row is not one).
 */
const MISMATCHES = sql`
  select * from (
    select 'wallet_balance' as kind, w.user_id::text as user_id, null::text as payment_id,
           null::text as ledger_entry_id,
           coalesce(l.total, 0)::text as expected_qepik, w.balance_qepik::text as actual_qepik, 1 as sort
    from wallets w
    left join (select user_id, sum(amount_qepik) as total from ledger_entries group by user_id) l
      on l.user_id = w.user_id
    where w.balance_qepik <> coalesce(l.total, 0)
    union all
    select 'topup_without_confirmed_payment', e.user_id::text, p.id::text, e.id::text,
           case when p.status = 'succeeded' and p.user_id = e.user_id then p.amount_qepik else 0 end::text,
           e.amount_qepik::text, 2
    from ledger_entries e
    left join payments p on e.reference_type = 'payment' and p.id::text = e.reference_id
    where e.kind = 'topup'
      and (p.id is null or p.status <> 'succeeded' or p.user_id <> e.user_id
           or p.amount_qepik <> e.amount_qepik)
    union all
    select 'payment_not_credited', p.user_id::text, p.id::text, e.id::text,
           p.amount_qepik::text,
           case when e.kind = 'topup' and e.user_id = p.user_id and e.reference_id = p.id::text
                then e.amount_qepik else 0 end::text, 3
    from payments p
    left join ledger_entries e on e.id = p.ledger_entry_id
    where p.status = 'succeeded'
      and (e.id is null or e.kind <> 'topup' or e.user_id <> p.user_id or e.amount_qepik <> p.amount_qepik
           or e.reference_id <> p.id::text)
  ) found
  order by sort, user_id, payment_id`;

/** Compares every wallet with the ledger and the top-ups with the provider-confirmed payments. */
export async function reconcileMoney(db: DbExecutor): Promise<MoneyCheck> {
  const [totals] = await queryRows<TotalsRow>(db, TOTALS);
  const rows = await queryRows<MismatchRow>(db, MISMATCHES);
  return {
    walletCount: Number(totals?.wallet_count ?? 0),
    walletsTotalQepik: Number(totals?.wallets_total ?? 0),
    ledgerTotalQepik: Number(totals?.ledger_total ?? 0),
    topupsCreditedQepik: Number(totals?.topups_credited ?? 0),
    paymentsConfirmedQepik: Number(totals?.payments_confirmed ?? 0),
    mismatchCount: rows.length,
    mismatches: rows.slice(0, RECONCILIATION_MAX_LISTED_MISMATCHES).map((row) => ({
      kind: row.kind,
      user_id: row.user_id,
      payment_id: row.payment_id,
      ledger_entry_id: row.ledger_entry_id,
      expected_qepik: Number(row.expected_qepik),
      actual_qepik: Number(row.actual_qepik),
    })),
  };
}

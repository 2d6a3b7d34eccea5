import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReconciliationMismatchKind, ReconciliationTrigger } from '@oyna/shared';
import { calendarDay, timestamptzNow, uuidId } from './columns.js';
import { users } from './users.js';

/** One mismatch line as stored (amounts in qəpik). */
export interface StoredMismatch {
  kind: ReconciliationMismatchKind;
  user_id: string | null;
  payment_id: string | null;
  ledger_entry_id: string | null;
  expected_qepik: number;
  actual_qepik: number;
}

/**
 * A reconciliation run of the wallets against the ledger and of top-ups against provider-confirmed
 * payments (docs/decisions/0035-money-desk-and-reconciliation.md). Rows are only ever inserted.
 * A scheduled run names its Baku day, unique, so that several API instances run it once a day.
 */
export const reconciliationReports = pgTable(
  'reconciliation_reports',
  {
    id: uuidId(),
    trigger: text('trigger').$type<ReconciliationTrigger>().notNull(),
    day: calendarDay('day'),
    startedByUserId: uuid('started_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    walletCount: integer('wallet_count').notNull(),
    walletsTotalQepik: bigint('wallets_total_qepik', { mode: 'number' }).notNull(),
    ledgerTotalQepik: bigint('ledger_total_qepik', { mode: 'number' }).notNull(),
    topupsCreditedQepik: bigint('topups_credited_qepik', { mode: 'number' }).notNull(),
    paymentsConfirmedQepik: bigint('payments_confirmed_qepik', { mode: 'number' }).notNull(),
    mismatchCount: integer('mismatch_count').notNull(),
    /** The first mismatches (the count above is complete). */
    mismatches: jsonb('mismatches').$type<StoredMismatch[]>().notNull().default([]),
    createdAt: timestamptzNow('created_at'),
  },
  (table) => [
    uniqueIndex('reconciliation_reports_day_unique')
      .on(table.day)
      .where(sql`${table.trigger} = 'scheduled'`),
    index('reconciliation_reports_created_idx').on(table.createdAt),
    check('reconciliation_reports_trigger_valid', sql`${table.trigger} in ('scheduled', 'manual')`),
    check(
      'reconciliation_reports_day_when_scheduled',
      sql`(${table.trigger} = 'scheduled') = (${table.day} is not null)`,
    ),
  ],
);

export type ReconciliationReportRow = typeof reconciliationReports.$inferSelect;

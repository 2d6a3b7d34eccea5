import type { LedgerEntryKind, WalletTransactionsResponse } from '@oyna/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { ledgerEntries } from '../../db/schema.js';
import { toTransactionResponse } from './transaction-response.js';

export interface ListTransactionsOptions {
  userId: string;
  kind?: LedgerEntryKind | undefined;
  page: number;
  pageSize: number;
}

/** The user's own ledger, newest first, optionally of one kind. */
export async function listTransactions(
  db: DbExecutor,
  options: ListTransactionsOptions,
): Promise<WalletTransactionsResponse> {
  const where = and(
    eq(ledgerEntries.userId, options.userId),
    options.kind ? eq(ledgerEntries.kind, options.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.sequence))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(ledgerEntries).where(where),
  ]);
  return {
    items: rows.map(toTransactionResponse),
    total: total?.total ?? 0,
    page: options.page,
    page_size: options.pageSize,
  };
}

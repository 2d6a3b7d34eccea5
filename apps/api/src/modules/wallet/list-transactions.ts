import type { LedgerEntryKind, WalletTransactionsResponse } from '@oyna/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { ledgerEntries } from '../../db/schema.js';
import { toTransactionResponse } from './transaction-response.js';
import { pageOf, readPage } from '../../lib/page-query.js';

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
  const request = { page: options.page, page_size: options.pageSize };
  const { rows, total } = await readPage(
    db.select().from(ledgerEntries).where(where).orderBy(desc(ledgerEntries.sequence)).$dynamic(),
    db.select({ total: count() }).from(ledgerEntries).where(where),
    request,
  );
  return pageOf(rows.map(toTransactionResponse), total, request);
}

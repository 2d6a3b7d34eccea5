import {
  type DataExportPayments,
  type DataExportWallet,
  type Language,
  TRANSACTIONS_CSV_COLUMNS,
  ledgerDescriptionText,
  qepikToManat,
  qepikToManatText,
} from '@oyna/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { ledgerEntries, payments } from '../../../db/schema.js';
import { getBalanceQepik } from '../../wallet/get-balance.js';
import { toTransactionResponse } from '../../wallet/transaction-response.js';

/** `wallet.json`: the balance and the whole ledger, oldest first, each row described in `language`. */
export async function exportWallet(
  db: DbExecutor,
  options: { userId: string; language: Language },
): Promise<DataExportWallet> {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, options.userId))
    .orderBy(asc(ledgerEntries.sequence));
  return {
    balance: qepikToManat(await getBalanceQepik(db, options.userId)),
    currency: 'AZN',
    transactions: rows.map((row) => ({
      ...toTransactionResponse(row),
      description_text: ledgerDescriptionText(row.description, options.language),
    })),
  };
}

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180); a leading `=+-@` is defused for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) && Number.isNaN(Number(value)) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** `transactions.csv`: the ledger of `wallet.json` as a spreadsheet opens it (UTF-8 with its mark, CRLF lines). */
export function transactionsCsv(wallet: DataExportWallet): string {
  const lines = [
    TRANSACTIONS_CSV_COLUMNS.join(','),
    ...wallet.transactions.map((row) =>
      [
        row.created_at,
        row.kind,
        qepikToManatText(Math.round(row.amount * 100)),
        qepikToManatText(Math.round(row.balance_after * 100)),
        row.description_text,
        row.reference.type,
        row.reference.id,
      ]
        .map(csvField)
        .join(','),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** `payments.json`: my top-ups, without the provider's payment address. */
export async function exportPayments(
  db: DbExecutor,
  options: { userId: string },
): Promise<DataExportPayments> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, options.userId))
    .orderBy(asc(payments.createdAt));
  return {
    payments: rows.map((row) => ({
      id: row.id,
      provider: row.provider,
      status: row.status,
      amount: qepikToManat(row.amountQepik),
      currency: 'AZN',
      card_mask: row.cardMask,
      failure_reason: row.failureReason,
      created_at: row.createdAt.toISOString(),
      completed_at: row.completedAt?.toISOString() ?? null,
    })),
  };
}

import type { DataExportFile } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Db } from '../../../db/database.js';
import { users } from '../../../db/schema.js';
import { notFound } from '../../../errors/app-error.js';
import { exportGames } from './export-games.js';
import { exportMessages } from './export-messages.js';
import { exportPayments, exportWallet, transactionsCsv } from './export-money.js';
import { exportProfile } from './export-profile.js';
import { exportSeries, exportTeams } from './export-memberships.js';

export interface DataExport {
  /** The ZIP's bytes. */
  zip: Uint8Array;
  /** `oyna-data-2025-05-01.zip`: the name the download is saved under. */
  fileName: string;
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/**
 * One player's data as a ZIP of JSON files and `transactions.csv` (decision 90), read in one
 * read-only snapshot so that the ledger, the balance and the bookings agree. Texts are in the
 * player's own language, whoever asks. 404 `user_not_found` for an unknown account.
 */
export async function buildDataExport(db: Db, options: { userId: string; now?: Date }): Promise<DataExport> {
  const now = options.now ?? new Date();
  const files = await db.transaction(
    async (tx): Promise<Record<DataExportFile, Uint8Array>> => {
      const [user] = await tx.select().from(users).where(eq(users.id, options.userId));
      if (!user) throw notFound('user_not_found');
      const wallet = await exportWallet(tx, { userId: user.id, language: user.language });
      return {
        'profile.json': json(await exportProfile(tx, { user, now })),
        'games.json': json(await exportGames(tx, { user })),
        'wallet.json': json(wallet),
        'transactions.csv': strToU8(transactionsCsv(wallet)),
        'payments.json': json(await exportPayments(tx, { userId: user.id })),
        'teams.json': json(await exportTeams(tx, { userId: user.id })),
        'series.json': json(await exportSeries(tx, { userId: user.id })),
        'messages.json': json(await exportMessages(tx, { userId: user.id })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return {
    zip: zipSync(files, { level: 6, mtime: now }),
    fileName: `oyna-data-${now.toISOString().slice(0, 10)}.zip`,
  };
}

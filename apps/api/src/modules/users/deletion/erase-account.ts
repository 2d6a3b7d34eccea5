import type { Language } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../../db/database.js';
import { type UserRow, users } from '../../../db/schema.js';
import { notFound } from '../../../errors/app-error.js';
import { ERASED_MARK } from '../../../lib/erased-text.js';
import type { FileStorage } from '../../../lib/file-storage.js';
import { maskAuditDetails } from '../../audit/mask-audit-details.js';
import { recordAudit } from '../../audit/record-audit.js';
import { forgetOutboxMessagesOf } from '../../dev-outbox/forget-recipient.js';
import { eraseNotificationRecords } from '../../notifications/erase-notification-records.js';
import { forgetPaymentDetails, writeOffBalance } from '../../wallet/forget-account-money.js';
import type { AccountDeletionHooks, ErasedAccount, FoundBlocker } from './account-deletion-hooks.js';
import { anonymizeUserRow, identifiersOf } from './anonymize-user-row.js';
import { findDeletionBlockers, refuseForBlockers } from './deletion-blockers.js';

export type ErasureResult =
  | { erased: true; writtenOffQepik: number; photoRemoved: boolean }
  | { erased: false; why: 'not_due' | 'already_erased' }
  | { erased: false; why: 'blocked'; blockers: FoundBlocker[] };

export interface EraseAccountOptions {
  userId: string;
  hooks: AccountDeletionHooks;
  files: FileStorage;
  now: Date;
  /** The admin acting on a written request (refused while something stands in the way), or null for the job. */
  actor: { id: string; reason: string; givesUpBalance: boolean } | null;
  language: Language;
}

/** `text` without any of the identifiers: an admin's reason may name the person it is about. */
const withoutIdentifiers = (text: string, identifiers: readonly string[]) =>
  identifiers.reduce((written, identifier) => written.split(identifier).join(ERASED_MARK), text);

/** Every module's part of the erasure, the lower ones called directly and the higher through the hooks. */
async function eraseEverywhere(tx: DbExecutor, account: ErasedAccount, hooks: AccountDeletionHooks) {
  const chatId = await eraseNotificationRecords(tx, account.userId);
  await forgetOutboxMessagesOf(tx, chatId ? [...account.identifiers, chatId] : account.identifiers);
  await forgetPaymentDetails(tx, account);
  await maskAuditDetails(tx, account);
  for (const step of hooks.erase) await step(tx, account);
}

/**
 * Erases an account (docs/decisions/0091-account-deletion.md), in one transaction under its row
 * lock: what it still held is written off, each module removes or anonymizes its rows, the row
 * becomes a "Deleted player", and the audit log says who did it; its photo file goes after the commit.
 * The job erases only an account whose day has come and skips one something now stands in the way
 * of; an admin is refused for it.
 */
export async function eraseAccount(db: Db, options: EraseAccountOptions): Promise<ErasureResult> {
  const { userId, now, actor } = options;
  const outcome = await db.transaction(async (tx): Promise<ErasureResult & { photoUrl?: string | null }> => {
    const [row]: UserRow[] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!row) throw notFound('user_not_found');
    if (row.erasedAt) return { erased: false, why: 'already_erased' };
    if (!actor && (!row.deletionDueAt || row.deletionDueAt > now)) return { erased: false, why: 'not_due' };
    const blockers = await findDeletionBlockers(tx, {
      userId,
      now,
      hooks: options.hooks,
      givesUpBalance: actor ? actor.givesUpBalance : true,
    });
    if (actor) refuseForBlockers(blockers, options.language);
    else if (blockers.length > 0) return { erased: false, why: 'blocked', blockers };

    const identifiers = identifiersOf(row);
    const writtenOffQepik = await writeOffBalance(tx, { userId });
    await eraseEverywhere(tx, { userId, now, identifiers, phone: row.phone }, options.hooks);
    await anonymizeUserRow(tx, { userId, now });
    await recordAudit(tx, {
      actorId: actor?.id ?? null,
      action: 'user.erased',
      subjectType: 'user',
      subjectId: userId,
      ...(actor && { reason: withoutIdentifiers(actor.reason, identifiers) }),
      details: {
        requested_at: row.deletionRequestedAt?.toISOString() ?? null,
        written_off_qepik: writtenOffQepik,
      },
      now,
    });
    return { erased: true, writtenOffQepik, photoRemoved: false, photoUrl: row.photoUrl };
  });
  if (!outcome.erased) return outcome;
  let photoRemoved = outcome.photoUrl === null;
  if (outcome.photoUrl) {
    // The row no longer points at it; a storage that fails now leaves an orphan nobody can find.
    photoRemoved = await options.files.removeByUrl(outcome.photoUrl).then(
      () => true,
      () => false,
    );
  }
  return { erased: true, writtenOffQepik: outcome.writtenOffQepik, photoRemoved };
}

import type { AccountDeletionState, AdminErasureRequest, Language } from '@oyna/shared';
import type { Db } from '../../../db/database.js';
import { AppError, forbidden } from '../../../errors/app-error.js';
import type { AuthUser } from '../../../lib/auth-user.js';
import type { FileStorage } from '../../../lib/file-storage.js';
import { recordAudit } from '../../audit/record-audit.js';
import { type DeletionSettings, getAccountDeletionState } from './account-deletion-state.js';
import { eraseAccount } from './erase-account.js';
import { scheduleDeletion } from './schedule-account-deletion.js';

/**
 * `POST /admin/users/{id}/erasure`: an admin acts on a player's written request (issue 34 item 3,
 * decision 91): schedules the deletion as the player would (a sign-in of theirs cancels it) or erases
 * the account at once, refused for the same reasons; recorded in the audit log with the request.
 * An admin deletes their own account from their settings, as everyone does.
 */
export async function eraseAccountAsAdmin(
  db: Db,
  options: {
    actor: AuthUser;
    userId: string;
    request: Required<AdminErasureRequest>;
    settings: DeletionSettings;
    files: FileStorage;
    language: Language;
    now?: Date;
  },
): Promise<AccountDeletionState> {
  const { actor, userId, request, settings, language } = options;
  const now = options.now ?? new Date();
  if (actor.id === userId) throw forbidden();
  const givesUpBalance = request.give_up_balance;
  if (request.when === 'after_grace') {
    await db.transaction(async (tx) => {
      const scheduled = await scheduleDeletion(tx, { userId, settings, givesUpBalance, language, now });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'user.erasure_scheduled',
        subjectType: 'user',
        subjectId: userId,
        reason: request.reason,
        details: { erase_at: scheduled.erase_at, gives_up_balance: givesUpBalance },
        now,
      });
    });
  } else {
    const result = await eraseAccount(db, {
      userId,
      hooks: settings.hooks,
      files: options.files,
      now,
      actor: { id: actor.id, reason: request.reason, givesUpBalance },
      language,
    });
    if (!result.erased) throw new AppError('account_erased', 409);
  }
  return getAccountDeletionState(db, { userId, settings, language, now });
}

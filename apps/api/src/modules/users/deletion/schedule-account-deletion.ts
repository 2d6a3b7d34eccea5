import {
  ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES,
  type AccountDeletionScheduled,
  type Language,
} from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../../db/database.js';
import { users } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';
import { endAllAccountSessions, sessionSignedInAt } from '../../../lib/account-access.js';
import type { AuthUser } from '../../../lib/auth-user.js';
import { verifyPassword } from '../../../lib/password.js';
import { type DeletionSettings, readDeletionColumns } from './account-deletion-state.js';
import { findDeletionBlockers, refuseForBlockers } from './deletion-blockers.js';

/** The day the erasure of an account asked for at `now` runs. */
export const eraseDay = (now: Date, graceDays: number) => new Date(now.getTime() + graceDays * 86_400_000);

/**
 * Proves the owner is at the keyboard: the password of an account that has one; otherwise a sign-in
 * of this session within ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES (Google, Telegram, phone accounts).
 */
async function assertOwnerPresent(
  db: DbExecutor,
  options: { actor: AuthUser; passwordHash: string | null; password: string | undefined; now: Date },
): Promise<void> {
  if (options.passwordHash !== null) {
    if (!options.password) throw new AppError('account_deletion_password_required', 403);
    if (!(await verifyPassword(options.passwordHash, options.password)))
      throw new AppError('account_deletion_wrong_password', 403);
    return;
  }
  const signedInAt = await sessionSignedInAt(db, {
    userId: options.actor.id,
    familyId: options.actor.sessionId,
  });
  const freshFrom = options.now.getTime() - ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES * 60_000;
  if (!signedInAt || signedInAt.getTime() < freshFrom)
    throw new AppError('account_deletion_sign_in_again', 403);
}

/**
 * Schedules the erasure of `userId` after the grace period, when nothing stands in the way: the
 * deletion columns under the account's row lock, then every session ends (a sign-in before the day
 * cancels it). Shared by the player's own request and the admin's on a written request.
 */
export async function scheduleDeletion(
  tx: DbExecutor,
  options: {
    userId: string;
    settings: DeletionSettings;
    givesUpBalance: boolean;
    language: Language;
    now: Date;
  },
): Promise<AccountDeletionScheduled> {
  const { userId, now } = options;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const row = await readDeletionColumns(tx, userId);
  if (row.erasedAt) throw new AppError('account_erased', 409);
  if (row.deletionDueAt) throw new AppError('account_deletion_already_scheduled', 409);
  const blockers = await findDeletionBlockers(tx, {
    userId,
    now,
    hooks: options.settings.hooks,
    givesUpBalance: options.givesUpBalance,
  });
  refuseForBlockers(blockers, options.language);
  const eraseAt = eraseDay(now, options.settings.graceDays);
  await tx
    .update(users)
    .set({ deletionRequestedAt: now, deletionDueAt: eraseAt, updatedAt: now })
    .where(eq(users.id, userId));
  await endAllAccountSessions(tx, { userId, now });
  return { requested_at: now.toISOString(), erase_at: eraseAt.toISOString() };
}

/**
 * `POST /users/me/deletion`: the player asks to delete their account, proving it is them, with
 * nothing left to lose or break (decision 91). They are signed out everywhere at once.
 */
export async function scheduleMyAccountDeletion(
  db: Db,
  options: {
    actor: AuthUser;
    password: string | undefined;
    givesUpBalance: boolean;
    settings: DeletionSettings;
    language: Language;
    now?: Date;
  },
): Promise<AccountDeletionScheduled> {
  const now = options.now ?? new Date();
  const { passwordHash } = await readDeletionColumns(db, options.actor.id);
  await assertOwnerPresent(db, { actor: options.actor, passwordHash, password: options.password, now });
  return db.transaction((tx) => scheduleDeletion(tx, { ...options, userId: options.actor.id, now }));
}

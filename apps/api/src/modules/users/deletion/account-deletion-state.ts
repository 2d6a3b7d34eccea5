import {
  ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES,
  type AccountDeletionState,
  type Language,
  type MyAccountDeletion,
  qepikToManat,
} from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { users } from '../../../db/schema.js';
import { notFound } from '../../../errors/app-error.js';
import { sessionSignedInAt } from '../../../lib/account-access.js';
import { getBalanceQepik } from '../../wallet/get-balance.js';
import type { AccountDeletionHooks } from './account-deletion-hooks.js';
import { describeBlocker, findDeletionBlockers } from './deletion-blockers.js';

/** How the deletion use cases are configured: the modules' hooks and the grace period. */
export interface DeletionSettings {
  hooks: AccountDeletionHooks;
  graceDays: number;
}

/** The account's deletion columns, or 404 for an unknown id. */
export async function readDeletionColumns(tx: DbExecutor, userId: string) {
  const [row] = await tx
    .select({
      passwordHash: users.passwordHash,
      deletionRequestedAt: users.deletionRequestedAt,
      deletionDueAt: users.deletionDueAt,
      deletionCancelledAt: users.deletionCancelledAt,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('user_not_found');
  return row;
}

/**
 * Where an account stands (in use, scheduled, erased) and, unless erased, everything that stands in
 * the way of deleting it now: what the settings card and the admin's dialog show before anyone asks.
 */
export async function getAccountDeletionState(
  db: DbExecutor,
  options: { userId: string; settings: DeletionSettings; language: Language; now?: Date },
): Promise<AccountDeletionState> {
  const now = options.now ?? new Date();
  const row = await readDeletionColumns(db, options.userId);
  const blockers = row.erasedAt
    ? []
    : await findDeletionBlockers(db, {
        userId: options.userId,
        now,
        hooks: options.settings.hooks,
        givesUpBalance: false,
      });
  return {
    state: row.erasedAt ? 'erased' : row.deletionDueAt ? 'scheduled' : 'active',
    requested_at: row.deletionRequestedAt?.toISOString() ?? null,
    erase_at: row.deletionDueAt?.toISOString() ?? null,
    erased_at: row.erasedAt?.toISOString() ?? null,
    cancelled_at: row.deletionCancelledAt?.toISOString() ?? null,
    blockers: blockers.map((blocker) => describeBlocker(blocker, options.language)),
    balance: qepikToManat(await getBalanceQepik(db, options.userId)),
    grace_days: options.settings.graceDays,
  };
}

/** The signed-in player's own state, with how they prove it is them: the password, or a fresh sign-in. */
export async function getMyAccountDeletion(
  db: DbExecutor,
  options: { userId: string; sessionId: string; settings: DeletionSettings; language: Language; now?: Date },
): Promise<MyAccountDeletion> {
  const state = await getAccountDeletionState(db, options);
  const { passwordHash } = await readDeletionColumns(db, options.userId);
  if (passwordHash !== null) return { ...state, proof: 'password', fresh_sign_in_until: null };
  const signedInAt = await sessionSignedInAt(db, { userId: options.userId, familyId: options.sessionId });
  const freshUntil = signedInAt
    ? new Date(signedInAt.getTime() + ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES * 60_000)
    : null;
  return { ...state, proof: 'fresh_sign_in', fresh_sign_in_until: freshUntil?.toISOString() ?? null };
}

import {
  type Language,
  type ManagedUser,
  type UserPatch,
  type UserProfile,
  fieldMessage,
} from '@oyna/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { type UserRow, users } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { recordAudit } from '../audit/record-audit.js';
import { endAllAccountSessions, voidAccountTokens } from '../../lib/account-access.js';
import { getBalanceQepik } from '../wallet/get-balance.js';
import { toManagedUser } from './managed-user-response.js';
import { type UserChanges, profileColumns } from './profile-columns.js';
import { assertPositionsAfterChange } from './profile-positions.js';
import { toUserProfileResponse } from './user-profile-response.js';

/** Every change of who is an active admin takes this lock first, so the last admin cannot be lost in a race. */
const ADMIN_SET_LOCK_KEY = 7_301_020;

export interface PatchUserOptions {
  actor: AuthUser;
  userId: string;
  patch: UserPatch;
  language: Language;
  now?: Date;
}

const isActiveAdmin = (row: Pick<UserRow, 'role' | 'blockedAt'>) =>
  row.role === 'admin' && row.blockedAt === null;

/**
 * `PATCH /users/{id}` (docs/decisions/0019). A player changes their own profile with the rules of
 * `PATCH /users/me/profile`. An admin also corrects anyone's profile and email, changes roles and
 * blocks or unblocks, always with a reason: each kind of change is one audit log row in the same
 * transaction. A block revokes every session of the user at once. Nobody blocks themself, and no
 * change may leave the platform without an active admin (checked under one lock, with the actor
 * re-read, so two admins demoting each other at once cannot both succeed).
 */
export async function patchUser(db: Db, options: PatchUserOptions): Promise<ManagedUser> {
  const { actor, patch } = options;
  const now = options.now ?? new Date();
  const self = actor.id === options.userId;
  const isAdmin = actor.role === 'admin';
  const { role, status, email, reason, ...profile } = patch;
  const accountChange = role !== undefined || status !== undefined || email !== undefined;

  if (!isAdmin && !self) throw forbidden();
  if (!isAdmin && accountChange) throw forbidden();
  // Consent is the player's own to give.
  if (!self && profile.data_processing_consent !== undefined) throw forbidden();
  const audited = isAdmin && (!self || accountChange);
  if (audited && !reason) {
    throw new AppError('validation_failed', 400, {
      fields: { reason: fieldMessage('admin_reason_required', options.language) },
    });
  }
  if (self && status === 'blocked') throw new AppError('cannot_block_yourself', 409);

  const after = await db.transaction(async (tx) => {
    if (role !== undefined || status !== undefined) {
      await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SET_LOCK_KEY})`);
      // The actor's own standing as it is now, not as it was when the request was authenticated.
      const [current] = await tx
        .select({ role: users.role, blockedAt: users.blockedAt })
        .from(users)
        .where(eq(users.id, actor.id));
      if (!current || !isActiveAdmin(current)) throw forbidden();
    }
    const [row] = await tx.select().from(users).where(eq(users.id, options.userId)).for('update');
    if (!row) throw notFound('user_not_found');

    assertPositionsAfterChange(profile, row, options.language);

    const blocks = status === 'blocked' && row.blockedAt === null;
    const unblocks = status === 'active' && row.blockedAt !== null;
    const nextRole = role ?? row.role;
    if (isActiveAdmin(row) && (nextRole !== 'admin' || blocks)) {
      await assertAnotherActiveAdmin(tx, row.id);
    }
    if (email !== undefined && email !== row.email)
      await assertEmailFree(tx, email, row.id, options.language);

    const columns: UserChanges = {
      ...profileColumns(profile),
      ...(email !== undefined && { email }),
      ...(role !== undefined && { role }),
      ...(blocks && { blockedAt: now, blockedReason: reason ?? null }),
      ...(unblocks && { blockedAt: null, blockedReason: null }),
    };
    if (Object.keys(columns).length === 0) return row;
    const [updated] = await tx
      .update(users)
      .set({ ...columns, updatedAt: now })
      .where(eq(users.id, row.id))
      .returning();
    if (!updated) throw notFound('user_not_found');

    if (email !== undefined && email !== row.email) {
      // A link emailed to the old address must not confirm the new one.
      await voidAccountTokens(tx, { userId: row.id, purpose: 'email_verification', now });
    }
    if (blocks) {
      await endAllAccountSessions(tx, { userId: row.id, now });
    }
    if (audited)
      await auditChanges(tx, { actorId: actor.id, before: row, after: updated, patch, reason, now });
    return updated;
  });
  return toManagedUser(after, await getBalanceQepik(db, after.id), { viewerIsAdmin: isAdmin, now });
}

async function assertAnotherActiveAdmin(tx: DbExecutor, leavingId: string): Promise<void> {
  const others = await tx.$count(
    users,
    and(eq(users.role, 'admin'), isNull(users.blockedAt), ne(users.id, leavingId)),
  );
  if (others === 0) throw new AppError('last_admin', 409);
}

async function assertEmailFree(tx: DbExecutor, email: string, userId: string, language: Language) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  if (taken) {
    throw new AppError('email_taken', 409, { fields: { email: fieldMessage('email_taken', language) } });
  }
}

/** The profile fields a patch changed, each with its value before and after. */
function profileDiff(before: UserProfile, after: UserProfile, keys: string[]) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of keys) {
    const from = (before as Record<string, unknown>)[key];
    const to = (after as Record<string, unknown>)[key];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from: from ?? null, to: to ?? null };
  }
  return changes;
}

async function auditChanges(
  tx: DbExecutor,
  input: {
    actorId: string;
    before: UserRow;
    after: UserRow;
    patch: UserPatch;
    reason: string | undefined;
    now: Date;
  },
): Promise<void> {
  const { before, after, now } = input;
  const base = {
    actorId: input.actorId,
    subjectType: 'user' as const,
    subjectId: after.id,
    reason: input.reason,
    now,
  };
  if (before.role !== after.role) {
    await recordAudit(tx, {
      ...base,
      action: 'user.role_changed',
      details: { role: { from: before.role, to: after.role } },
    });
  }
  if (before.blockedAt === null && after.blockedAt !== null) {
    await recordAudit(tx, { ...base, action: 'user.blocked' });
  }
  if (before.blockedAt !== null && after.blockedAt === null) {
    await recordAudit(tx, { ...base, action: 'user.unblocked' });
  }
  const profileKeys = Object.keys(input.patch).filter((key) => !['role', 'status', 'reason'].includes(key));
  const changes = profileDiff(
    toUserProfileResponse(before, 0, now),
    toUserProfileResponse(after, 0, now),
    profileKeys,
  );
  if (Object.keys(changes).length > 0) {
    await recordAudit(tx, { ...base, action: 'user.profile_corrected', details: { changes } });
  }
}

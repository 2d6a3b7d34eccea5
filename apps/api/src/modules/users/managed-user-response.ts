import type { ManagedUser } from '@oyna/shared';
import type { UserRow } from '../../db/schema.js';
import { toUserProfileResponse } from './user-profile-response.js';

/** A user as admins manage them: the profile and the account's state (the block reason for admins). */
export function toManagedUser(
  row: UserRow,
  balanceQepik: number,
  options: { viewerIsAdmin: boolean; now?: Date },
): ManagedUser {
  return {
    ...toUserProfileResponse(row, balanceQepik, options.now),
    status: row.blockedAt ? 'blocked' : 'active',
    blocked_at: row.blockedAt?.toISOString() ?? null,
    block_reason: options.viewerIsAdmin ? row.blockedReason : null,
    created_at: row.createdAt.toISOString(),
  };
}

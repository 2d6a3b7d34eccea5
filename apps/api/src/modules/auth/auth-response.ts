import type { AuthResponse, TokenPair } from '@oyna/shared';
import type { UserRow } from '../../db/schema.js';
import { toUserResponse, type UserResponseRow } from '../users/user-response.js';

/**
 * `{tokens, user, needs_onboarding}`: the answer of every sign-in that shows the user, `row` as read
 * before the session started. A deletion it still showed scheduled was cancelled by this very sign-in
 * (`startSession`, decision 91): the answer says so now.
 */
export function toAuthResponse(
  row: UserResponseRow & Pick<UserRow, 'deletionDueAt'>,
  tokens: TokenPair,
  balanceQepik: number,
): AuthResponse {
  const user = toUserResponse(row, balanceQepik);
  if (row.deletionDueAt) user.deletion_cancelled_at = new Date().toISOString();
  return { tokens, user, needs_onboarding: user.needs_onboarding };
}

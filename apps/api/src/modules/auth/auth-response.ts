import type { AuthResponse } from '@oyna/shared';
import type { DbExecutor } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { toUserResponse, type UserResponseRow } from '../users/user-response.js';
import { getBalanceQepik } from '../wallet/get-balance.js';
import type { SessionContext } from './session-context.js';
import { startSession } from './start-session.js';

/**
 * Starts a session for the account `row` and gives `{tokens, user, needs_onboarding}`: the end of
 * every sign-in that shows the user, `row` as read before the session started. A deletion it still
 * showed scheduled was cancelled by this very sign-in (`startSession`, decision 91): the answer says
 * so now.
 */
export async function signInResponse(
  tx: DbExecutor,
  row: UserResponseRow & Pick<UserRow, 'id' | 'role' | 'deletionDueAt'>,
  context: SessionContext,
): Promise<AuthResponse> {
  const tokens = await startSession(tx, { userId: row.id, role: row.role, context });
  const user = toUserResponse(row, await getBalanceQepik(tx, row.id));
  if (row.deletionDueAt) user.deletion_cancelled_at = new Date().toISOString();
  return { tokens, user, needs_onboarding: user.needs_onboarding };
}

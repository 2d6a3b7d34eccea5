import { type ChangePasswordRequest, type Language, fieldMessage } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { endAllAccountSessions } from '../../lib/account-access.js';
import type { LoginLimits } from './login-limits.js';
import { assertNewPasswordAllowed } from './new-password-rules.js';

export interface ChangePasswordOptions {
  userId: string;
  /** The session the change is made from: it stays signed in, every other one ends. */
  sessionId: string;
  input: ChangePasswordRequest;
  /** Wrong current passwords count as failed logins of the account's email (and are limited alike). */
  limits: LoginLimits;
  ip: string;
  language: Language;
  now?: Date;
}

/**
 * Changes the password of a signed-in user who proves the current one, and ends every other
 * session of theirs (a thief who signed in with the old password is out at once). An account made
 * with Google or Telegram has no password to change (422 `password_not_set`).
 */
export async function changePassword(db: Db, options: ChangePasswordOptions): Promise<void> {
  const { input, language } = options;
  const [user] = await db
    .select({
      email: users.email,
      passwordHash: users.passwordHash,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, options.userId));
  if (!user?.passwordHash || !user.email) throw new AppError('password_not_set', 422);

  await options.limits.assertAllowed({ ip: options.ip, email: user.email });
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    await options.limits.recordFailure(user.email);
    throw new AppError('current_password_incorrect', 400, {
      fields: { current_password: fieldMessage('current_password_incorrect', language) },
    });
  }
  await options.limits.recordSuccess(user.email);
  if (input.new_password === input.current_password) {
    throw new AppError('validation_failed', 400, {
      fields: { new_password: fieldMessage('password_same_as_current', language) },
    });
  }
  assertNewPasswordAllowed(input.new_password, user, { field: 'new_password', language });

  const passwordHash = await hashPassword(input.new_password);
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, options.userId));
    await endAllAccountSessions(tx, { userId: options.userId, keepSessionId: options.sessionId, now });
  });
}

import type { Language, ResetPasswordRequest } from '@oyna/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { hashPassword } from '../../lib/password.js';
import { endAllAccountSessions } from '../../lib/account-access.js';
import { consumeAccountToken } from './account-tokens.js';
import { assertNewPasswordAllowed } from './new-password-rules.js';

/**
 * Sets a new password with the token of a reset email (once), and ends every session of the
 * account: whoever knew the old password is signed out. The link also proves the address.
 */
export async function resetPassword(
  db: Db,
  options: { input: ResetPasswordRequest; language: Language; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const { userId } = await consumeAccountToken(tx, {
      token: options.input.token,
      purpose: 'password_reset',
      now,
    });
    const [user] = await tx
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new AppError('account_token_invalid', 400);
    // A refused password throws here and rolls the token's use back: the link still works.
    assertNewPasswordAllowed(options.input.password, user, { field: 'password', language: options.language });
    const passwordHash = await hashPassword(options.input.password);
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now })
      .where(eq(users.id, userId));
    await endAllAccountSessions(tx, { userId, now });
  });
}

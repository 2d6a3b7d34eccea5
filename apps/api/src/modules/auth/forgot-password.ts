import { PASSWORD_RESET_MINUTES, passwordResetEmail } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { type AccountMail, sendAccountEmail } from './account-emails.js';
import { issueAccountToken } from './account-tokens.js';

/**
 * Emails a password reset link (single use, PASSWORD_RESET_MINUTES) when the address has an
 * account; otherwise does nothing. The caller answers the same either way.
 */
export async function requestPasswordReset(
  db: Db,
  options: { email: string; ip: string; mail: AccountMail; now?: Date },
): Promise<void> {
  const { mail, email } = options;
  await mail.limits.assertIpAllowed(options.ip);
  if (!(await mail.limits.mayEmail(email))) return;
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.email, email));
  if (!user) return;
  const token = await issueAccountToken(db, {
    userId: user.id,
    purpose: 'password_reset',
    ttlMs: PASSWORD_RESET_MINUTES * 60_000,
    now: options.now ?? new Date(),
  });
  const url = `${mail.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  sendAccountEmail(mail, {
    to: email,
    language: user.language,
    words: passwordResetEmail(user.language, user.firstName, url),
    purpose: 'password_reset',
  });
}

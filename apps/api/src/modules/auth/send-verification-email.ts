import { EMAIL_VERIFICATION_DAYS, type Language, emailVerificationEmail } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { type AccountMail, sendAccountEmail } from './account-emails.js';
import { issueAccountToken } from './account-tokens.js';

/** Issues an address-check token and emails its link (unless the address had its share of emails). */
export async function sendVerificationEmail(
  tx: DbExecutor,
  mail: AccountMail,
  user: { id: string; email: string; firstName: string; language: Language },
  now: Date,
): Promise<void> {
  if (!(await mail.limits.mayEmail(user.email))) return;
  const token = await issueAccountToken(tx, {
    userId: user.id,
    purpose: 'email_verification',
    ttlMs: EMAIL_VERIFICATION_DAYS * 24 * 3_600_000,
    now,
  });
  const url = `${mail.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  sendAccountEmail(mail, {
    to: user.email,
    language: user.language,
    words: emailVerificationEmail(user.language, user.firstName, url),
    purpose: 'email_verification',
  });
}

/** Sends the signed-in user a new verification email, unless the address is confirmed already. */
export async function resendVerificationEmail(
  db: Db,
  options: { userId: string; ip: string; mail: AccountMail; now?: Date },
): Promise<void> {
  await options.mail.limits.assertIpAllowed(options.ip);
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      verifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, options.userId));
  if (!user?.email || user.verifiedAt) return;
  await sendVerificationEmail(db, options.mail, { ...user, email: user.email }, options.now ?? new Date());
}

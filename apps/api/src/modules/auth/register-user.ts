import { type Language, type RegisterRequest, registrationAttemptEmail } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { hashPassword } from '../../lib/password.js';
import { type AccountMail, sendAccountEmail } from './account-emails.js';
import { assertNewPasswordAllowed } from './new-password-rules.js';
import { sendVerificationEmail } from './send-verification-email.js';

export interface RegisterUserOptions {
  input: RegisterRequest;
  /** The caller's language: the account's default language and the language of field messages. */
  language: Language;
  mail: AccountMail;
  now?: Date;
}

/**
 * Creates a password account and emails it an address check; an address that already has an
 * account gets an email telling its owner instead. Both end the same way for the caller, who then
 * signs in with the password (decision 31): the answer never tells whether the address was taken.
 */
export async function registerUser(db: Db, options: RegisterUserOptions): Promise<void> {
  const { input, language, mail } = options;
  const now = options.now ?? new Date();
  assertNewPasswordAllowed(
    input.password,
    { email: input.email, firstName: input.first_name, lastName: input.last_name },
    { field: 'password', language },
  );
  const passwordHash = await hashPassword(input.password);

  // The unique email index decides a race between two registrations of one address.
  const [row] = await db
    .insert(users)
    .values({
      email: input.email,
      passwordHash,
      firstName: input.first_name,
      lastName: input.last_name,
      language: input.language ?? language,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (row) {
    await sendVerificationEmail(db, mail, { ...row, email: input.email }, now);
    return;
  }
  const [owner] = await db
    .select({ firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.email, input.email));
  if (!owner || !(await mail.limits.mayEmail(input.email))) return;
  sendAccountEmail(mail, {
    to: input.email,
    language: owner.language,
    words: registrationAttemptEmail(owner.language, owner.firstName, {
      login: `${mail.publicUrl}/login`,
      forgotPassword: `${mail.publicUrl}/forgot-password`,
    }),
    purpose: 'registration_attempt',
  });
}

import { type AuthResponse, type Language, type RegisterRequest, fieldMessage } from '@oyna/shared';
import type { DbExecutor } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { hashPassword } from '../../lib/password.js';
import { toAuthResponse } from './auth-response.js';
import { assertNewPasswordAllowed } from './new-password-rules.js';
import type { SessionContext } from './session-context.js';
import { startSession } from './start-session.js';

export interface RegisterUserOptions {
  input: RegisterRequest;
  /** The caller's language: the account's default language and the language of field messages. */
  language: Language;
  context: SessionContext;
}

/** Creates a password account and signs it in; onboarding comes next. */
export async function registerUser(db: DbExecutor, options: RegisterUserOptions): Promise<AuthResponse> {
  const { input, language, context } = options;
  assertNewPasswordAllowed(
    input.password,
    { email: input.email, firstName: input.first_name, lastName: input.last_name },
    { field: 'password', language },
  );
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    // The unique email index decides a race between two registrations of one address.
    const [row] = await tx
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
    if (!row) {
      throw new AppError('email_taken', 409, { fields: { email: fieldMessage('email_taken', language) } });
    }
    const tokens = await startSession(tx, { userId: row.id, role: row.role, context });
    return toAuthResponse(row, tokens, 0); // a new account has no wallet yet
  });
}

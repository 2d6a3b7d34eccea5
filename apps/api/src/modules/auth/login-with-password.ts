import type { LoginResponse } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { verifyPassword } from '../../lib/password.js';
import type { LoginLimits } from './login-limits.js';
import type { SessionContext } from './session-context.js';
import { startSession } from './start-session.js';

/**
 * An argon2id hash (same parameters as real ones) of a random password nobody knows. Checked
 * when the account does not exist or has no password, so every failed login costs the same time.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$7olYUuvZ27gJj4N6OzGTIw$3CFziwHcfl82oQKDDwKoPLnxIJHYMD7frr8Wd2Eozpk';

export interface LoginWithPasswordOptions {
  email: string;
  password: string;
  limits: LoginLimits;
  context: SessionContext;
}

/** Email and password to a new session. Unknown email and wrong password are one answer. */
export async function loginWithPassword(
  db: DbExecutor,
  options: LoginWithPasswordOptions,
): Promise<LoginResponse> {
  const { email, password, limits, context } = options;
  await limits.assertAllowed({ ip: context.ip, email });

  const [user] = await db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, password);
  if (!user?.passwordHash || !passwordMatches) {
    await limits.recordFailure(email);
    throw new AppError('invalid_credentials', 401);
  }

  await limits.recordSuccess(email);
  const tokens = await startSession(db, { userId: user.id, role: user.role, context });
  return { ...tokens, token_type: 'bearer' };
}

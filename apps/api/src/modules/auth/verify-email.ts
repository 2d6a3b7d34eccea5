import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { consumeAccountToken } from './account-tokens.js';

/** Marks the account's address as confirmed with the token of a verification email (once). */
export async function verifyEmail(db: Db, options: { token: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const { userId } = await consumeAccountToken(tx, {
      token: options.token,
      purpose: 'email_verification',
      now,
    });
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now })
      .where(eq(users.id, userId));
  });
}

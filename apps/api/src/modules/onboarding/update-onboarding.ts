import type { OnboardingStatus } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type UserRow, users } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import type { UserChanges } from '../users/profile-columns.js';
import { toOnboardingStatus } from './onboarding-status.js';

/**
 * Runs one onboarding change on the caller's row, locked for the transaction so two devices
 * answering at once cannot lose a step: `change` reads the row and says which columns to write.
 */
export async function updateOnboarding(
  db: Db,
  options: { userId: string; change: (row: UserRow) => UserChanges },
): Promise<OnboardingStatus> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, options.userId)).for('update');
    if (!current) throw notFound();
    const columns = options.change(current);
    if (Object.keys(columns).length === 0) return toOnboardingStatus(current);
    const [row] = await tx
      .update(users)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(users.id, options.userId))
      .returning();
    if (!row) throw notFound();
    return toOnboardingStatus(row);
  });
}

import {
  type ProfileUpdate,
  type UserProfile,
  fieldMessage,
  type Language,
  secondaryPositionsProblem,
} from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { profileColumns } from './profile-columns.js';
import { toUserProfileResponse } from './user-profile-response.js';

/**
 * Changes only the fields that were sent, on the caller's own row, and returns the profile.
 * Secondary positions are checked against the primary one as it will be after the change,
 * which may be the one already stored.
 */
export async function updateMyProfile(
  db: Db,
  options: { userId: string; changes: ProfileUpdate; language: Language },
): Promise<UserProfile> {
  const { changes } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, options.userId)).for('update');
    if (!current) throw notFound();

    const problem = secondaryPositionsProblem(
      changes.primary_position ?? current.primaryPosition,
      changes.secondary_positions ?? current.secondaryPositions,
    );
    if (problem) {
      throw new AppError('validation_failed', 400, {
        fields: { secondary_positions: fieldMessage(problem, options.language) },
      });
    }

    const columns = profileColumns(changes);
    if (Object.keys(columns).length === 0) return toUserProfileResponse(current);
    const [row] = await tx
      .update(users)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(users.id, options.userId))
      .returning();
    if (!row) throw notFound();
    return toUserProfileResponse(row);
  });
}

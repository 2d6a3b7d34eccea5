import {
  type Language,
  type SkillsUpdate,
  type UserProfile,
  fieldMessage,
  skillRatingsSchema,
} from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { skillsColumns } from './profile-columns.js';
import { toUserProfileResponse } from './user-profile-response.js';

/**
 * Changes some or all of the caller's ten self-ratings and recomputes the overall score. The
 * ratings after the change must be complete: a first rating sends all ten.
 */
export async function updateMySkills(
  db: Db,
  options: { userId: string; changes: SkillsUpdate; language: Language },
): Promise<UserProfile> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, options.userId)).for('update');
    if (!current) throw notFound();

    const merged = skillRatingsSchema.safeParse({ ...current.skills, ...options.changes.skills });
    if (!merged.success) {
      const fields = Object.fromEntries(
        merged.error.issues.map((issue) => [
          ['skills', ...issue.path].join('.'),
          fieldMessage(issue.message, options.language),
        ]),
      );
      throw new AppError('validation_failed', 400, { fields });
    }

    const [row] = await tx
      .update(users)
      .set({ ...skillsColumns(merged.data), updatedAt: new Date() })
      .where(eq(users.id, options.userId))
      .returning();
    if (!row) throw notFound();
    return toUserProfileResponse(row);
  });
}

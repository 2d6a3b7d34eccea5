import {
  type Language,
  type SkillsUpdate,
  type UserProfile,
  fieldMessage,
  skillRatingsSchema,
} from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { changeUserRow } from './change-user-row.js';
import { skillsColumns } from './profile-columns.js';
import { toUserProfileResponse } from './user-profile-response.js';
import { getBalanceQepik } from '../wallet/get-balance.js';

/**
 * Changes some or all of the caller's ten self-ratings and recomputes the overall score. The
 * ratings after the change must be complete: a first rating sends all ten.
 */
export async function updateMySkills(
  db: Db,
  options: { userId: string; changes: SkillsUpdate; language: Language },
): Promise<UserProfile> {
  const { after } = await changeUserRow(db, {
    userId: options.userId,
    change: (current) => {
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
      return skillsColumns(merged.data);
    },
  });
  return toUserProfileResponse(after, await getBalanceQepik(db, after.id));
}

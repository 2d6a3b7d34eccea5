import {
  type ProfileUpdate,
  type UserProfile,
  fieldMessage,
  type Language,
  secondaryPositionsProblem,
} from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { changeUserRow } from './change-user-row.js';
import { profileColumns } from './profile-columns.js';
import { toUserProfileResponse } from './user-profile-response.js';
import { getBalanceQepik } from '../wallet/get-balance.js';

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
  const { after } = await changeUserRow(db, {
    userId: options.userId,
    change: (current) => {
      const problem = secondaryPositionsProblem(
        changes.primary_position ?? current.primaryPosition,
        changes.secondary_positions ?? current.secondaryPositions,
      );
      if (problem) {
        throw new AppError('validation_failed', 400, {
          fields: { secondary_positions: fieldMessage(problem, options.language) },
        });
      }
      return profileColumns(changes);
    },
  });
  return toUserProfileResponse(after, await getBalanceQepik(db, after.id));
}

import type { Language, ProfileUpdate, UserProfile } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { changeUserRow } from './change-user-row.js';
import { profileColumns } from './profile-columns.js';
import { assertPositionsAfterChange } from './profile-positions.js';
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
      assertPositionsAfterChange(changes, current, options.language);
      return profileColumns(changes);
    },
  });
  return toUserProfileResponse(after, await getBalanceQepik(db, after.id));
}

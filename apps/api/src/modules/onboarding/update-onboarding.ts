import type { OnboardingStatus } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { changeUserRow } from '../users/change-user-row.js';
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
  const { after } = await changeUserRow(db, options);
  return toOnboardingStatus(after);
}

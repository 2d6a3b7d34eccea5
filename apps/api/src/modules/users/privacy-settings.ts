import type { PrivacySettings, PrivacySettingsInput } from '@oyna/shared';
import type { Db, DbExecutor } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { changeUserRow } from './change-user-row.js';
import { readPrivacyOf } from './profile-access.js';

function toPrivacySettings(
  row: Pick<UserRow, 'profileVisibility' | 'showOnLeaderboard' | 'whatsappContactAllowed'>,
): PrivacySettings {
  return {
    profile_visibility: row.profileVisibility,
    show_on_leaderboard: row.showOnLeaderboard,
    whatsapp_contact: row.whatsappContactAllowed,
  };
}

/** Who may see my statistics and details, and whether others see me on the leaderboard. */
export async function getMyPrivacySettings(
  db: DbExecutor,
  options: { userId: string },
): Promise<PrivacySettings> {
  return toPrivacySettings(await readPrivacyOf(db, options.userId));
}

/** Replaces my privacy settings (validated by the contract; a missing `whatsapp_contact` stays as it was). */
export async function updateMyPrivacySettings(
  db: Db,
  options: { userId: string; settings: PrivacySettingsInput },
): Promise<PrivacySettings> {
  const { after } = await changeUserRow(db, {
    userId: options.userId,
    change: () => ({
      profileVisibility: options.settings.profile_visibility,
      showOnLeaderboard: options.settings.show_on_leaderboard,
      ...(options.settings.whatsapp_contact === undefined
        ? {}
        : { whatsappContactAllowed: options.settings.whatsapp_contact }),
    }),
  });
  return toPrivacySettings(after);
}

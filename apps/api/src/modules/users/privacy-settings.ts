import type { PrivacySettings } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { type UserRow, users } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import { changeUserRow } from './change-user-row.js';

function toPrivacySettings(row: Pick<UserRow, 'profileVisibility' | 'showOnLeaderboard'>): PrivacySettings {
  return { profile_visibility: row.profileVisibility, show_on_leaderboard: row.showOnLeaderboard };
}

/** Who may see my statistics and details, and whether others see me on the leaderboard. */
export async function getMyPrivacySettings(
  db: DbExecutor,
  options: { userId: string },
): Promise<PrivacySettings> {
  const [row] = await db
    .select({ profileVisibility: users.profileVisibility, showOnLeaderboard: users.showOnLeaderboard })
    .from(users)
    .where(eq(users.id, options.userId))
    .limit(1);
  if (!row) throw notFound();
  return toPrivacySettings(row);
}

/** Replaces my privacy settings (both fields, already validated by the contract). */
export async function updateMyPrivacySettings(
  db: Db,
  options: { userId: string; settings: PrivacySettings },
): Promise<PrivacySettings> {
  const { after } = await changeUserRow(db, {
    userId: options.userId,
    change: () => ({
      profileVisibility: options.settings.profile_visibility,
      showOnLeaderboard: options.settings.show_on_leaderboard,
    }),
  });
  return toPrivacySettings(after);
}

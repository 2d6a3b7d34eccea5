import type { PublicUserProfile } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { playerForViewer } from './player-for-viewer.js';
import { playerIdentity } from './player-identity.js';
import { levelOf, preferencesData, skillsData } from './profile-sections.js';

/**
 * `GET /users/{id}`: a player as others see them. A private profile shows only the id, the names
 * and the photo to anyone but the player and admins (decision 14).
 */
export async function getPublicProfile(
  db: DbExecutor,
  options: { viewer: AuthUser | null; userId: string },
): Promise<PublicUserProfile> {
  const [row] = await db.select().from(users).where(eq(users.id, options.userId)).limit(1);
  if (!row) throw notFound();
  const { open } = playerForViewer(row, { user: options.viewer });
  const preferences = preferencesData(row);
  const skills = skillsData(row);
  return {
    ...playerIdentity(row),
    full_name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    profile_visibility: row.profileVisibility,
    details: open
      ? {
          primary_position: preferences.primary_position,
          secondary_positions: preferences.secondary_positions,
          jersey_number: preferences.jersey_number,
          experience_level: row.experienceLevel,
          preferred_foot: row.preferredFoot,
          years_playing: row.yearsPlaying,
          skills: skills?.skills ?? null,
          skill_overall: skills?.overall ?? null,
          skill_level: levelOf(row),
        }
      : null,
  };
}

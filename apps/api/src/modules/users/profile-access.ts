import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type UserRow, users } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { playerForViewer } from './player-for-viewer.js';

/** The player themself or an admin (who see a hidden leaderboard rank, too). */
export function seesPrivateDetails(viewer: AuthUser | null, userId: string): boolean {
  return viewer !== null && (viewer.id === userId || viewer.role === 'admin');
}

/**
 * A user's privacy columns: who may see their profile, and whether they show on the leaderboard;
 * 404 when there is no such user.
 */
export async function readPrivacyOf(
  db: DbExecutor,
  userId: string,
): Promise<Pick<UserRow, 'id' | 'profileVisibility' | 'showOnLeaderboard' | 'whatsappContactAllowed'>> {
  const [user] = await db
    .select({
      id: users.id,
      profileVisibility: users.profileVisibility,
      showOnLeaderboard: users.showOnLeaderboard,
      whatsappContactAllowed: users.whatsappContactAllowed,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound();
  return user;
}

/**
 * The user whose statistics or rating history are asked for: 404 when there is none, 403
 * `profile_private` when their profile is private and the viewer is someone else (not an admin).
 */
export async function assertCanSeeProfile(
  db: DbExecutor,
  options: { viewer: AuthUser | null; userId: string },
): Promise<Pick<UserRow, 'id' | 'profileVisibility'>> {
  const user = await readPrivacyOf(db, options.userId);
  if (!playerForViewer(user, { user: options.viewer }).open) {
    throw new AppError('profile_private', 403);
  }
  return user;
}

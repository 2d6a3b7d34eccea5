import type { UserProfile } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { toUserProfileResponse } from './user-profile-response.js';

export interface PhotoOptions {
  userId: string;
  storage: FileStorage;
  /** Told when a replaced file could not be removed (the change itself stands). */
  onCleanupError?: (url: string, error: unknown) => void;
}

/** Points the caller's row at `url` (or none) and removes the file it pointed at before. */
export async function replacePhotoUrl(
  db: Db,
  options: PhotoOptions,
  url: string | null,
): Promise<UserProfile> {
  const { previous, row } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ photoUrl: users.photoUrl })
      .from(users)
      .where(eq(users.id, options.userId))
      .for('update');
    if (!current) throw notFound();
    const [updated] = await tx
      .update(users)
      .set({ photoUrl: url, updatedAt: new Date() })
      .where(eq(users.id, options.userId))
      .returning();
    if (!updated) throw notFound();
    return { previous: current.photoUrl, row: updated };
  });
  if (previous && previous !== url) {
    await options.storage.removeByUrl(previous).catch((error: unknown) => {
      options.onCleanupError?.(previous, error);
    });
  }
  return toUserProfileResponse(row);
}

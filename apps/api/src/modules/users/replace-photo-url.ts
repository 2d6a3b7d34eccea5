import type { UserProfile } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { changeUserRow } from './change-user-row.js';
import { toUserProfileResponse } from './user-profile-response.js';
import { getBalanceQepik } from '../wallet/get-balance.js';

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
  const { before, after } = await changeUserRow(db, {
    userId: options.userId,
    change: () => ({ photoUrl: url }),
  });
  const previous = before.photoUrl;
  if (previous && previous !== url) {
    await options.storage.removeByUrl(previous).catch((error: unknown) => {
      options.onCleanupError?.(previous, error);
    });
  }
  return toUserProfileResponse(after, await getBalanceQepik(db, after.id));
}

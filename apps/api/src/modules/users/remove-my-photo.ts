import type { UserProfile } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { type PhotoOptions, replacePhotoUrl } from './replace-photo-url.js';

/** Removes the caller's photo, and its file when this storage holds it. */
export async function removeMyPhoto(db: Db, options: PhotoOptions): Promise<UserProfile> {
  return replacePhotoUrl(db, options, null);
}

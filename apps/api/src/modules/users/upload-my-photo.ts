import type { UserProfile } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { processProfilePhoto } from '../../lib/profile-photo.js';
import { type PhotoOptions, replacePhotoUrl } from './replace-photo-url.js';

/**
 * Checks and re-encodes an uploaded photo (see processProfilePhoto), stores it under a new
 * random name and makes it the caller's photo; the photo it replaces is deleted.
 */
export async function uploadMyPhoto(db: Db, options: PhotoOptions & { photo: Buffer }): Promise<UserProfile> {
  const processed = await processProfilePhoto(options.photo);
  const url = await options.storage.save({
    folder: 'avatars',
    extension: processed.extension,
    data: processed.data,
    contentType: processed.contentType,
  });
  try {
    return await replacePhotoUrl(db, options, url);
  } catch (error) {
    await options.storage.removeByUrl(url).catch(() => undefined);
    throw error;
  }
}

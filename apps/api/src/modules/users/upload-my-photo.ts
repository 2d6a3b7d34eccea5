import type { UserProfile } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { storePhoto } from '../../lib/store-photo.js';
import { type PhotoOptions, replacePhotoUrl } from './replace-photo-url.js';

/**
 * Checks and re-encodes an uploaded photo (see processProfilePhoto), stores it under a new
 * random name and makes it the caller's photo; the photo it replaces is deleted.
 */
export async function uploadMyPhoto(db: Db, options: PhotoOptions & { photo: Buffer }): Promise<UserProfile> {
  return storePhoto(options.storage, { bytes: options.photo, folder: 'avatars' }, (url) =>
    replacePhotoUrl(db, options, url),
  );
}

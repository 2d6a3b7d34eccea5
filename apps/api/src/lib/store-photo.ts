import type { FileStorage } from './file-storage.js';
import { processProfilePhoto } from './profile-photo.js';

/**
 * Checks and re-encodes an uploaded photo (see processProfilePhoto; `output` a size other than the
 * 512 x 512 square), stores it under a new random name in `folder`, then hands its URL to `use`,
 * the change that makes it someone's photo. When that change fails the stored file is removed
 * again, so no file is left that nothing points to.
 */
export async function storePhoto<T>(
  storage: FileStorage,
  photo: { bytes: Buffer; folder: string; output?: { width: number; height: number } },
  use: (url: string) => Promise<T>,
): Promise<T> {
  const processed = await processProfilePhoto(photo.bytes, photo.output);
  const url = await storage.save({
    folder: photo.folder,
    extension: processed.extension,
    data: processed.data,
    contentType: processed.contentType,
  });
  try {
    return await use(url);
  } catch (error) {
    await storage.removeByUrl(url).catch(() => undefined);
    throw error;
  }
}

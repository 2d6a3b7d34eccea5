import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files go and the public URL they are served at. Local disk now; an
 * S3-compatible bucket implements the same three calls when it is configured.
 */
export interface FileStorage {
  /** Stores `data` under a new random name in `folder`; answers its public URL. */
  save(options: { folder: string; extension: string; data: Buffer; contentType: string }): Promise<string>;
  /** Removes a file this storage handed out; other URLs (a Google avatar, say) are left alone. */
  removeByUrl(url: string): Promise<void>;
  /** Whether `url` points at a file of this storage. */
  owns(url: string): boolean;
}

/** `avatars/9Jb1bQ0zS3yH0j0x2xHq6w.jpg`: a folder, 22 random URL-safe characters and an extension. */
const KEY_PATTERN = /^[a-z][a-z0-9-]*\/[A-Za-z0-9_-]{22}\.[a-z0-9]{2,5}$/;

/** The storage key of a URL under `base` (which ends with /), or null when it is not one of ours. */
export function storageKeyOf(url: string, base: string): string | null {
  if (!url.startsWith(base)) return null;
  const key = url.slice(base.length);
  return KEY_PATTERN.test(key) ? key : null;
}

/** A file name nobody can guess: 128 random bits. */
export function randomFileName(extension: string): string {
  return `${randomBytes(16).toString('base64url')}.${extension}`;
}

/**
 * Files in a directory on this machine, served by the API at `publicBaseUrl` (see the uploads
 * plugin). A file is written to a temporary name and renamed, so a reader never sees half of it.
 */
export function createLocalFileStorage(options: { directory: string; publicBaseUrl: string }): FileStorage {
  const base = `${options.publicBaseUrl}/`;

  const keyOf = (url: string) => storageKeyOf(url, base);

  return {
    async save({ folder, extension, data }) {
      const key = `${folder}/${randomFileName(extension)}`;
      if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`);
      const target = path.join(options.directory, key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, data, { flag: 'wx' });
      await rename(temporary, target);
      return base + key;
    },
    async removeByUrl(url) {
      const key = keyOf(url);
      if (!key) return;
      try {
        await unlink(path.join(options.directory, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
    owns: (url) => keyOf(url) !== null,
  };
}

import { PHOTO_MAX_BYTES } from '@oyna/shared';

export type PhotoProblem = 'photo_invalid' | 'photo_too_large';

/** The image types the server accepts, by their first bytes (the name and declared type can lie). */
export function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  return null;
}

/**
 * Why a chosen file cannot be a profile photo, checked before any upload: too large (over
 * PHOTO_MAX_BYTES) or not a JPG or PNG by its content. Null when it can be cropped and sent.
 */
export async function photoFileProblem(file: Blob): Promise<PhotoProblem | null> {
  if (file.size > PHOTO_MAX_BYTES) return 'photo_too_large';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffImageType(head) ? null : 'photo_invalid';
}

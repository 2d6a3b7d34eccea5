import { PHOTO_MAX_BYTES } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { photoFileProblem, sniffImageType } from './photo-file';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

describe('photo file checks before upload', () => {
  it('knows a PNG and a JPEG by their first bytes', () => {
    expect(sniffImageType(new Uint8Array(PNG_HEAD))).toBe('image/png');
    expect(sniffImageType(new Uint8Array(JPEG_HEAD))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff]))).toBeNull();
  });

  it('accepts a PNG whatever its name or declared type', async () => {
    const file = new Blob([new Uint8Array([...PNG_HEAD, 1, 2, 3])], { type: 'text/plain' });
    await expect(photoFileProblem(file)).resolves.toBeNull();
  });

  it('refuses a text file named like an image', async () => {
    const file = new Blob(['not a picture'], { type: 'image/png' });
    await expect(photoFileProblem(file)).resolves.toBe('photo_invalid');
  });

  it('refuses a photo over 5 MB before reading it', async () => {
    const file = new Blob([new Uint8Array(PNG_HEAD), new Uint8Array(PHOTO_MAX_BYTES)]);
    await expect(photoFileProblem(file)).resolves.toBe('photo_too_large');
    const exactly = new Blob([new Uint8Array(PNG_HEAD), new Uint8Array(PHOTO_MAX_BYTES - PNG_HEAD.length)]);
    await expect(photoFileProblem(exactly)).resolves.toBeNull();
  });
});

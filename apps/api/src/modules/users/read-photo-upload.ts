import { PHOTO_MAX_BYTES } from '@oyna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.js';

/** Multipart limits of a photo upload: one file of at most 5 MB and hardly anything else. */
export const PHOTO_UPLOAD_LIMITS = {
  fileSize: PHOTO_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 100,
} as const;

/** Uploads per minute from one address: decoding and re-encoding a photo costs real CPU. */
export const PHOTO_UPLOADS_PER_MINUTE = 30;

/**
 * The bytes of the one file of a multipart photo upload (the form field is usually `photo`).
 * Whatever the name or the declared type, the content is judged later.
 */
export async function readPhotoUpload(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 415);
  try {
    const file = await request.file();
    if (!file) throw new AppError('photo_missing', 400);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw new AppError('photo_too_large', 413, { cause: error });
    }
    throw error;
  }
}

import sharp from 'sharp';
import { AppError } from '../errors/app-error.js';

/** The largest width or height accepted: more pixels than any phone camera takes. */
export const PHOTO_MAX_DIMENSION = 8000;
/** Profile photos are stored as squares of this many pixels. */
export const PHOTO_OUTPUT_SIZE = 512;

export type ImageType = 'jpeg' | 'png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG or PNG by the file's first bytes, whatever its name or declared type says. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

export interface ProcessedPhoto {
  data: Buffer;
  contentType: 'image/jpeg';
  extension: 'jpg';
}

/**
 * Checks an uploaded photo and re-encodes it: a JPEG or PNG by content, at most 8000 x 8000
 * pixels (read from the header before anything is decoded, so a small file claiming a huge
 * image is refused cheaply), turned upright, cropped to `output` (a 512 x 512 square unless
 * asked otherwise, e.g. a venue's 16:9) around its most interesting part and saved as a JPEG without any metadata (EXIF, GPS, ICC comments).
 */
export async function processProfilePhoto(
  bytes: Buffer,
  output: { width: number; height: number } = { width: PHOTO_OUTPUT_SIZE, height: PHOTO_OUTPUT_SIZE },
): Promise<ProcessedPhoto> {
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('photo_invalid', 400);

  // The header alone first (nothing is decoded), so a huge size is named as such.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw new AppError('photo_invalid', 400, { cause: error });
    });
  if (metadata.format !== type) throw new AppError('photo_invalid', 400);
  const { width, height } = metadata;
  if (!width || !height) throw new AppError('photo_invalid', 400);
  if (width > PHOTO_MAX_DIMENSION || height > PHOTO_MAX_DIMENSION) {
    throw new AppError('photo_dimensions_too_large', 400);
  }

  const image = sharp(bytes, { limitInputPixels: PHOTO_MAX_DIMENSION ** 2, failOn: 'error' });
  try {
    const data = await image
      .rotate()
      .resize(output.width, output.height, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { data, contentType: 'image/jpeg', extension: 'jpg' };
  } catch (error) {
    throw new AppError('photo_invalid', 400, { cause: error });
  }
}

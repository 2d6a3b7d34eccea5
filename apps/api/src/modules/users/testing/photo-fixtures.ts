import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer } from '../../auth/testing/auth-fixtures.js';

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
  field?: string;
}

/** A multipart/form-data body with the given file parts, as a browser sends it. */
export function multipart(parts: FilePart[]) {
  const boundary = `----oyna${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'photo'}"; ` +
        `filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
    ),
    part.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A photo-like image: a gradient, so the encoders have something to do. */
export async function testImage(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 60 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" ` +
            `r="${Math.min(width, height) / 3}" fill="#e4c"/></svg>`,
        ),
      },
    ])
    .withExif({
      IFD0: { Copyright: 'Secret Owner', Artist: 'Elvin', ImageDescription: 'home at 40.4N 49.8E' },
    });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** A real PNG whose header claims `width` x `height`: a decompression bomb's calling card. */
export function pngClaiming(png: Buffer, width: number, height: number): Buffer {
  const bomb = Buffer.from(png);
  // The IHDR chunk: length (4) at 8, type at 12, width at 16, height at 20, CRC after its 13 bytes.
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

/** POST /users/me/photo with `parts`, as the holder of `accessToken` (none: anonymous). */
export function uploadPhoto(
  app: FastifyInstance,
  accessToken: string | undefined,
  parts: FilePart[],
  language = 'az',
) {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/v1/users/me/photo',
    payload: body.payload,
    headers: {
      ...(accessToken && bearer(accessToken)),
      'content-type': body.contentType,
      'accept-language': language,
    },
  });
}

import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * A cached answer compressed once per encoding, instead of on every request by @fastify/compress
 * (decision 98: a browser always sends Accept-Encoding, and compressing the venue list with brotli
 * cost about 450 µs a request against 65 µs for the answer itself). The same encodings, settings
 * and threshold as the compress plugin (plugins/security.ts); what this does not decide exactly as
 * the plugin would (weights, a wildcard, deflate) is left to the plugin.
 */
export type CachedEncoding = 'br' | 'gzip';

/** Smaller answers are sent as they are: here and in the compress plugin (plugins/security.ts). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
// Brotli's quality, here and in the compress plugin (4: 11 costs far more for a few per cent).
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * The encoding the compress plugin would choose for `acceptEncoding`, when it is br or gzip and
 * certain: listed without weights or a wildcard, the plugin takes the first of br, gzip, deflate
 * the client lists. Null: not compressed, or the plugin decides.
 */
export function cachedEncoding(acceptEncoding: string | undefined): CachedEncoding | null {
  if (!acceptEncoding || acceptEncoding.includes(';') || acceptEncoding.includes('*')) return null;
  let gzipListed = false;
  for (const token of acceptEncoding.toLowerCase().split(',')) {
    const name = token.trim();
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === 'x-gzip') gzipListed = true;
  }
  return gzipListed ? 'gzip' : null;
}

/**
 * What a cached answer keeps of its compressed forms, each made once: the bytes once made, so that
 * later requests send them at once (decision 101), the promise while they are being made.
 */
export type EncodedForms = Map<CachedEncoding, Promise<Buffer> | Buffer>;

export function encodedForm(
  forms: EncodedForms,
  body: Buffer,
  encoding: CachedEncoding,
): Buffer | Promise<Buffer> {
  const kept = forms.get(encoding);
  if (kept) return kept;
  const form = encoding === 'br' ? compressBrotli(body, BROTLI_OPTIONS) : compressGzip(body);
  form.then(
    (bytes) => {
      if (forms.get(encoding) === form) forms.set(encoding, bytes);
    },
    // A failure is not kept: the next request tries again.
    () => forms.delete(encoding),
  );
  forms.set(encoding, form);
  return form;
}

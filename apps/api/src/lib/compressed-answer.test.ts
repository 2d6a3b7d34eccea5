import negotiator from '@fastify/accept-negotiator';
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type EncodedForms, cachedEncoding, encodedForm } from './compressed-answer.js';

/** What @fastify/compress chooses (its encodings in our order), for comparison. */
const pluginChoice = (header: string) =>
  negotiator.negotiate(header.toLowerCase().replace(/x-gzip/g, 'gzip'), ['br', 'gzip', 'deflate']);

describe('the encoding of a cached answer', () => {
  it('is the compress plugin’s choice wherever it decides one, and left to the plugin otherwise', () => {
    const headers = [
      'gzip, deflate, br, zstd',
      'gzip, deflate, br',
      'gzip, deflate',
      'deflate, gzip',
      'GZIP',
      'x-gzip',
      'br',
      'deflate',
      'identity',
      'zstd',
      'gzip;q=1, br;q=0.5',
      'br;q=0, gzip',
      '*',
      'gzip, *',
    ];
    for (const header of headers) {
      const chosen = cachedEncoding(header);
      if (chosen !== null) expect(chosen, header).toBe(pluginChoice(header));
    }
    expect(cachedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(cachedEncoding('gzip, deflate')).toBe('gzip');
    expect(cachedEncoding('deflate')).toBeNull();
    expect(cachedEncoding('gzip;q=1, br;q=0.5')).toBeNull();
    expect(cachedEncoding(undefined)).toBeNull();
  });
});

describe('the compressed forms of a cached answer', () => {
  it('are made once per encoding, then given at once as bytes, without a promise', async () => {
    const body = Buffer.from(JSON.stringify({ items: Array.from({ length: 200 }, (_, id) => ({ id })) }));
    const forms: EncodedForms = new Map();
    const first = encodedForm(forms, body, 'br');
    expect(first).toBeInstanceOf(Promise);
    expect(encodedForm(forms, body, 'br')).toBe(first);
    const made = await first;
    const later = encodedForm(forms, body, 'br');
    expect(later).toBe(made);
    expect(brotliDecompressSync(made).equals(body)).toBe(true);
    const gzip = await encodedForm(forms, body, 'gzip');
    expect(gunzipSync(gzip).equals(body)).toBe(true);
    expect(encodedForm(forms, body, 'gzip')).toBe(gzip);
  });
});

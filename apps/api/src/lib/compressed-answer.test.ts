import negotiator from '@fastify/accept-negotiator';
import { describe, expect, it } from 'vitest';
import { cachedEncoding } from './compressed-answer.js';

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

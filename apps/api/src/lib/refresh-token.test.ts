import { describe, expect, it } from 'vitest';
import { hashRefreshToken, newRefreshToken, successorRefreshToken } from './refresh-token.js';

describe('refresh tokens', () => {
  it('are 256 random bits in base64url, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newRefreshToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as their SHA-256 in hex', () => {
    expect(hashRefreshToken('refresh-token-example')).toBe(
      '2507c061ba0e4deee6b5743d8d6487f7f5d3e6550a0711f6cadb49e2ff1ba0c4',
    );
    expect(hashRefreshToken('a')).not.toBe(hashRefreshToken('b'));
  });

  it('have a successor only the key can compute, the same every time, shaped like a token', () => {
    const token = newRefreshToken();
    const next = successorRefreshToken('key-one', token);
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(successorRefreshToken('key-one', token)).toBe(next);
    expect(successorRefreshToken('key-two', token)).not.toBe(next);
    expect(successorRefreshToken('key-one', newRefreshToken())).not.toBe(next);
  });
});

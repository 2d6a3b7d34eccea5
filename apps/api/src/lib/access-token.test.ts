import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, bearerToken, createAccessTokens } from './access-token.js';

const claims = {
  userId: '6f1c2a8e-3b7d-4c1e-9a55-2d8f0b6c4e11',
  role: 'player' as const,
  sessionId: '0b9e7c3a-5d21-4f68-8e4b-7a1c9d2e3f40',
};
const tokens = createAccessTokens('a-test-secret-of-more-than-32-characters!');

describe('access tokens', () => {
  it('carry the user (sub), the role and the session family (sid), valid 15 minutes', async () => {
    const token = await tokens.sign(claims);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(payload).toMatchObject({ sub: claims.userId, role: 'player', sid: claims.sessionId });
    expect(payload.exp - payload.iat).toBe(ACCESS_TOKEN_TTL_SECONDS);
    // The claims, and when they stop being good (what the API remembers a checked token until).
    expect(await tokens.verify(token)).toEqual({ ...claims, expiresAt: new Date(payload.exp * 1000) });
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).alg).toBe('HS256');
  });

  it('are refused once expired, unless a logout only needs to know the session', async () => {
    const signedAt = new Date('2026-03-01T10:00:00Z');
    const token = await tokens.sign(claims, { now: signedAt });
    const later = new Date(signedAt.getTime() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await tokens.verify(token, { now: later })).toBeNull();
    expect(await tokens.verify(token, { now: later, acceptExpired: true })).toEqual({
      ...claims,
      expiresAt: new Date(signedAt.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000),
    });
  });

  it('are refused when signed with another key or garbled', async () => {
    const foreign = await createAccessTokens('another-secret-of-more-than-32-characters').sign(claims);
    expect(await tokens.verify(foreign)).toBeNull();
    expect(await tokens.verify(foreign, { acceptExpired: true })).toBeNull();
    expect(await tokens.verify('not-a-token')).toBeNull();
    const token = await tokens.sign(claims);
    expect(await tokens.verify(`${token}x`)).toBeNull();
  });
});

describe('bearerToken', () => {
  it('reads the token of a Bearer header and nothing else', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('BEARER abc')).toBe('abc');
    expect(bearerToken('Bearer')).toBeUndefined();
    expect(bearerToken('Token abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

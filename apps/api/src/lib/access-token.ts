import { randomBytes } from 'node:crypto';
import { type UserRole, userRoleSchema } from '@oyna/shared';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';

/** Access tokens live 15 minutes; the refresh token gets the next one. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'oyna';
const AUDIENCE = 'oyna-api';
const EXPIRED_GRACE_SECONDS = 31 * 24 * 60 * 60;

/** What an access token says: the user, their role and the session family (`sid`) it belongs to. */
export interface AccessTokenClaims {
  userId: string;
  role: UserRole;
  sessionId: string;
}

export interface AccessTokens {
  sign(claims: AccessTokenClaims, options?: { now?: Date }): Promise<string>;
  /**
   * The claims of a valid token; null for anything else (garbled, expired, foreign, wrong key).
   * `acceptExpired` still checks the signature but takes a token that expired within a month: to
   * know which session a logout is for.
   */
  verify(
    token: string,
    options?: { now?: Date; acceptExpired?: boolean },
  ): Promise<(AccessTokenClaims & { expiresAt: Date }) | null>;
}

const payloadSchema = z.object({ sub: z.uuid(), role: userRoleSchema, sid: z.uuid() });

/** A random key for a process started without JWT_SECRET: its tokens die with the process. */
export function randomJwtSecret(): string {
  return randomBytes(48).toString('base64url');
}

/** Signs and verifies HS256 access tokens with one secret (JWT_SECRET). */
export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, role, sessionId }, { now = new Date() } = {}) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token, { now = new Date(), acceptExpired = false } = {}) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
          ...(acceptExpired && { clockTolerance: EXPIRED_GRACE_SECONDS }),
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const claims = payloadSchema.safeParse(payload);
        if (!claims.success) return null;
        return {
          userId: claims.data.sub,
          role: claims.data.role,
          sessionId: claims.data.sid,
          expiresAt: new Date((payload.exp ?? 0) * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header; the scheme is case-insensitive. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i);
  return match?.[1];
}

import { createHash, randomBytes } from 'node:crypto';

/** A new refresh token: 256 random bits, base64url. Only its hash is ever stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 of a refresh token (hex): the only form the database keeps. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A new refresh token: 256 random bits, base64url. Only its hash is ever stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The token that follows `token` when it is rotated: HMAC-SHA-256 under a server key, base64url.
 * Only the server can compute it, and it can compute it again, so a refresh repeated within the
 * grace window answers the same new token although only hashes are stored (decision record 0003).
 */
export function successorRefreshToken(key: string, token: string): string {
  return createHmac('sha256', key).update(`refresh-successor:${token}`, 'utf8').digest('base64url');
}

/** The SHA-256 of a refresh token (hex): the only form the database keeps. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

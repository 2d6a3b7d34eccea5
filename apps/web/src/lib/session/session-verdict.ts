import { ApiError } from '../api-error';

/**
 * True when the server answered and refused the session (401, 403, a 400 for a malformed token).
 * No network, a timeout, 408, 429 and 5xx are no verdict: a player in the metro or behind a
 * busy carrier NAT stays signed in (docs/product-rules.md#session).
 */
export function isSessionRefused(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status === null) return false;
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/** A 401: the access token was not accepted (it may only have expired). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The one-click unsubscribe token of an alert email (RFC 8058): `<alert id>.<HMAC-SHA256>` under
 * the alert's own random key, so a token names one alert and cannot be forged or moved to another
 * (decision 76). Deleting the alert voids its tokens.
 */

/** A new alert's signing key. */
export function newUnsubscribeKey(): string {
  return randomBytes(32).toString('base64url');
}

function mac(alertId: string, key: string): string {
  return createHmac('sha256', key).update(`alert-unsubscribe:${alertId}`).digest('base64url');
}

export function unsubscribeToken(alertId: string, key: string): string {
  return `${alertId}.${mac(alertId, key)}`;
}

/** The alert id a token claims, before its signature is checked; null when it is not shaped like one. */
export function tokenAlertId(token: string): string | null {
  const [alertId, signature, ...rest] = token.split('.');
  if (!alertId || !signature || rest.length > 0) return null;
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(alertId) ? alertId : null;
}

export function tokenIsValid(token: string, alertId: string, key: string): boolean {
  const expected = Buffer.from(unsubscribeToken(alertId, key));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

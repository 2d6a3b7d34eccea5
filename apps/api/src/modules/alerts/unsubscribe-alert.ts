import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameAlerts } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { tokenAlertId, tokenIsValid } from './alert-token.js';
import { pauseUnsubscribed } from './manage-alerts.js';

/**
 * The one-click unsubscribe of an alert email (RFC 8058), without signing in: the token's signature
 * under the alert's key is checked, then exactly that alert is paused. A forged, altered or stale
 * token (its alert deleted) is refused with one answer, so it tells nothing about which alerts exist.
 */
export async function unsubscribeAlert(
  db: Db,
  input: { token: string; now?: Date },
): Promise<{ paused: true }> {
  const alertId = tokenAlertId(input.token);
  const [alert] = alertId
    ? await db
        .select({ id: gameAlerts.id, key: gameAlerts.unsubscribeKey })
        .from(gameAlerts)
        .where(eq(gameAlerts.id, alertId))
    : [];
  if (!alert || !tokenIsValid(input.token, alert.id, alert.key))
    throw new AppError('alert_token_invalid', 403);
  await pauseUnsubscribed(db, alert.id, input.now ?? new Date());
  return { paused: true };
}

import type { PushSubscription, PushSubscriptionInput } from '@oyna/shared';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type PushSubscriptionRow, pushSubscriptions } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { newestFirst } from '../../lib/page-query.js';

/** Devices a player keeps subscribed at once; subscribing another drops the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_PLAYER = 10;
/** The longest User-Agent kept to name the device. */
const USER_AGENT_MAX_LENGTH = 256;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function pushSubscriptionResponse(row: PushSubscriptionRow): PushSubscription {
  return { id: row.id, user_agent: row.userAgent, created_at: row.createdAt.toISOString() };
}

const UNSTORABLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A User-Agent header fit to keep: bounded, without control characters or half a surrogate pair. */
export function storableUserAgent(header: string | undefined): string {
  return (header ?? '').slice(0, USER_AGENT_MAX_LENGTH).replace(UNSTORABLE, '');
}

/**
 * Browsers' push services are reached over HTTPS only; plain HTTP is accepted on loopback outside
 * production (the local push service of the tests), so the server never posts to arbitrary plain-HTTP hosts.
 */
function endpointAllowed(endpoint: string, production: boolean): boolean {
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return !production && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/** RFC 8291: p256dh is an uncompressed P-256 point (65 bytes, 0x04 first), auth a 16-byte secret. */
function keysUsable(keys: PushSubscriptionInput['keys']): boolean {
  const point = Buffer.from(keys.p256dh, 'base64url');
  return point.length === 65 && point[0] === 4 && Buffer.from(keys.auth, 'base64url').length === 16;
}

/** Refuses (400 `push_subscription_invalid`) a subscription no push service could be reached at. */
export function assertUsableSubscription(input: PushSubscriptionInput, production: boolean): void {
  if (!endpointAllowed(input.endpoint, production) || !keysUsable(input.keys)) {
    throw new AppError('push_subscription_invalid', 400);
  }
}

/**
 * Keeps a browser's push subscription for the signed-in player. The endpoint names the browser:
 * subscribing it again updates its keys, and a browser that another account subscribed before
 * moves to this one (one device, the player signed in on it now).
 */
export async function savePushSubscription(
  db: Db,
  options: {
    userId: string;
    input: PushSubscriptionInput;
    userAgent: string | undefined;
    production: boolean;
  },
): Promise<PushSubscription> {
  const { userId, input } = options;
  assertUsableSubscription(input, options.production);
  const userAgent = storableUserAgent(options.userAgent);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userAgent,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent, createdAt: new Date() },
      })
      .returning();
    if (!row) throw new Error('push subscription not saved');
    const kept = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(...newestFirst(pushSubscriptions))
      .limit(MAX_PUSH_SUBSCRIPTIONS_PER_PLAYER);
    await tx.delete(pushSubscriptions).where(
      and(
        eq(pushSubscriptions.userId, userId),
        notInArray(
          pushSubscriptions.id,
          kept.map((each) => each.id),
        ),
      ),
    );
    return pushSubscriptionResponse(row);
  });
}

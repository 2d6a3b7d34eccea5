import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CalendarFeedLink, CalendarFeedStatus } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { calendarFeeds } from '../../db/schema.js';

/** A feed secret: 32 random bytes, URL-safe; only its SHA-256 is stored (decision 78). */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new feed secret (a player's feed, a team's feed). */
export function newFeedToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Whether a secret from an address has the form of one (anything else is not looked up). */
export function isFeedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** A feed's address under the API (`/calendar/…`): over https, and as `webcal://` to subscribe. */
export function feedAddress(publicUrl: string, path: string): Pick<CalendarFeedLink, 'url' | 'webcal_url'> {
  const url = `${publicUrl}/api/v1/calendar/${path}`;
  return { url, webcal_url: url.replace(/^https?:\/\//, 'webcal://') };
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The feed's addresses: https for a browser or a calendar's "from URL", and webcal:// to subscribe. */
export function feedLinks(publicUrl: string, token: string): Pick<CalendarFeedLink, 'url' | 'webcal_url'> {
  return feedAddress(publicUrl, `${token}/oyna.ics`);
}

/** Whether the player has a feed and since when; its secret cannot be shown again. */
export async function calendarFeedStatus(db: Db, userId: string): Promise<CalendarFeedStatus> {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { active: Boolean(feed), created_at: feed?.createdAt.toISOString() ?? null };
}

/**
 * Makes the player's feed, or a new secret for it: the old address stops working at once. The
 * secret is returned this once, inside its addresses.
 */
export async function makeCalendarFeed(
  db: Db,
  input: { userId: string; publicUrl: string; now?: Date },
): Promise<CalendarFeedLink> {
  const now = input.now ?? new Date();
  const token = newFeedToken();
  await db
    .insert(calendarFeeds)
    .values({ userId: input.userId, tokenHash: hashOf(token), createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hashOf(token), createdAt: now } });
  return { ...feedLinks(input.publicUrl, token), created_at: now.toISOString() };
}

/** The player's feed stops working; revoking a feed that does not exist changes nothing. */
export async function revokeCalendarFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/**
 * The player a feed secret belongs to, or null for any secret that is not a live one (malformed,
 * revoked, replaced). The row is found by the secret's hash and the hashes compared in constant time.
 */
export async function feedOwner(db: Db, token: string): Promise<string | null> {
  if (!isFeedToken(token)) return null;
  const hash = hashOf(token);
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, tokenHash: calendarFeeds.tokenHash })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hash));
  if (!feed) return null;
  const same = timingSafeEqual(Buffer.from(feed.tokenHash, 'hex'), Buffer.from(hash, 'hex'));
  return same ? feed.userId : null;
}

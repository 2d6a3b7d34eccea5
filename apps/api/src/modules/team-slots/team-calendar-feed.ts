import type { TeamCalendarFeed } from '@oyna/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teamCalendarFeeds, teams } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { feedAddress, isFeedToken, newFeedToken } from '../calendar/calendar-feeds.js';
import { slotManager, slotReader } from './team-slot-access.js';

/** The team feed's addresses for its secret. */
function teamFeed(publicUrl: string, token: string, createdAt: Date): TeamCalendarFeed {
  return { ...feedAddress(publicUrl, `teams/${token}/oyna.ics`), created_at: createdAt.toISOString() };
}

const NO_FEED: TeamCalendarFeed = { url: null, webcal_url: null, created_at: null };

/** The team's calendar feed address, for every member to copy (null until a manager makes it). */
export async function teamCalendarFeedOf(
  db: Db,
  input: { actor: AuthUser; teamId: string; publicUrl: string },
): Promise<TeamCalendarFeed> {
  await slotReader(db, input.actor, input.teamId);
  const [feed] = await db.select().from(teamCalendarFeeds).where(eq(teamCalendarFeeds.teamId, input.teamId));
  return feed ? teamFeed(input.publicUrl, feed.token, feed.createdAt) : NO_FEED;
}

/** The captain or a vice-captain makes the team's feed, or a new address for it: the old one stops working. */
export async function makeTeamCalendarFeed(
  db: Db,
  input: { actor: AuthUser; teamId: string; publicUrl: string; now?: Date },
): Promise<TeamCalendarFeed> {
  const now = input.now ?? new Date();
  await slotManager(db, input.actor, input.teamId);
  const token = newFeedToken();
  await db
    .insert(teamCalendarFeeds)
    .values({ teamId: input.teamId, token, createdAt: now })
    .onConflictDoUpdate({ target: teamCalendarFeeds.teamId, set: { token, createdAt: now } });
  return teamFeed(input.publicUrl, token, now);
}

/** The captain or a vice-captain revokes the team's feed: its address stops working. */
export async function revokeTeamCalendarFeed(
  db: Db,
  input: { actor: AuthUser; teamId: string },
): Promise<void> {
  await slotManager(db, input.actor, input.teamId);
  await db.delete(teamCalendarFeeds).where(eq(teamCalendarFeeds.teamId, input.teamId));
}

/** The team a feed secret belongs to (not deleted), or null for any other secret. */
export async function teamOfFeed(db: Db, token: string): Promise<{ id: string; name: string } | null> {
  if (!isFeedToken(token)) return null;
  const [team] = await db
    .select({ id: teams.id, name: teams.name })
    .from(teamCalendarFeeds)
    .innerJoin(teams, eq(teams.id, teamCalendarFeeds.teamId))
    .where(and(eq(teamCalendarFeeds.token, token), isNull(teams.deletedAt)));
  return team ?? null;
}

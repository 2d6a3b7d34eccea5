import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { gameSeries, seriesRegulars } from '../../db/schema.js';
import type { DeletionBlockerFinder } from '../users/deletion/account-deletion-hooks.js';

/** A weekly game still publishing dates (active or paused) that the player organizes (decision 91). */
export const organizedSeriesBlocker: DeletionBlockerFinder = async (tx, { userId }) => {
  const rows = await tx
    .select({ title: gameSeries.title, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(gameSeries)
    .where(and(eq(gameSeries.organizerId, userId), inArray(gameSeries.status, ['active', 'paused'])))
    .orderBy(asc(gameSeries.title))
    .limit(5);
  return { reason: 'organizes_series', count: rows[0]?.total ?? 0, names: rows.map((row) => row.title) };
};

/**
 * A regular place asked for or held in a weekly game: each date would book the player again, so it
 * counts with the upcoming bookings, and is given up first (decision 91).
 */
export const regularPlacesBlocker: DeletionBlockerFinder = async (tx, { userId }) => {
  const rows = await tx
    .select({ title: gameSeries.title, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(seriesRegulars)
    .innerJoin(gameSeries, eq(gameSeries.id, seriesRegulars.seriesId))
    .where(and(eq(seriesRegulars.userId, userId), inArray(seriesRegulars.status, ['pending', 'active'])))
    .orderBy(asc(gameSeries.title))
    .limit(5);
  return { reason: 'upcoming_bookings', count: rows[0]?.total ?? 0, names: rows.map((row) => row.title) };
};

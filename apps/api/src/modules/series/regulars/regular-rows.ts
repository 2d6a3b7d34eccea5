import type { SeriesRegularDateState } from '@oyna/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import {
  type GameSeriesRow,
  type SeriesRegularRow,
  gameSeries,
  seriesRegularDates,
  seriesRegulars,
} from '../../../db/schema.js';
import { AppError, notFound } from '../../../errors/app-error.js';

/** The series, locked: joins, approvals and bookings of regulars of one series follow each other. */
export async function lockSeries(tx: DbExecutor, seriesId: string): Promise<GameSeriesRow> {
  const [series] = await tx.select().from(gameSeries).where(eq(gameSeries.id, seriesId)).for('update');
  if (!series) throw notFound('series_not_found');
  return series;
}

export async function readSeries(db: DbExecutor, seriesId: string): Promise<GameSeriesRow> {
  const [series] = await db.select().from(gameSeries).where(eq(gameSeries.id, seriesId));
  if (!series) throw notFound('series_not_found');
  return series;
}

export async function findRegular(
  db: DbExecutor,
  seriesId: string,
  userId: string,
): Promise<SeriesRegularRow | undefined> {
  const [row] = await db
    .select()
    .from(seriesRegulars)
    .where(and(eq(seriesRegulars.seriesId, seriesId), eq(seriesRegulars.userId, userId)));
  return row;
}

/**
 * Changes a player's place among a series' regulars while it stands (asked for or active), and
 * returns it as changed; 404 `series_regular_not_found` when the player has no such place.
 */
export async function updateStandingRegular(
  db: DbExecutor,
  key: { seriesId: string; userId: string },
  set: Partial<typeof seriesRegulars.$inferInsert>,
): Promise<SeriesRegularRow> {
  const [changed] = await db
    .update(seriesRegulars)
    .set(set)
    .where(
      and(
        eq(seriesRegulars.seriesId, key.seriesId),
        eq(seriesRegulars.userId, key.userId),
        inArray(seriesRegulars.status, ['pending', 'active']),
      ),
    )
    .returning();
  if (!changed) throw new AppError('series_regular_not_found', 404);
  return changed;
}

export async function countActiveRegulars(db: DbExecutor, seriesId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(seriesRegulars)
    .where(and(eq(seriesRegulars.seriesId, seriesId), eq(seriesRegulars.status, 'active')));
  return row?.n ?? 0;
}

/** Writes what became of a regular on a date (one row per regular and date; the newest word wins). */
export async function setRegularDate(
  db: DbExecutor,
  row: {
    seriesId: string;
    userId: string;
    date: string;
    state: SeriesRegularDateState;
    reason?: string | null;
    gameId?: string | null;
    now: Date;
  },
): Promise<void> {
  const values = {
    state: row.state,
    reason: row.reason ?? null,
    gameId: row.gameId ?? null,
    updatedAt: row.now,
  };
  await db
    .insert(seriesRegularDates)
    .values({ seriesId: row.seriesId, userId: row.userId, date: row.date, ...values, createdAt: row.now })
    .onConflictDoUpdate({
      target: [seriesRegularDates.seriesId, seriesRegularDates.userId, seriesRegularDates.date],
      set: values,
    });
}

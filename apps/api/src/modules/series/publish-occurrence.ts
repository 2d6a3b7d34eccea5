import { and, eq, lte } from 'drizzle-orm';
import type { Occurrence } from '@oyna/schedule';
import type { Db } from '../../db/database.js';
import {
  type GameSeriesRow,
  gameSeries,
  gameSeriesDates,
  gameSeriesPlannedChanges,
  games,
} from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { assertVenueHasPitches } from '../games/venue-pitches.js';
import { notifySeriesDateRefused } from './notify-date-refused.js';
import { type RegularsTally, bookRegularsAtPublication } from './regulars/book-regulars-at-publication.js';
import type { GameHooks } from '../games/game-hooks.js';

/** What publishing one date came to: its game, a refusal (the error code), or another process's work. */
export type PublicationOutcome =
  | { kind: 'published'; gameId: string; regulars: RegularsTally }
  | { kind: 'refused'; problem: string }
  | { kind: 'already_done' }
  /** The series changed since the round read it, or a planned change is due first: read it again. */
  | { kind: 'stale' };

/**
 * Publishes one date of a series as an ordinary game, open for booking at once. The date's row is
 * claimed first (its primary key; for a date moved before publication, its move from `moved` to
 * `published`): of two processes publishing the same date, the second finds it taken and does
 * nothing, so a date becomes a game exactly once. A date the venue cannot take (no free
 * pitch, the venue closed) is kept as refused with its reason, and the organizer is told. The
 * series' regulars are booked in the same transaction (decision 74): with the date, once.
 */
export async function publishOccurrence(
  db: Db,
  input: {
    series: GameSeriesRow;
    occurrence: Occurrence;
    now: Date;
    claim?: 'new' | 'moved';
    hooks: GameHooks;
  },
): Promise<PublicationOutcome> {
  const { series, occurrence, now } = input;
  return db.transaction(async (tx): Promise<PublicationOutcome> => {
    // Under the series' lock (shared: publishers go side by side), the terms are those a change has
    // just set, and no planned change from this date or before is left to apply (decision 81).
    const [current] = await tx.select().from(gameSeries).where(eq(gameSeries.id, series.id)).for('share');
    if (!current || JSON.stringify(current) !== JSON.stringify(series)) return { kind: 'stale' };
    const [waiting] = await tx
      .select({ id: gameSeriesPlannedChanges.id })
      .from(gameSeriesPlannedChanges)
      .where(
        and(
          eq(gameSeriesPlannedChanges.seriesId, series.id),
          lte(gameSeriesPlannedChanges.fromDate, occurrence.date),
        ),
      )
      .limit(1);
    if (waiting) return { kind: 'stale' };
    const thisDate = and(eq(gameSeriesDates.seriesId, series.id), eq(gameSeriesDates.date, occurrence.date));
    const [claimed] =
      input.claim === 'moved'
        ? await tx
            .update(gameSeriesDates)
            .set({ state: 'published' })
            .where(and(thisDate, eq(gameSeriesDates.state, 'moved')))
            .returning({ date: gameSeriesDates.date })
        : await tx
            .insert(gameSeriesDates)
            .values({ seriesId: series.id, date: occurrence.date, state: 'published' })
            .onConflictDoNothing()
            .returning({ date: gameSeriesDates.date });
    if (!claimed) return { kind: 'already_done' };

    try {
      await assertVenueHasPitches(tx, {
        venueId: series.venueId,
        planned: [{ startsAt: occurrence.startsAt, durationMinutes: series.durationMinutes }],
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await tx.update(gameSeriesDates).set({ state: 'refused', problem: error.code }).where(thisDate);
      await notifySeriesDateRefused(tx, {
        series,
        startsAt: occurrence.startsAt,
        problem: error.code,
        dedupeKey: `series_date_refused:${series.id}:${occurrence.date}`,
        now,
      });
      return { kind: 'refused', problem: error.code };
    }

    const [game] = await tx
      .insert(games)
      .values({
        venueId: series.venueId,
        organizerId: series.organizerId,
        seriesId: series.id,
        title: series.title,
        description: series.description,
        startsAt: occurrence.startsAt,
        durationMinutes: series.durationMinutes,
        format: series.format,
        capacity: series.capacity,
        kind: series.kind,
        priceQepik: series.priceQepik,
        minLevel: series.minLevel,
        maxLevel: series.maxLevel,
        hasReferee: series.hasReferee,
        guestsAllowed: series.guestsAllowed,
        videoCoverage: series.videoCoverage,
        registrationOpensAt: now,
      })
      .returning({ id: games.id });
    await tx.update(gameSeriesDates).set({ gameId: game!.id }).where(thisDate);
    const regulars = await bookRegularsAtPublication(tx, {
      series,
      date: occurrence.date,
      gameId: game!.id,
      now,
      hooks: input.hooks,
    });
    return { kind: 'published', gameId: game!.id, regulars };
  });
}

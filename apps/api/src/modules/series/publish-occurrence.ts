import { and, eq } from 'drizzle-orm';
import type { Occurrence } from '@oyna/schedule';
import type { Db } from '../../db/database.js';
import { type GameSeriesRow, gameSeriesDates, games, venues } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { assertVenueHasPitches } from '../games/venue-pitches.js';
import { notify } from '../notifications/notify.js';
import { type RegularsTally, bookRegularsAtPublication } from './regulars/book-regulars-at-publication.js';

/** What publishing one date came to: its game, a refusal (the error code), or another process's work. */
export type PublicationOutcome =
  | { kind: 'published'; gameId: string; regulars: RegularsTally }
  | { kind: 'refused'; problem: string }
  | { kind: 'already_done' };

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
  input: { series: GameSeriesRow; occurrence: Occurrence; now: Date; claim?: 'new' | 'moved' },
): Promise<PublicationOutcome> {
  const { series, occurrence, now } = input;
  return db.transaction(async (tx): Promise<PublicationOutcome> => {
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
      const [venue] = await tx
        .select({ name: venues.name })
        .from(venues)
        .where(eq(venues.id, series.venueId));
      await notify(
        tx,
        series.organizerId,
        {
          kind: 'series_date_refused',
          payload: {
            series_id: series.id,
            title: series.title,
            starts_at: occurrence.startsAt.toISOString(),
            venue: venue?.name ?? '',
            problem: error.code,
          },
        },
        { dedupeKey: `series_date_refused:${series.id}:${occurrence.date}`, now },
      );
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
    });
    return { kind: 'published', gameId: game!.id, regulars };
  });
}

import { type TimeSpan, hasFreePitch } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { venues } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { assertVenueHasPitches, bookedSpansAt } from '../games/venue-pitches.js';

const MINUTE_MS = 60_000;
/** How far back a fixture looks for a free pitch before giving up. */
const SEARCH_MS = 7 * 24 * 60 * MINUTE_MS;

/**
 * The latest start at or before `latest` (and not before `earliest`) at which a game of
 * `durationMs` finds a free pitch beside `booked`; null when there is none. Moving a span earlier
 * frees it only when its end passes the start of a game that blocked it, so the candidates are
 * `latest` and each booked start less the duration.
 */
export function latestFreeStart(
  booked: readonly TimeSpan[],
  pitchCount: number,
  window: { latest: number; earliest: number; durationMs: number },
): number | null {
  const candidates = [window.latest, ...booked.map((span) => span.start - window.durationMs)]
    .filter((start) => start <= window.latest && start >= window.earliest)
    .sort((a, b) => b - a);
  return (
    candidates.find((start) => hasFreePitch(booked, { start, end: start + window.durationMs }, pitchCount)) ??
    null
  );
}

/**
 * Where a fixture moves a game of the venue to: at `latest` when a pitch is free then, else at the
 * latest earlier moment one is (within a week; else 409 `venue_pitches_taken`), so a moved match never
 * takes a pitch another game holds. Locks the venue (after the caller's game, as every move does).
 */
export async function latestFreeStartAt(
  tx: DbExecutor,
  input: { venueId: number; durationMinutes: number; latest: Date; ignoreGameIds: readonly string[] },
): Promise<Date> {
  await assertVenueHasPitches(tx, { venueId: input.venueId, planned: [] });
  const [venue] = await tx
    .select({ pitchCount: venues.pitchCount })
    .from(venues)
    .where(eq(venues.id, input.venueId));
  const durationMs = input.durationMinutes * MINUTE_MS;
  const latest = input.latest.getTime();
  const earliest = latest - SEARCH_MS;
  const booked = await bookedSpansAt(tx, {
    venueId: input.venueId,
    from: new Date(earliest),
    to: new Date(latest + durationMs),
    ignoreGameIds: input.ignoreGameIds,
  });
  const start = latestFreeStart(booked, venue?.pitchCount ?? 0, { latest, earliest, durationMs });
  if (start === null)
    throw new AppError('venue_pitches_taken', 409, {
      params: { starts_at: input.latest, pitches: String(venue?.pitchCount ?? 0) },
    });
  return new Date(start);
}

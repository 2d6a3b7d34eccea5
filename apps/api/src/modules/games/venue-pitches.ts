import { type TimeSpan, hasFreePitch } from '@oyna/shared';
import { and, eq, gt, lt, notInArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { games, venues } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';

/** A game's place in a venue's day: when it starts and how long it runs. */
export interface PlannedGame {
  startsAt: Date;
  durationMinutes: number;
}

const MINUTE_MS = 60_000;

/**
 * Refuses games that would need more pitches than the venue has at some moment: every planned game
 * is checked against the venue's other open games (cancelled ones free their pitch). The venue's row
 * is locked first, so two organizers publishing at the same venue at once are checked one after the
 * other and cannot both take the last pitch. Lock order: the game (when moving one), then the venue.
 */
export async function assertVenueHasPitches(
  tx: DbExecutor,
  input: { venueId: number; planned: readonly PlannedGame[]; ignoreGameIds?: readonly string[] },
): Promise<void> {
  const [venue] = await tx
    .select({ id: venues.id, pitchCount: venues.pitchCount, deactivatedAt: venues.deactivatedAt })
    .from(venues)
    .where(eq(venues.id, input.venueId))
    .for('update');
  if (!venue) throw new AppError('venue_not_found', 404);
  // A deactivated venue takes no new or moved games (decision 20).
  if (venue.deactivatedAt) throw new AppError('venue_inactive', 422);
  if (input.planned.length === 0) return;

  const spans = input.planned.map((game) => ({
    start: game.startsAt.getTime(),
    end: game.startsAt.getTime() + game.durationMinutes * MINUTE_MS,
  }));
  const from = new Date(Math.min(...spans.map((span) => span.start)));
  const to = new Date(Math.max(...spans.map((span) => span.end)));
  const bookedSpans = await bookedSpansAt(tx, {
    venueId: venue.id,
    from,
    to,
    ignoreGameIds: input.ignoreGameIds ?? [],
  });

  for (const [index, span] of spans.entries()) {
    // The other games of the same series count too (weekly games never meet, but be exact).
    const others = [...bookedSpans, ...spans.filter((_, other) => other !== index)];
    if (!hasFreePitch(others, span, venue.pitchCount)) {
      throw new AppError('venue_pitches_taken', 409, {
        params: { starts_at: new Date(span.start), pitches: String(venue.pitchCount) },
      });
    }
  }
}

/**
 * The spans of the venue's games (not cancelled) that overlap `from`–`to`, in milliseconds: what
 * holds a pitch there then. Games in `ignoreGameIds` (the ones being moved) are left out.
 */
export async function bookedSpansAt(
  tx: DbExecutor,
  input: { venueId: number; from: Date; to: Date; ignoreGameIds: readonly string[] },
): Promise<TimeSpan[]> {
  const rows = await tx
    .select({ startsAt: games.startsAt, durationMinutes: games.durationMinutes })
    .from(games)
    .where(
      and(
        eq(games.venueId, input.venueId),
        sql`${games.status} <> 'cancelled'`,
        lt(games.startsAt, input.to),
        gt(sql`${games.startsAt} + make_interval(mins => ${games.durationMinutes}::int)`, input.from),
        input.ignoreGameIds.length > 0 ? notInArray(games.id, [...input.ignoreGameIds]) : undefined,
      ),
    );
  return rows.map((row) => ({
    start: row.startsAt.getTime(),
    end: row.startsAt.getTime() + row.durationMinutes * MINUTE_MS,
  }));
}

import { hasFreePitch, type TimeSpan } from '@oyna/shared';

/**
 * The demo seed's record of which pitches are taken when, so that no seeded game needs more pitches
 * than its venue has (the rule `POST /games` enforces, in venue-pitches.ts).
 */
export interface PitchCalendar {
  /** Books the span at the venue and returns true when a pitch is free all along; false otherwise. */
  book(venue: { id: number; pitchCount: number }, span: TimeSpan): boolean;
}

export function createPitchCalendar(): PitchCalendar {
  const booked = new Map<number, TimeSpan[]>();
  return {
    book(venue, span) {
      const spans = booked.get(venue.id) ?? [];
      if (!hasFreePitch(spans, span, venue.pitchCount)) return false;
      spans.push(span);
      booked.set(venue.id, spans);
      return true;
    },
  };
}

/** How many other venues the seed tries before it drops a game that found no free pitch. */
export const VENUE_ATTEMPTS = 8;

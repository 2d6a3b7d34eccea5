/** A game's time at a venue: from kick-off to the final whistle, in milliseconds since the epoch. */
export interface TimeSpan {
  start: number;
  end: number;
}

/** True when the two spans share a moment; a game ending at 20:00 does not overlap one starting then. */
export function spansOverlap(a: TimeSpan, b: TimeSpan): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * The most of `spans` that run at one moment inside `window`: how many pitches they need there.
 * Two games that each overlap the window but not each other need one pitch, not two.
 */
export function peakOverlap(spans: readonly TimeSpan[], window: TimeSpan): number {
  const events: [number, number][] = [];
  for (const span of spans) {
    if (!spansOverlap(span, window)) continue;
    events.push([Math.max(span.start, window.start), 1], [Math.min(span.end, window.end), -1]);
  }
  // At the same instant an end comes before a start: back-to-back games share a pitch.
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let running = 0;
  let peak = 0;
  for (const [, change] of events) {
    running += change;
    peak = Math.max(peak, running);
  }
  return peak;
}

/** True when a venue with `pitchCount` pitches still has one free for `candidate` alongside `booked`. */
export function hasFreePitch(booked: readonly TimeSpan[], candidate: TimeSpan, pitchCount: number): boolean {
  return peakOverlap(booked, candidate) < pitchCount;
}

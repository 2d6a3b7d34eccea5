import { peakOverlap } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { generateGameSeeds } from './game-seeds.js';
import { venueSeeds } from './venue-seeds.js';

const venues = venueSeeds.map((venue, index) => ({
  id: index + 1,
  name: venue.name,
  type: venue.type,
  pitchCount: venue.pitchCount ?? 1,
}));

describe('the upcoming games of the demo seed', () => {
  const seeds = generateGameSeeds(venues, '2026-11-23');

  it('are about 300 over four weeks, the same for the same date', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(280);
    expect(generateGameSeeds(venues, '2026-11-23')).toEqual(seeds);
  });

  it('never need more pitches at a venue than it has', () => {
    const spans = seeds.map(({ game }) => ({
      venueId: game.venueId,
      start: (game.startsAt as Date).getTime(),
      end: (game.startsAt as Date).getTime() + game.durationMinutes * 60_000,
    }));
    for (const span of spans) {
      const atVenue = spans.filter((other) => other.venueId === span.venueId);
      const pitches = venues.find((venue) => venue.id === span.venueId)?.pitchCount ?? 0;
      expect(peakOverlap(atVenue, span)).toBeLessThanOrEqual(pitches);
    }
  });

  it('have titles that read the same in every language: the format and the venue', () => {
    for (const { game } of seeds) expect(game.title).toMatch(/^\d+×\d+ · .+/);
  });
});

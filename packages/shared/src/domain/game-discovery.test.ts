import { describe, expect, it } from 'vitest';
import { dateChipRange, distanceKm } from './game-discovery.js';

const baku = (local: string) => new Date(`${local}+04:00`);

describe('date chips are Baku days', () => {
  // Wednesday 25 November 2026, 23:30 in Baku (19:30 UTC): still Wednesday in Baku.
  const wednesdayNight = baku('2026-11-25T23:30:00');

  it('today is the rest of today, tomorrow the whole next day, whatever the machine zone', () => {
    expect(dateChipRange('today', wednesdayNight)).toEqual({
      from: wednesdayNight,
      to: baku('2026-11-26T00:00:00'),
    });
    expect(dateChipRange('tomorrow', wednesdayNight)).toEqual({
      from: baku('2026-11-26T00:00:00'),
      to: baku('2026-11-27T00:00:00'),
    });
  });

  it('the weekend is the coming Saturday and Sunday, or what is left of it', () => {
    expect(dateChipRange('weekend', wednesdayNight)).toEqual({
      from: baku('2026-11-28T00:00:00'),
      to: baku('2026-11-30T00:00:00'),
    });
    const saturdayNoon = baku('2026-11-28T12:00:00');
    expect(dateChipRange('weekend', saturdayNoon)).toEqual({
      from: saturdayNoon,
      to: baku('2026-11-30T00:00:00'),
    });
    const sundayMorning = baku('2026-11-29T01:00:00');
    expect(dateChipRange('weekend', sundayMorning)).toEqual({
      from: sundayMorning,
      to: baku('2026-11-30T00:00:00'),
    });
  });
});

describe('distance', () => {
  it('is the great-circle distance in kilometres', () => {
    const fountainSquare = { latitude: 40.3706, longitude: 49.8369 };
    const airport = { latitude: 40.4675, longitude: 50.0467 };
    expect(distanceKm(fountainSquare, airport)).toBeCloseTo(20.5, 0);
    expect(distanceKm(fountainSquare, fountainSquare)).toBe(0);
  });
});

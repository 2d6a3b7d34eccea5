import { describe, expect, it } from 'vitest';
import { latestFreeStart } from './latest-free-start.js';

const H = 3_600_000;
const window = { latest: 10 * H, earliest: 0, durationMs: 2 * H };

describe('where a fixture moves a game: the latest free moment at or before the one asked', () => {
  it('keeps the moment asked when a pitch is free then', () => {
    expect(latestFreeStart([], 1, window)).toBe(10 * H);
    expect(latestFreeStart([{ start: 9 * H, end: 11 * H }], 2, window)).toBe(10 * H);
  });

  it('ends the game when the game holding the only pitch begins', () => {
    expect(latestFreeStart([{ start: 9 * H, end: 13 * H }], 1, window)).toBe(7 * H);
  });

  it('steps back past games that follow one another until every pitch is free', () => {
    const booked = [
      { start: 8 * H, end: 13 * H },
      { start: 5 * H, end: 8 * H },
      { start: 9 * H, end: 12 * H },
    ];
    expect(latestFreeStart(booked, 2, window)).toBe(7 * H);
    expect(latestFreeStart(booked, 1, window)).toBe(3 * H);
  });

  it('finds nothing when every candidate falls before the earliest allowed', () => {
    expect(latestFreeStart([{ start: 0, end: 13 * H }], 1, window)).toBeNull();
  });
});

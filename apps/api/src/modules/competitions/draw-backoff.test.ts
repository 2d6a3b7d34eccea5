import { describe, expect, it } from 'vitest';
import { DRAW_RETRY_FIRST_MS, DRAW_RETRY_MAX_MS, drawRetryDelayMs } from './draw-backoff.js';

describe('the wait before a failed draw is tried again', () => {
  it('doubles with every failure in a row, from the first wait', () => {
    expect([1, 2, 3, 4].map(drawRetryDelayMs)).toEqual([1, 2, 4, 8].map((n) => n * DRAW_RETRY_FIRST_MS));
  });

  it('never grows past the longest wait, however long the streak', () => {
    expect(drawRetryDelayMs(8)).toBe(DRAW_RETRY_MAX_MS);
    expect(drawRetryDelayMs(10_000)).toBe(DRAW_RETRY_MAX_MS);
  });
});

import { DEFAULT_POINTS, FORFEIT_GOALS } from '@oyna/competition';
import { describe, expect, it } from 'vitest';
import { FORFEIT_SCORE, POINTS_RULE } from './competition-rules';

describe('rules text numbers', () => {
  it('are the engine’s points for a win, a draw and a loss, and its forfeit score', () => {
    expect(POINTS_RULE).toEqual(DEFAULT_POINTS);
    expect(FORFEIT_SCORE).toBe(FORFEIT_GOALS);
  });
});

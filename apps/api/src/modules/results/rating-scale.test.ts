import { describe, expect, it } from 'vitest';
import { RATING_PRIOR, displayedRating } from './rating-scale.js';

describe('the displayed 0-100 rating', () => {
  it('shows a newcomer in the middle of the scale', () => {
    expect(displayedRating(RATING_PRIOR)).toBe(50);
  });

  it('moves 2.5 points per unit of mu, rounded', () => {
    expect(displayedRating({ mu: 29 })).toBe(60);
    expect(displayedRating({ mu: 21 })).toBe(40);
    expect(displayedRating({ mu: 25.3 })).toBe(51);
  });

  it('stays within 0-100 for extreme ratings', () => {
    expect(displayedRating({ mu: 60 })).toBe(100);
    expect(displayedRating({ mu: -10 })).toBe(0);
  });
});

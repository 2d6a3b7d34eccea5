import { describe, expect, it } from 'vitest';
import { knockoutRoundName } from './knockout-rounds';

describe('knockout rounds', () => {
  it('names rounds from the end: final, semi-finals, quarter-finals, then the round of 16 and 32', () => {
    expect([1, 2, 3, 4, 5].map((round) => knockoutRoundName('main', round, 5))).toEqual([
      { key: 'round_of', teams: 32 },
      { key: 'round_of', teams: 16 },
      { key: 'quarter_final' },
      { key: 'semi_final' },
      { key: 'final' },
    ]);
    expect(knockoutRoundName('losers', 2, 4)).toEqual({ key: 'round', round: 2 });
    expect(knockoutRoundName('final', 1, 1)).toEqual({ key: 'final' });
  });
});

import { describe, expect, it } from 'vitest';
import { resultChip, scoreLine, voteLink } from './recent-result';

describe('recent results on the dashboard', () => {
  it('show every side score in order with my side marked', () => {
    expect(scoreLine([3, 2], 1)).toEqual([
      { side: 'A', score: 3, mine: false },
      { side: 'B', score: 2, mine: true },
    ]);
    expect(scoreLine([1, 1, 0], 2).filter((part) => part.mine)).toEqual([
      { side: 'C', score: 0, mine: true },
    ]);
  });

  it('mark a game I was absent from as a no-show instead of a win, draw or loss', () => {
    expect(resultChip('win')).toBe('win');
    expect(resultChip(null)).toBe('no_show');
  });

  it('lead the vote banner to the game, or to my past games when the game is not named', () => {
    expect(voteLink('0b6f3f1e-0000-4000-8000-000000000001')).toBe(
      '/games/0b6f3f1e-0000-4000-8000-000000000001',
    );
    expect(voteLink(null)).toBe('/games/mine?scope=past');
    expect(voteLink(undefined)).toBe('/games/mine?scope=past');
  });
});

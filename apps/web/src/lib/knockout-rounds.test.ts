// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { knockoutRoundName, knockoutRoundWords } from './knockout-rounds';

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

  it('words a named round, and leaves a numbered one to the view that shows it', async () => {
    await i18n.changeLanguage('en');
    const words = (name: Parameters<typeof knockoutRoundWords>[0]) => knockoutRoundWords(name, i18n.t);
    expect(words({ key: 'round_of', teams: 16 })).toBe('1/8 final');
    expect(words({ key: 'semi_final' })).toBe('Semi-finals');
    expect(words({ key: 'final' })).toBe('Final');
    expect(words({ key: 'round', round: 2 })).toBeNull();
  });
});

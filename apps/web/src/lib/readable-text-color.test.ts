import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { readableTextColor } from './readable-text-color';

describe('the text colour on a team colour', () => {
  it('keeps the team’s second colour when it is readable', () => {
    expect(readableTextColor('#0d47a1', '#ffeb3b')).toBe('#ffeb3b');
  });

  it.each([
    ['#d84315', '#ffffff'],
    ['#ffeb3b', '#ffffff'],
    ['#1b5e20', '#2e7d32'],
  ])('on %s writes in black or white instead of %s, at 4.5:1 or more', (background, preferred) => {
    const chosen = readableTextColor(background, preferred);
    expect(['#000000', '#ffffff']).toContain(chosen);
    expect(getContrastRatio(chosen, background)).toBeGreaterThanOrEqual(4.5);
  });
});

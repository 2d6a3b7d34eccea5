import { describe, expect, it } from 'vitest';
import { formatManat, formatNumber } from './format';

describe('formatting', () => {
  it('writes manat with the ₼ sign and a decimal comma in Azerbaijani and Russian', () => {
    expect(formatManat(12.5, 'az').replace(/\s/g, ' ')).toBe('12,50 ₼');
    expect(formatManat(12.5, 'ru').replace(/\s/g, ' ')).toBe('12,50 ₼');
    expect(formatManat(12.5, 'en')).toBe('₼12.50');
  });

  it('groups thousands per language', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(1234, 'az')).toBe('1.234');
  });
});

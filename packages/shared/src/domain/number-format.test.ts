import { describe, expect, it } from 'vitest';
import { formatDecimal, formatManat, formatNumber, formatQepik } from './number-format.js';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('one formatter: the decimal separator of the language (comma in az and ru, point in en)', () => {
  it('writes money with two decimals and the ₼ sign after it', () => {
    expect(spaces(formatManat(50, 'az'))).toBe('50,00 ₼');
    expect(spaces(formatManat(50, 'ru'))).toBe('50,00 ₼');
    expect(spaces(formatManat(50, 'en'))).toBe('50.00 ₼');
    expect(spaces(formatManat(1234567.5, 'az'))).toBe('1.234.567,50 ₼');
    expect(spaces(formatManat(1234.5, 'ru'))).toBe('1 234,50 ₼');
    expect(spaces(formatManat(-8, 'az'))).toBe('-8,00 ₼');
  });

  it('writes qəpik as manat', () => {
    expect(spaces(formatQepik(1250, 'az'))).toBe('12,50 ₼');
    expect(spaces(formatQepik(5, 'en'))).toBe('0.05 ₼');
    expect(() => formatQepik(1.5, 'az')).toThrow(RangeError);
  });

  it('writes a decimal with a fixed number of decimals', () => {
    expect(formatDecimal(2.9, 1, 'az')).toBe('2,9');
    expect(formatDecimal(2.9, 1, 'ru')).toBe('2,9');
    expect(formatDecimal(2.9, 1, 'en')).toBe('2.9');
    expect(formatDecimal(3, 1, 'az')).toBe('3,0');
  });

  it('writes a number with the decimals it has', () => {
    expect(formatNumber(2.5, 'az')).toBe('2,5');
    expect(formatNumber(2.5, 'ru')).toBe('2,5');
    expect(formatNumber(2.5, 'en')).toBe('2.5');
    expect(formatNumber(23.1, 'az')).toBe('23,1');
    expect(formatNumber(1234, 'az')).toBe('1.234');
  });
});

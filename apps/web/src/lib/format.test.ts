import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatManat, formatNumber } from './format';

const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('formatting', () => {
  it('writes manat with the ₼ sign and a decimal comma in Azerbaijani and Russian', () => {
    expect(spaces(formatManat(12.5, 'az'))).toBe('12,50 ₼');
    expect(spaces(formatManat(12.5, 'ru'))).toBe('12,50 ₼');
    expect(spaces(formatManat(12.5, 'en'))).toBe('12.50 ₼');
    expect(spaces(formatManat(1234.5, 'en'))).toBe('1,234.50 ₼');
  });

  it('writes Azerbaijani manat without relying on the browser having az data', () => {
    expect(spaces(formatManat(0, 'az'))).toBe('0,00 ₼');
    expect(spaces(formatManat(1234567.5, 'az'))).toBe('1.234.567,50 ₼');
    expect(spaces(formatManat(-8, 'az'))).toBe('-8,00 ₼');
    expect(spaces(formatManat(1234.5, 'ru'))).toBe('1 234,50 ₼');
  });

  it('groups thousands per language', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(1234, 'az')).toBe('1.234');
    expect(formatNumber(23.1, 'az')).toBe('23,1');
    expect(formatNumber(1234.5678, 'az')).toBe('1.234,568');
    expect(formatNumber(0.1 + 0.2, 'az')).toBe('0,3');
  });

  it('writes a long date per language', () => {
    const date = new Date('2026-11-22T12:00:00Z');
    expect(formatLongDate(date, 'az')).toBe('22 noyabr 2026');
    expect(formatLongDate(date, 'ru')).toBe('22 ноября 2026 г.');
    expect(formatLongDate(date, 'en')).toBe('22 November 2026');
  });

  it('writes a moment in Baku time (UTC+4) whatever the device zone, the date turning at Baku midnight', () => {
    const lateUtc = new Date('2026-11-22T21:30:00Z');
    expect(formatDateTime(lateUtc, 'az')).toBe('23 noyabr 2026, 01:30');
    expect(spaces(formatDateTime(lateUtc, 'en'))).toBe('23 Nov 2026, 01:30');
    expect(spaces(formatDateTime(lateUtc, 'ru'))).toMatch(/^23 нояб\. 2026 г\., 01:30$/);
  });
});

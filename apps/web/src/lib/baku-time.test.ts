import { describe, expect, it } from 'vitest';
import {
  bakuDay,
  formatBakuDay,
  formatBakuDayHeading,
  formatBakuTime,
  fromBakuInputValue,
  toBakuInputValue,
} from './baku-time';

describe('times are shown in Baku (UTC+4), whatever the browser zone', () => {
  it('shows the Baku wall-clock time of a UTC instant', () => {
    expect(formatBakuTime(new Date('2026-11-22T15:00:00Z'))).toBe('19:00');
    expect(formatBakuTime(new Date('2026-11-22T20:30:00Z'))).toBe('00:30');
  });

  it('puts a late-evening UTC instant on the next Baku day', () => {
    expect(bakuDay(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23');
    expect(bakuDay(new Date('2026-11-22T19:59:00Z'))).toBe('2026-11-22');
  });

  it('writes the day in Azerbaijani by hand', () => {
    expect(formatBakuDay(new Date('2026-11-22T15:00:00Z'), 'az')).toBe('bazar, 22 noyabr');
    expect(formatBakuDay(new Date('2026-11-23T21:00:00Z'), 'az')).toBe('çərşənbə axşamı, 24 noyabr');
  });

  it('reads a datetime-local value as Baku time and writes it back', () => {
    expect(fromBakuInputValue('2026-11-22T19:00')).toBe('2026-11-22T15:00:00.000Z');
    expect(toBakuInputValue(new Date('2026-11-22T15:00:00.000Z'))).toBe('2026-11-22T19:00');
    expect(fromBakuInputValue('2026-11-23T02:00')).toBe('2026-11-22T22:00:00.000Z');
  });

  it('refuses a malformed or impossible datetime-local value', () => {
    expect(fromBakuInputValue('')).toBeNull();
    expect(fromBakuInputValue('2026-02-31T10:00')).toBeNull();
    expect(fromBakuInputValue('22.11.2026 19:00')).toBeNull();
  });
});

describe('the header of a day in a list of games', () => {
  it('writes the weekday in full with a capital in each language', () => {
    expect(formatBakuDayHeading('2026-11-28', 'az')).toBe('Şənbə, 28 noyabr');
    expect(formatBakuDayHeading('2026-11-28', 'ru')).toBe('Суббота, 28 ноября');
    expect(formatBakuDayHeading('2026-11-28', 'en')).toBe('Saturday 28 November');
  });
});

import type { SeriesPlannedChange } from '@oyna/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { formatSeriesDay, plannedChangeTerms } from './planned-change';

const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('a planned change in words', () => {
  beforeAll(() => i18n.changeLanguage('az'));

  it('names the new price and kick-off first: "6,00 ₼, 21:00"', () => {
    const change: SeriesPlannedChange = { from_date: '2027-01-05', price: 6, kick_off_time: '21:00' };
    expect(spaces(plannedChangeTerms(change, i18n.t, 'az'))).toBe('6,00 ₼, 21:00');
    expect(formatSeriesDay(change.from_date, 'az')).toBe('5 yanvar 2027');
    expect(
      spaces(i18n.t('games.series.planned.from', { date: '5 yanvar 2027', terms: '6,00 ₼, 21:00' })),
    ).toBe('5 yanvar 2027 tarixindən: 6,00 ₼, 21:00');
  });

  it('says the places with the plural of each language, and other terms once', () => {
    const change: SeriesPlannedChange = {
      from_date: '2027-01-05',
      capacity: 16,
      format: '8x8',
      kind: 'premium',
    };
    expect(plannedChangeTerms(change, i18n.getFixedT('ru'), 'ru')).toBe('16 мест, другие условия');
    expect(plannedChangeTerms({ ...change, capacity: 22 }, i18n.getFixedT('ru'), 'ru')).toBe(
      '22 места, другие условия',
    );
    expect(plannedChangeTerms(change, i18n.getFixedT('en'), 'en')).toBe('16 places, other terms');
  });
});

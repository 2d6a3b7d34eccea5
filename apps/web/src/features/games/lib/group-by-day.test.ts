import { describe, expect, it } from 'vitest';
import { groupByBakuDay } from './group-by-day';

const game = (id: string, startsAt: string) => ({ id, starts_at: startsAt });
// Thursday 26 November 2026, 22:30 in Baku.
const now = new Date('2026-11-26T18:30:00Z');

describe('games sit under one header per Baku day', () => {
  it('names today and tomorrow, and dates the days after', () => {
    const groups = groupByBakuDay(
      [
        game('a', '2026-11-26T19:00:00Z'), // 23:00 today
        game('b', '2026-11-26T20:30:00Z'), // 00:30 tomorrow in Baku, still the 26th in UTC
        game('c', '2026-11-27T15:00:00Z'),
        game('d', '2026-11-28T15:00:00Z'),
      ],
      now,
    );
    expect(groups.map(({ day, relative, games }) => [day, relative, games.map(({ id }) => id)])).toEqual([
      ['2026-11-26', 'today', ['a']],
      ['2026-11-27', 'tomorrow', ['b', 'c']],
      ['2026-11-28', null, ['d']],
    ]);
  });

  it('keeps the list order (a page of history, newest first)', () => {
    const groups = groupByBakuDay(
      [game('new', '2026-11-20T15:00:00Z'), game('old', '2026-11-19T15:00:00Z')],
      now,
    );
    expect(groups.map(({ day }) => day)).toEqual(['2026-11-20', '2026-11-19']);
  });

  it('gives an empty page no headers', () => {
    expect(groupByBakuDay([], now)).toEqual([]);
  });

  it('uses the Baku day whatever the zone of the browser', () => {
    const zone = process.env['TZ'];
    process.env['TZ'] = 'America/Los_Angeles';
    try {
      expect(groupByBakuDay([game('a', '2026-11-26T21:00:00Z')], now)[0]).toMatchObject({
        day: '2026-11-27',
        relative: 'tomorrow',
      });
    } finally {
      process.env['TZ'] = zone;
    }
  });
});

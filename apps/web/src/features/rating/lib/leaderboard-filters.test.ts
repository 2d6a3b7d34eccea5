import { describe, expect, it } from 'vitest';
import {
  LEADERBOARD_PAGE_SIZE,
  leaderboardQuery,
  parseLeaderboardFilters,
  withLeaderboardFilters,
} from './leaderboard-filters';
import { movementMark, movementOf } from './movement';

const params = (search: string) => new URLSearchParams(search);

describe('leaderboard filters in the address', () => {
  it('default to all time, every line, page 1', () => {
    expect(parseLeaderboardFilters(params(''))).toEqual({ period: 'all', position: undefined, page: 1 });
  });

  it('read the period, the line and the page', () => {
    expect(parseLeaderboardFilters(params('period=month&position=defender&page=3'))).toEqual({
      period: 'month',
      position: 'defender',
      page: 3,
    });
  });

  it('ignore unknown or malformed values', () => {
    expect(parseLeaderboardFilters(params('period=year&position=striker&page=-2'))).toEqual({
      period: 'all',
      position: undefined,
      page: 1,
    });
    expect(parseLeaderboardFilters(params('page=1.5')).page).toBe(1);
    expect(parseLeaderboardFilters(params('page=abc')).page).toBe(1);
  });

  it('start again at page 1 when the period or the line changes', () => {
    const next = withLeaderboardFilters(params('page=4&lang=ru'), { period: 'month' });
    expect(next.toString()).toBe('lang=ru&period=month');
    expect(withLeaderboardFilters(params('period=month&page=2'), { position: 'goalkeeper' }).toString()).toBe(
      'period=month&position=goalkeeper',
    );
  });

  it('keep the filters when only the page changes, and leave defaults out', () => {
    expect(withLeaderboardFilters(params('position=attacker'), { page: 2 }).toString()).toBe(
      'position=attacker&page=2',
    );
    expect(
      withLeaderboardFilters(params('period=month&position=attacker&page=2'), {
        period: 'all',
        position: undefined,
      }).toString(),
    ).toBe('');
  });

  it('become the API query with the page size', () => {
    expect(leaderboardQuery({ period: 'month', position: 'midfielder', page: 2 })).toEqual({
      period: 'month',
      position: 'midfielder',
      page: 2,
      page_size: LEADERBOARD_PAGE_SIZE,
    });
    expect(leaderboardQuery({ period: 'all', position: undefined, page: 1 })).not.toHaveProperty('position');
  });
});

describe('movement since last week', () => {
  it('shows places up, places down, no change, or a newcomer', () => {
    expect(movementMark(movementOf(3))).toBe('▲3');
    expect(movementMark(movementOf(-1))).toBe('▼1');
    expect(movementMark(movementOf(0))).toBe('–');
    expect(movementOf(null)).toEqual({ kind: 'new' });
    expect(movementMark(movementOf(null))).toBeNull();
  });
});

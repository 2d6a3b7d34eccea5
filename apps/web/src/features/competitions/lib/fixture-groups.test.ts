import { describe, expect, it } from 'vitest';
import { fixturesByDate, fixturesByRound } from './fixture-groups';

const fixture = (
  id: string,
  round: number,
  startsAt: string | null,
  extra: { group?: string; part?: string } = {},
) => ({ id, round, starts_at: startsAt, group: extra.group ?? null, bracket_part: extra.part ?? null });

describe('fixtures grouped', () => {
  it('by round: group rounds first, then the knockout in order, each round by kick-off', () => {
    const groups = fixturesByRound([
      fixture('final', 1, '2026-12-06T16:00:00Z', { part: 'final' }),
      fixture('b2', 2, '2026-12-01T16:00:00Z', { group: 'B' }),
      fixture('a1', 1, '2026-11-30T17:00:00Z', { group: 'A' }),
      fixture('sf1', 1, '2026-12-05T16:00:00Z', { part: 'main' }),
      fixture('a2', 2, '2026-12-01T15:00:00Z', { group: 'A' }),
      fixture('a1b', 1, null, { group: 'A' }),
    ]);
    expect(groups.map((group) => group.key)).toEqual([
      'round:1',
      'round:2',
      'knockout:main:1',
      'knockout:final:1',
    ]);
    expect(groups[0]?.items.map((item) => item.id)).toEqual(['a1', 'a1b']);
    expect(groups[1]?.items.map((item) => item.id)).toEqual(['a2', 'b2']);
  });

  it('by date: one group per Baku day, a late evening UTC kick-off on the next Baku day, unscheduled last', () => {
    const groups = fixturesByDate([
      fixture('late', 1, '2026-11-30T21:00:00Z'),
      fixture('none', 2, null),
      fixture('early', 1, '2026-11-30T08:00:00Z'),
    ]);
    expect(groups).toEqual([
      { key: '2026-11-30', items: [expect.objectContaining({ id: 'early' })] },
      { key: '2026-12-01', items: [expect.objectContaining({ id: 'late' })] },
      { key: 'unscheduled', items: [expect.objectContaining({ id: 'none' })] },
    ]);
  });
});

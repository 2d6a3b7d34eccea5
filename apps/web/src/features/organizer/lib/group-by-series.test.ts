import type { OrganizedGame } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { groupBySeries } from './group-by-series';

const game = (id: string, seriesId: string | null) => ({ id, series_id: seriesId }) as OrganizedGame;

describe('groupBySeries', () => {
  it('puts each weekly game’s dates under it where its first date stands, and leaves single games in place', () => {
    const groups = groupBySeries([game('a', 's1'), game('b', null), game('c', 's2'), game('d', 's1')]);
    expect(
      groups.map((group) =>
        group.kind === 'game'
          ? group.game.id
          : `${group.seriesId}:${group.games.map((one) => one.id).join(',')}`,
      ),
    ).toEqual(['s1:a,d', 'b', 's2:c']);
  });
});

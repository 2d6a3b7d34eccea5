import { describe, expect, it } from 'vitest';
import { achievementProgressLabel, achievementProgressPercent, earnedCount } from './achievements';

describe('achievement badges', () => {
  it('show progress toward the target as "7/10"', () => {
    expect(achievementProgressLabel({ id: 'games_10', earned: false, current: 7, target: 10 })).toBe('7/10');
  });

  it('never show more than the target', () => {
    expect(achievementProgressLabel({ id: 'first_goal', earned: true, current: 4, target: 1 })).toBe('1/1');
  });

  it('fill the bar by the share of the target, and fully once earned', () => {
    expect(achievementProgressPercent({ id: 'games_50', earned: false, current: 12, target: 50 })).toBe(24);
    expect(achievementProgressPercent({ id: 'hat_trick', earned: true, current: 3, target: 3 })).toBe(100);
  });

  it('a clean-record badge with the games but a no-show stays locked below full', () => {
    expect(achievementProgressPercent({ id: 'reliable', earned: false, current: 10, target: 10 })).toBe(100);
    expect(earnedCount([{ id: 'reliable', earned: false, current: 10, target: 10 }])).toBe(0);
  });

  it('count the earned badges', () => {
    expect(
      earnedCount([
        { id: 'first_game', earned: true, current: 1, target: 1 },
        { id: 'first_win', earned: false, current: 0, target: 1 },
        { id: 'first_goal', earned: true, current: 1, target: 1 },
      ]),
    ).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, achievementProgress, type AchievementStats } from './achievements.js';

const newcomer: AchievementStats = {
  games_played: 0,
  wins: 0,
  goals: 0,
  best_goals_in_game: 0,
  player_of_match: 0,
  no_shows: 0,
};

function earnedIds(stats: AchievementStats): string[] {
  return achievementProgress(stats)
    .filter((achievement) => achievement.earned)
    .map((achievement) => achievement.id);
}

describe('achievementProgress', () => {
  it('lists every achievement, none earned, for a player without games', () => {
    const progress = achievementProgress(newcomer);
    expect(progress.map((achievement) => achievement.id)).toEqual(ACHIEVEMENTS.map((rule) => rule.id));
    expect(earnedIds(newcomer)).toEqual([]);
  });

  it('earns the first game, first win and first goal badges from the first winning game with a goal', () => {
    expect(earnedIds({ ...newcomer, games_played: 1, wins: 1, goals: 1, best_goals_in_game: 1 })).toEqual([
      'first_game',
      'first_win',
      'first_goal',
    ]);
  });

  it('earns the hat-trick only from three goals in one game, not three goals in all', () => {
    expect(earnedIds({ ...newcomer, games_played: 3, goals: 3, best_goals_in_game: 1 })).not.toContain(
      'hat_trick',
    );
    expect(earnedIds({ ...newcomer, games_played: 1, goals: 3, best_goals_in_game: 3 })).toContain(
      'hat_trick',
    );
  });

  it('shows progress capped at the target', () => {
    const progress = achievementProgress({ ...newcomer, games_played: 17 });
    expect(progress.find((achievement) => achievement.id === 'games_50')).toEqual({
      id: 'games_50',
      earned: false,
      current: 17,
      target: 50,
    });
    expect(progress.find((achievement) => achievement.id === 'games_10')).toMatchObject({
      earned: true,
      current: 10,
    });
  });

  it('gives the reliable badge for ten games only without a single no-show', () => {
    expect(earnedIds({ ...newcomer, games_played: 10 })).toContain('reliable');
    expect(earnedIds({ ...newcomer, games_played: 12, no_shows: 1 })).not.toContain('reliable');
  });
});

/** The numbers achievements are earned from: a player's statistics (`PlayerStats`). */
export interface AchievementStats {
  games_played: number;
  wins: number;
  goals: number;
  best_goals_in_game: number;
  player_of_match: number;
  no_shows: number;
}

export interface AchievementRule {
  id: string;
  /** Which statistic the badge counts, and how much of it earns the badge. */
  stat: keyof AchievementStats;
  target: number;
}

/**
 * Badges earned from real statistics, in the order they are shown. `reliable` is the one that
 * also needs a clean record: ten games with no no-show.
 */
export const ACHIEVEMENTS = [
  { id: 'first_game', stat: 'games_played', target: 1 },
  { id: 'first_win', stat: 'wins', target: 1 },
  { id: 'first_goal', stat: 'goals', target: 1 },
  { id: 'hat_trick', stat: 'best_goals_in_game', target: 3 },
  { id: 'player_of_match', stat: 'player_of_match', target: 1 },
  { id: 'games_10', stat: 'games_played', target: 10 },
  { id: 'reliable', stat: 'games_played', target: 10 },
  { id: 'goals_25', stat: 'goals', target: 25 },
  { id: 'wins_25', stat: 'wins', target: 25 },
  { id: 'games_50', stat: 'games_played', target: 50 },
  { id: 'player_of_match_10', stat: 'player_of_match', target: 10 },
  { id: 'games_100', stat: 'games_played', target: 100 },
] as const satisfies readonly AchievementRule[];
export type AchievementId = (typeof ACHIEVEMENTS)[number]['id'];

export interface AchievementProgress {
  id: AchievementId;
  earned: boolean;
  /** Progress toward the target, capped at the target. */
  current: number;
  target: number;
}

/** Every achievement with whether it is earned and how far the player is from it. */
export function achievementProgress(stats: AchievementStats): AchievementProgress[] {
  return ACHIEVEMENTS.map((rule) => {
    const current = Math.min(stats[rule.stat], rule.target);
    const clean = rule.id !== 'reliable' || stats.no_shows === 0;
    return { id: rule.id, earned: current >= rule.target && clean, current, target: rule.target };
  });
}

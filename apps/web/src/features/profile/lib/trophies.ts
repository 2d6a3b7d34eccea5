import type { PlayerAchievement, PlayerAchievementKind } from '@oyna/shared';

/** The order of a competition's trophies: the podium first, then the individual awards. */
const AWARD_ORDER: readonly PlayerAchievementKind[] = [
  'champion',
  'runner_up',
  'third',
  'best_player',
  'top_scorer',
];

/** The medal colour of a trophy: gold, silver, bronze, or the theme's primary for awards. */
export type TrophyTone = 'gold' | 'silver' | 'bronze' | 'award';

export function trophyTone(award: PlayerAchievementKind): TrophyTone {
  if (award === 'champion') return 'gold';
  if (award === 'runner_up') return 'silver';
  if (award === 'third') return 'bronze';
  return 'award';
}

/** Latest competition first; within one competition the podium place, then best player, then top scorer. */
export function sortTrophies(items: readonly PlayerAchievement[]): PlayerAchievement[] {
  return [...items].sort(
    (a, b) =>
      b.finished_at.localeCompare(a.finished_at) ||
      a.competition_id.localeCompare(b.competition_id) ||
      AWARD_ORDER.indexOf(a.award) - AWARD_ORDER.indexOf(b.award),
  );
}

/** How many titles (first places) among the trophies. */
export function titleCount(items: readonly PlayerAchievement[]): number {
  return items.filter((item) => item.award === 'champion').length;
}

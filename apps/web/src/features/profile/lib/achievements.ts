import type { PlayerStats } from '@oyna/shared';

export type Achievement = PlayerStats['achievements'][number];

/** `7/10`: how far a badge is, capped at its target. */
export function achievementProgressLabel(achievement: Achievement): string {
  return `${Math.min(achievement.current, achievement.target)}/${achievement.target}`;
}

/** 0-100, for the progress bar under a locked badge; 100 once earned. */
export function achievementProgressPercent(achievement: Achievement): number {
  if (achievement.earned) return 100;
  if (achievement.target <= 0) return 0;
  return Math.round(
    (Math.min(Math.max(achievement.current, 0), achievement.target) / achievement.target) * 100,
  );
}

/** How many badges are earned, for the section's `3/12` heading. */
export function earnedCount(achievements: readonly Achievement[]): number {
  return achievements.filter((achievement) => achievement.earned).length;
}

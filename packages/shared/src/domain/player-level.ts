import type { ExperienceLevel, SkillLevel } from './player-profile.js';
import { skillLevel } from './skills.js';

/**
 * The one level scale is SKILL_LEVELS (beginner … master): games, filters, cards and the profile
 * show it. The onboarding's level question keeps its four stored answers (EXPERIENCE_LEVELS) and
 * shows each as the level it stands for (docs/decisions/0049-one-level-scale.md); master is reached
 * only through the ten self-ratings.
 */
export const EXPERIENCE_LEVEL_AS_SKILL_LEVEL = {
  rookie: 'beginner',
  developing: 'intermediate',
  experienced: 'advanced',
  veteran: 'expert',
} as const satisfies Record<ExperienceLevel, SkillLevel>;

/**
 * A player's level for games (docs/product-rules.md#games-and-money): the level of their overall
 * once they rated their skills; until then the level they chose at onboarding; beginner without
 * either.
 */
export function playerLevel(player: {
  skillOverall: number | null;
  experienceLevel: ExperienceLevel | null;
}): SkillLevel {
  if (player.skillOverall !== null) return skillLevel(player.skillOverall);
  if (player.experienceLevel !== null) return EXPERIENCE_LEVEL_AS_SKILL_LEVEL[player.experienceLevel];
  return 'beginner';
}

import { SKILL_KEYS, SKILL_MAX, SKILL_MIN, type SkillKey, type SkillLevel } from './player-profile.js';

/**
 * Overall out of 100 = round((mean of the ten 1-10 ratings - 1) / 9 * 100); a missing rating
 * counts as the minimum. One source for the API, the seed and the web's live score.
 */
export function overallFromSkills(skills: Partial<Record<SkillKey, number>>): number {
  const total = SKILL_KEYS.reduce((sum, key) => sum + (skills[key] ?? SKILL_MIN), 0);
  const mean = total / SKILL_KEYS.length;
  return Math.round(((mean - SKILL_MIN) / (SKILL_MAX - SKILL_MIN)) * 100);
}

/**
 * The lowest overall of each level label. With ratings 1-10 an overall of 35 is a mean of about 4,
 * 55 about 6, 75 about 7.75 and 90 about 9 (see docs/decisions/0005-player-profile-rules.md).
 */
export const SKILL_LEVEL_THRESHOLDS: Record<SkillLevel, number> = {
  beginner: 0,
  intermediate: 35,
  advanced: 55,
  expert: 75,
  master: 90,
};

/** The level label of an overall score out of 100. */
export function skillLevel(overall: number): SkillLevel {
  if (overall >= SKILL_LEVEL_THRESHOLDS.master) return 'master';
  if (overall >= SKILL_LEVEL_THRESHOLDS.expert) return 'expert';
  if (overall >= SKILL_LEVEL_THRESHOLDS.advanced) return 'advanced';
  if (overall >= SKILL_LEVEL_THRESHOLDS.intermediate) return 'intermediate';
  return 'beginner';
}

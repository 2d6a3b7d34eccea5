import { SKILL_KEYS, SKILL_MAX, SKILL_MIN, type SkillKey } from '@oyna/shared';

/** Overall out of 100 = round((mean of the ten 1-10 ratings - 1) / 9 * 100); a missing rating counts as the minimum. */
export function overallFromSkills(skills: Partial<Record<SkillKey, number>>): number {
  const total = SKILL_KEYS.reduce((sum, key) => sum + (skills[key] ?? SKILL_MIN), 0);
  const mean = total / SKILL_KEYS.length;
  return Math.round(((mean - SKILL_MIN) / (SKILL_MAX - SKILL_MIN)) * 100);
}

import type { SkillLevel } from '@oyna/shared';
import type { TFunction } from 'i18next';

/**
 * A game's level range on the one level scale (decision 49): "Orta – Ekspert", an open end as
 * "istənilən"; null when the game takes every level.
 */
export function levelRangeText(
  t: TFunction,
  minLevel: SkillLevel | null,
  maxLevel: SkillLevel | null,
): string | null {
  if (!minLevel && !maxLevel) return null;
  if (minLevel && minLevel === maxLevel) return t(`onboarding.skills.levels.${minLevel}`);
  const end = (level: SkillLevel | null) =>
    level ? t(`onboarding.skills.levels.${level}`) : t('games.levels.any');
  return `${end(minLevel)} – ${end(maxLevel)}`;
}

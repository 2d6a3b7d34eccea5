import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVEL_AS_SKILL_LEVEL, playerLevel } from './player-level.js';
import { EXPERIENCE_LEVELS, SKILL_LEVELS } from './player-profile.js';

describe('one level scale: the onboarding answer maps onto the game levels', () => {
  it('maps the four onboarding answers in order onto the first four game levels', () => {
    expect(EXPERIENCE_LEVELS.map((level) => EXPERIENCE_LEVEL_AS_SKILL_LEVEL[level])).toEqual(
      SKILL_LEVELS.slice(0, 4),
    );
  });

  it('takes the onboarding answer while the skills are not rated', () => {
    expect(playerLevel({ skillOverall: null, experienceLevel: 'rookie' })).toBe('beginner');
    expect(playerLevel({ skillOverall: null, experienceLevel: 'developing' })).toBe('intermediate');
    expect(playerLevel({ skillOverall: null, experienceLevel: 'experienced' })).toBe('advanced');
    expect(playerLevel({ skillOverall: null, experienceLevel: 'veteran' })).toBe('expert');
  });

  it('takes the rated skills over the onboarding answer, master included', () => {
    expect(playerLevel({ skillOverall: 40, experienceLevel: 'veteran' })).toBe('intermediate');
    expect(playerLevel({ skillOverall: 95, experienceLevel: 'rookie' })).toBe('master');
    expect(playerLevel({ skillOverall: 0, experienceLevel: 'experienced' })).toBe('beginner');
  });

  it('is beginner with neither answer', () => {
    expect(playerLevel({ skillOverall: null, experienceLevel: null })).toBe('beginner');
  });
});

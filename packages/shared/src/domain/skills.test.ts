import { describe, expect, it } from 'vitest';
import { SKILL_KEYS, SKILL_LEVELS } from './player-profile.js';
import { SKILL_LEVEL_THRESHOLDS, overallFromSkills, skillLevel } from './skills.js';

const allTen = (rating: number) => Object.fromEntries(SKILL_KEYS.map((key) => [key, rating]));

describe('overallFromSkills', () => {
  it('maps the 1-10 mean onto 0-100', () => {
    expect(overallFromSkills(allTen(1))).toBe(0);
    expect(overallFromSkills(allTen(10))).toBe(100);
    expect(overallFromSkills(allTen(5.5))).toBe(50);
    // mean 5.5 from a mix: (5.5 - 1) / 9 * 100 = 50
    expect(
      overallFromSkills({
        ...allTen(1),
        speed: 10,
        endurance: 10,
        technique: 10,
        shotPower: 10,
        passAccuracy: 10,
      }),
    ).toBe(50);
    // mean 7.3: 70
    expect(overallFromSkills({ ...allTen(7), speed: 10 })).toBe(70);
  });

  it('counts a missing rating as the minimum', () => {
    expect(overallFromSkills({})).toBe(0);
    expect(overallFromSkills({ speed: 10 })).toBe(10);
  });
});

describe('skillLevel', () => {
  it('labels each band from its lowest overall up', () => {
    expect(skillLevel(0)).toBe('beginner');
    expect(skillLevel(34)).toBe('beginner');
    expect(skillLevel(35)).toBe('intermediate');
    expect(skillLevel(54)).toBe('intermediate');
    expect(skillLevel(55)).toBe('advanced');
    expect(skillLevel(74)).toBe('advanced');
    expect(skillLevel(75)).toBe('expert');
    expect(skillLevel(89)).toBe('expert');
    expect(skillLevel(90)).toBe('master');
    expect(skillLevel(100)).toBe('master');
  });

  it('has thresholds rising in the order of the labels', () => {
    const thresholds = SKILL_LEVELS.map((level) => SKILL_LEVEL_THRESHOLDS[level]);
    expect(thresholds).toEqual([...thresholds].sort((a, b) => a - b));
    for (const level of SKILL_LEVELS) expect(skillLevel(SKILL_LEVEL_THRESHOLDS[level])).toBe(level);
  });

  it('puts all-fives at intermediate, all-sevens at advanced and all-nines at expert', () => {
    expect(skillLevel(overallFromSkills(allTen(5)))).toBe('intermediate');
    expect(skillLevel(overallFromSkills(allTen(7)))).toBe('advanced');
    expect(skillLevel(overallFromSkills(allTen(9)))).toBe('expert');
    expect(skillLevel(overallFromSkills(allTen(10)))).toBe('master');
  });
});

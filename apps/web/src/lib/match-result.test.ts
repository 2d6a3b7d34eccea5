import { MAX_SIDE_SCORE } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { goalsExceedScore, goalsInput, lineupSizeOk, sideGoals } from './match-result';

describe('the result form of a match between two teams', () => {
  it('reads a typed score as a whole number from 0, at most the highest score unless told', () => {
    expect(goalsInput('2.7')).toBe(2);
    expect(goalsInput('-3')).toBe(0);
    expect(goalsInput('abc')).toBe(0);
    expect(goalsInput('1000')).toBe(MAX_SIDE_SCORE);
    expect(goalsInput('1000', false)).toBe(1000);
  });

  it("counts a side's named goals and refuses more than its score", () => {
    const lines = [
      { side: 'home' as const, goals: 2 },
      { side: 'home' as const, goals: 1 },
      { side: 'away' as const, goals: 1 },
    ];
    expect(sideGoals(lines, 'home')).toBe(3);
    expect(goalsExceedScore({ homeScore: 3, awayScore: 1 }, lines)).toBe(false);
    expect(goalsExceedScore({ homeScore: 4, awayScore: 0 }, lines)).toBe(true);
  });

  it('keeps a line-up within its limits', () => {
    expect(lineupSizeOk(5, { min: 5, max: 8 })).toBe(true);
    expect(lineupSizeOk(4, { min: 5, max: 8 })).toBe(false);
    expect(lineupSizeOk(9, { min: 5, max: 8 })).toBe(false);
  });
});

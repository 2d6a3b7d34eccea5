import { describe, expect, it } from 'vitest';
import { teamLetter, teamOutcome } from './results.js';

describe('teamOutcome', () => {
  it('gives the win to the team with more goals and the loss to the other', () => {
    expect(teamOutcome([3, 1], 0)).toBe('win');
    expect(teamOutcome([3, 1], 1)).toBe('loss');
  });

  it('calls an equal score a draw for both teams', () => {
    expect(teamOutcome([2, 2], 0)).toBe('draw');
    expect(teamOutcome([0, 0], 1)).toBe('draw');
  });

  it('with three or four teams, only a unique top score wins and everyone below it loses', () => {
    expect(teamOutcome([4, 2, 1], 0)).toBe('win');
    expect(teamOutcome([4, 2, 1], 1)).toBe('loss');
    expect(teamOutcome([3, 3, 1, 0], 0)).toBe('draw');
    expect(teamOutcome([3, 3, 1, 0], 1)).toBe('draw');
    expect(teamOutcome([3, 3, 1, 0], 2)).toBe('loss');
  });
});

describe('teamLetter', () => {
  it('names teams A to D', () => {
    expect([0, 1, 2, 3].map(teamLetter)).toEqual(['A', 'B', 'C', 'D']);
  });
});

import { describe, expect, it } from 'vitest';
import { sideLetter, sideOutcome } from './results.js';

describe('sideOutcome', () => {
  it('gives the win to the side with more goals and the loss to the other', () => {
    expect(sideOutcome([3, 1], 0)).toBe('win');
    expect(sideOutcome([3, 1], 1)).toBe('loss');
  });

  it('calls an equal score a draw for both sides', () => {
    expect(sideOutcome([2, 2], 0)).toBe('draw');
    expect(sideOutcome([0, 0], 1)).toBe('draw');
  });

  it('with three or four sides, only a unique top score wins and everyone below it loses', () => {
    expect(sideOutcome([4, 2, 1], 0)).toBe('win');
    expect(sideOutcome([4, 2, 1], 1)).toBe('loss');
    expect(sideOutcome([3, 3, 1, 0], 0)).toBe('draw');
    expect(sideOutcome([3, 3, 1, 0], 1)).toBe('draw');
    expect(sideOutcome([3, 3, 1, 0], 2)).toBe('loss');
  });
});

describe('sideLetter', () => {
  it('names sides A to D', () => {
    expect([0, 1, 2, 3].map(sideLetter)).toEqual(['A', 'B', 'C', 'D']);
  });
});

import { describe, expect, it } from 'vitest';
import { pickPlayerOfMatch } from './player-of-match.js';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 20, minute));
const vote = (candidateId: string, minute: number) => ({ candidateId, createdAt: at(minute) });

describe('the player of the match', () => {
  it('is the organizer’s pick when nobody has voted (or nobody at all)', () => {
    expect(pickPlayerOfMatch([], 'pick')).toBe('pick');
    expect(pickPlayerOfMatch([], null)).toBeNull();
  });

  it('is the candidate with the most votes, even against the organizer’s pick', () => {
    expect(pickPlayerOfMatch([vote('x', 1), vote('x', 2), vote('pick', 3)], 'pick')).toBe('x');
  });

  it('on a tie for the top, is the organizer’s pick when the pick is among the tied', () => {
    expect(pickPlayerOfMatch([vote('x', 1), vote('pick', 2)], 'pick')).toBe('pick');
  });

  it('on a tie without the pick, is the tied candidate who reached the top count first', () => {
    const votes = [vote('y', 1), vote('x', 2), vote('x', 3), vote('y', 4), vote('pick', 5)];
    expect(pickPlayerOfMatch(votes, 'pick')).toBe('x');
    expect(pickPlayerOfMatch([...votes].reverse(), null)).toBe('x');
  });
});

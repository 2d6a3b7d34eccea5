import { describe, expect, it } from 'vitest';
import { playerStrength, selfRatingWeight } from './strength.js';

describe('playerStrength', () => {
  it('a new player is judged by the self-rating alone', () => {
    expect(playerStrength({ rating: 40, selfOverall: 80, gamesPlayed: 0 })).toBe(80);
  });

  it('after 5 games the self-rating and the rating count half each', () => {
    expect(selfRatingWeight(5)).toBe(0.5);
    expect(playerStrength({ rating: 40, selfOverall: 80, gamesPlayed: 5 })).toBe(60);
  });

  it('the self-rating counts less as the game count grows', () => {
    const strengths = [0, 5, 20, 100].map((games) =>
      playerStrength({ rating: 40, selfOverall: 80, gamesPlayed: games }),
    );
    expect(strengths).toEqual([80, 60, 48, 42]);
  });

  it('uses whichever score exists when the other is missing, and 50 without both', () => {
    expect(playerStrength({ rating: 71, selfOverall: null, gamesPlayed: 3 })).toBe(71);
    expect(playerStrength({ selfOverall: 33, gamesPlayed: 30 })).toBe(33);
    expect(playerStrength({ gamesPlayed: 12 })).toBe(50);
  });

  it('is a whole number within 0-100', () => {
    expect(playerStrength({ rating: 0, selfOverall: 1, gamesPlayed: 2 })).toBe(1);
    expect(playerStrength({ rating: 100, selfOverall: 99, gamesPlayed: 30 })).toBe(100);
  });
});

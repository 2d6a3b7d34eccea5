import { describe, expect, it } from 'vitest';
import { loyaltyProgressFor, loyaltyTierFor } from './loyalty.js';
import { defaultCapacity } from './football.js';

describe('loyaltyTierFor', () => {
  it.each([
    [0, 'bronze', 0],
    [9, 'bronze', 0],
    [10, 'silver', 5],
    [49, 'silver', 5],
    [50, 'gold', 10],
    [99, 'gold', 10],
    [100, 'platinum', 15],
    [1000, 'platinum', 15],
  ])('a player with %i games played is %s with %i%% off', (games, tier, discount) => {
    expect(loyaltyTierFor(games)).toMatchObject({ tier, discountPercent: discount });
  });
});

describe('loyaltyProgressFor', () => {
  it.each([
    [0, 'bronze', 'silver', 10],
    [9, 'bronze', 'silver', 1],
    [10, 'silver', 'gold', 40],
    [49, 'silver', 'gold', 1],
    [50, 'gold', 'platinum', 50],
    [99, 'gold', 'platinum', 1],
  ])('with %i games played a player is %s, %s is the next tier, %i games away', (games, tier, next, toGo) => {
    const progress = loyaltyProgressFor(games);
    expect(progress.current.tier).toBe(tier);
    expect(progress.next?.tier).toBe(next);
    expect(progress.gamesToNext).toBe(toGo);
  });

  it('at 100 games a player is platinum with no tier above', () => {
    expect(loyaltyProgressFor(100)).toMatchObject({
      current: { tier: 'platinum' },
      next: null,
      gamesToNext: null,
    });
  });
});

describe('defaultCapacity', () => {
  it('is two full sides of the format', () => {
    expect(defaultCapacity('5x5')).toBe(10);
    expect(defaultCapacity('7x7')).toBe(14);
    expect(defaultCapacity('11x11')).toBe(22);
  });
});

import { describe, expect, it } from 'vitest';
import { loyaltyTierFor } from './loyalty.js';
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

describe('defaultCapacity', () => {
  it('is two full sides of the format', () => {
    expect(defaultCapacity('5x5')).toBe(10);
    expect(defaultCapacity('7x7')).toBe(14);
    expect(defaultCapacity('11x11')).toBe(22);
  });
});

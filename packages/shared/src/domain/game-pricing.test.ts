import { describe, expect, it } from 'vitest';
import type { GameKind } from './football.js';
import { quoteGamePrice } from './game-pricing.js';

const quote = (overrides: Partial<Parameters<typeof quoteGamePrice>[0]> = {}) =>
  quoteGamePrice({ basePriceQepik: 1000, kind: 'regular', isFirstGame: false, gamesPlayed: 0, ...overrides });

describe('the price a player pays for a game', () => {
  it('is the full price for a bronze player who has played before', () => {
    expect(quote()).toEqual({
      priceQepik: 1000,
      basePriceQepik: 1000,
      discountPercent: 0,
      discountReason: null,
      tier: 'bronze',
    });
  });

  it.each([
    [9, 0, null],
    [10, 5, 'loyalty'],
    [49, 5, 'loyalty'],
    [50, 10, 'loyalty'],
    [99, 10, 'loyalty'],
    [100, 15, 'loyalty'],
  ] as const)('after %i games gives %i%% off (%s)', (gamesPlayed, percent, reason) => {
    const result = quote({ gamesPlayed });
    expect(result.discountPercent).toBe(percent);
    expect(result.discountReason).toBe(reason);
    expect(result.priceQepik).toBe(1000 - percent * 10);
  });

  it('takes 50% off the first game, which beats every loyalty discount', () => {
    for (const gamesPlayed of [0, 10, 50, 100]) {
      expect(quote({ isFirstGame: true, gamesPlayed })).toMatchObject({
        priceQepik: 500,
        discountPercent: 50,
        discountReason: 'first_game',
      });
    }
  });

  it('lets gold and platinum players enter tournaments free, the largest discount of all', () => {
    for (const gamesPlayed of [50, 100]) {
      expect(
        quote({ kind: 'tournament', basePriceQepik: 2500, gamesPlayed, isFirstGame: true }),
      ).toMatchObject({
        priceQepik: 0,
        discountPercent: 100,
        discountReason: 'free_tournament_entry',
      });
    }
    expect(quote({ kind: 'tournament', basePriceQepik: 2500, gamesPlayed: 49 })).toMatchObject({
      priceQepik: 2375,
      discountReason: 'loyalty',
    });
  });

  it('never stacks discounts, over every combination', () => {
    const kinds: GameKind[] = ['regular', 'premium', 'tournament'];
    for (const kind of kinds)
      for (const isFirstGame of [false, true])
        for (const gamesPlayed of [0, 9, 10, 49, 50, 99, 100, 250]) {
          const result = quote({ kind, isFirstGame, gamesPlayed, basePriceQepik: 1250 });
          const candidates = [
            0,
            gamesPlayed >= 100 ? 15 : gamesPlayed >= 50 ? 10 : gamesPlayed >= 10 ? 5 : 0,
          ];
          if (isFirstGame) candidates.push(50);
          if (kind === 'tournament' && gamesPlayed >= 50) candidates.push(100);
          expect(result.discountPercent).toBe(Math.max(...candidates));
          expect(result.priceQepik).toBe(1250 - Math.round((1250 * result.discountPercent) / 100));
        }
  });

  it('rounds to whole qəpik, half up', () => {
    expect(quote({ basePriceQepik: 1099, gamesPlayed: 10 }).priceQepik).toBe(1044); // 54.95 off -> 55
    expect(quote({ basePriceQepik: 1001, isFirstGame: true }).priceQepik).toBe(500); // 500.5 off -> 501
    expect(Number.isInteger(quote({ basePriceQepik: 1333, gamesPlayed: 100 }).priceQepik)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { rateGame } from './rate-game.js';
import { RATING_PRIOR } from './rating-scale.js';

const newcomers = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({ userId: `${prefix}${index}`, rating: { ...RATING_PRIOR } }));

describe('rating one game', () => {
  it('raises the winners and lowers the losers by the same amount when they start equal', () => {
    const after = rateGame([newcomers('a', 3), newcomers('b', 3)], [4, 2]);
    const winner = after.get('a0');
    const loser = after.get('b0');
    expect(winner?.mu).toBeGreaterThan(RATING_PRIOR.mu);
    expect(loser?.mu).toBeLessThan(RATING_PRIOR.mu);
    expect((winner?.mu ?? 0) - RATING_PRIOR.mu).toBeCloseTo(RATING_PRIOR.mu - (loser?.mu ?? 0), 9);
    expect(winner?.sigma).toBeLessThan(RATING_PRIOR.sigma);
  });

  it('treats equal scores as a draw that leaves equal sides where they were', () => {
    const after = rateGame([newcomers('a', 2), newcomers('b', 2)], [1, 1]);
    expect(after.get('a0')?.mu).toBeCloseTo(RATING_PRIOR.mu, 9);
    expect(after.get('b1')?.mu).toBeCloseTo(RATING_PRIOR.mu, 9);
  });

  it('ranks three sides by score: the top gains, the bottom loses most', () => {
    const after = rateGame([newcomers('a', 2), newcomers('b', 2), newcomers('c', 2)], [1, 3, 0]);
    const mu = (id: string) => after.get(id)?.mu ?? 0;
    expect(mu('b0')).toBeGreaterThan(mu('a0'));
    expect(mu('a0')).toBeGreaterThan(mu('c0'));
  });

  it('moves an upset further than an expected result', () => {
    const strong = [{ userId: 's', rating: { mu: 35, sigma: 3 } }];
    const weak = [{ userId: 'w', rating: { mu: 20, sigma: 3 } }];
    const expected = rateGame([strong, weak], [2, 0]);
    const upset = rateGame([strong, weak], [0, 2]);
    expect(35 - (upset.get('s')?.mu ?? 0)).toBeGreaterThan((expected.get('s')?.mu ?? 0) - 35);
  });

  it('refuses a side without players or a missing score', () => {
    expect(() => rateGame([newcomers('a', 1), []], [1, 0])).toThrow(RangeError);
    expect(() => rateGame([newcomers('a', 1), newcomers('b', 1)], [1])).toThrow(RangeError);
  });
});

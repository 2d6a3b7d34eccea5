import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchExactly } from './exact-search.js';
import { buildProblem } from './problem.js';
import { lockPicksArbitrary, locksFrom, playersArbitrary } from './testing/arbitraries.js';
import { bruteForceBest } from './testing/brute-force.js';

describe('searchExactly (branch and bound)', () => {
  it('finds the brute-force optimum among splits with lines as even as the locks allow', () => {
    const small = fc.oneof(
      fc.tuple(fc.constant(2), playersArbitrary(2, 12)),
      fc.tuple(fc.constant(3), playersArbitrary(3, 9)),
      fc.tuple(fc.constant(4), playersArbitrary(4, 8)),
    );
    fc.assert(
      fc.property(small, lockPicksArbitrary, ([sides, players], picks) => {
        const locks = locksFrom(players, sides, picks);
        const outcome = searchExactly(buildProblem(players, { sides, locks }), Infinity, 10_000_000);
        const best = bruteForceBest(players, sides, locks);
        expect(outcome.proven).toBe(true);
        if (best.penalty === 0) expect(outcome.spread).toBe(best.spread);
        else expect(outcome.side).toBeNull();
      }),
      { numRuns: 150 },
    );
  });

  it('stops at the node limit and says the result is not proven', () => {
    const players = Array.from({ length: 24 }, (_, i) => ({
      id: `p${i}`,
      rating: (i * 37) % 101,
      gamesPlayed: 10,
      primaryPosition: null,
      secondaryPositions: [],
    }));
    const outcome = searchExactly(buildProblem(players, { sides: 4 }), Infinity, 50);
    expect(outcome.proven).toBe(false);
    expect(outcome.nodes).toBeGreaterThan(50);
  });
});

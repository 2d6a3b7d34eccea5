import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceSides, describeSides } from './balance-sides.js';
import { BalanceError, type BalancePlayer, type BalanceResult, type SideLock } from './types.js';
import { lockPicksArbitrary, locksFrom, playersArbitrary } from './testing/arbitraries.js';
import { bruteForceBest } from './testing/brute-force.js';

const sideCount = fc.integer({ min: 2, max: 4 });

const instance = (minPlayers: number, maxPlayers: number) =>
  fc
    .tuple(sideCount, playersArbitrary(minPlayers, maxPlayers), lockPicksArbitrary, fc.integer())
    .filter(([sides, players]) => players.length >= sides)
    .map(([sides, players, picks, seed]) => ({
      sides,
      players,
      locks: locksFrom(players, sides, picks),
      seed,
    }));

function sideOf(result: BalanceResult, id: string): number {
  return result.sides.findIndex((side) => side.players.some((player) => player.id === id));
}

function keeperCounts(result: BalanceResult): number[] {
  return result.sides.map((side) => side.mix.goalkeeper);
}

const player = (id: string, overrides: Partial<BalancePlayer> = {}): BalancePlayer => ({
  id,
  rating: 50,
  selfOverall: 50,
  gamesPlayed: 10,
  primaryPosition: 'centralMid',
  secondaryPositions: [],
  ...overrides,
});

describe('balanceSides: two sides are exact', () => {
  it('the two-side split equals the brute-force optimum (position penalty, then spread)', () => {
    fc.assert(
      fc.property(playersArbitrary(2, 13), lockPicksArbitrary, (players, picks) => {
        const locks = locksFrom(players, 2, picks);
        const result = balanceSides(players, { sides: 2, locks });
        expect(result.method).toBe('exact');
        expect({ penalty: result.positionPenalty, spread: result.spread }).toEqual(
          bruteForceBest(players, 2, locks),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('splits ten equal-skill players with two keepers one keeper per side and a spread of 0', () => {
    const players = [
      player('k1', { primaryPosition: 'goalkeeper', rating: 70, selfOverall: 70 }),
      player('k2', { primaryPosition: 'goalkeeper', rating: 30, selfOverall: 30 }),
      ...Array.from({ length: 8 }, (_, i) =>
        player(`f${i}`, { rating: 40 + 5 * i, selfOverall: 40 + 5 * i }),
      ),
    ];
    const result = balanceSides(players, { sides: 2 });
    expect(keeperCounts(result)).toEqual([1, 1]);
    expect(result.spread).toBe(0);
    expect(result.sides.map((side) => side.players.length)).toEqual([5, 5]);
  });
});

describe('balanceSides: three and four sides', () => {
  const small = fc.oneof(
    fc.tuple(fc.constant(3), playersArbitrary(3, 9)),
    fc.tuple(fc.constant(4), playersArbitrary(4, 8)),
  );

  it('the heuristic reaches the brute-force optimum on small three- and four-side games', () => {
    fc.assert(
      fc.property(small, lockPicksArbitrary, fc.integer(), ([sides, players], picks, seed) => {
        const locks = locksFrom(players, sides, picks);
        const result = balanceSides(players, { sides, locks, seed, timeBudgetMs: 60_000 });
        expect(result.method).toBe('heuristic');
        expect({ penalty: result.positionPenalty, spread: result.spread }).toEqual(
          bruteForceBest(players, sides, locks),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('a split above the integrality bound is proven optimal by the branch and bound', () => {
    const players = [10, 20, 30, 40].map((s, i) => player(`p${i}`, { rating: s, selfOverall: s }));
    const result = balanceSides(players, { sides: 4 });
    expect(result).toMatchObject({ spread: 30, spreadLowerBound: 0, optimal: true, timedOut: false });
  });

  it('a spent time budget stops the search and says so', () => {
    const players = [10, 20, 30, 40].map((s, i) => player(`p${i}`, { rating: s, selfOverall: s }));
    const result = balanceSides(players, { sides: 4, timeBudgetMs: 0 });
    expect(result).toMatchObject({ timedOut: true, optimal: false });
    expect(result.sides.map((side) => side.players.length)).toEqual([1, 1, 1, 1]);
  });

  it('a result marked optimal has the brute-force optimum', () => {
    fc.assert(
      fc.property(small, fc.integer(), ([sides, players], seed) => {
        const result = balanceSides(players, { sides, seed });
        if (result.optimal) expect(result.spread).toBe(bruteForceBest(players, sides).spread);
      }),
      { numRuns: 100 },
    );
  });
});

describe('balanceSides: rules that always hold', () => {
  it('side sizes differ by at most one and every player is in exactly one side', () => {
    fc.assert(
      fc.property(instance(2, 32), ({ sides, players, locks, seed }) => {
        const result = balanceSides(players, { sides, locks, seed });
        const sizes = result.sides.map((side) => side.players.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        const ids = result.sides.flatMap((side) => side.players.map((p) => p.id)).sort();
        expect(ids).toEqual(players.map((p) => p.id).sort());
      }),
      { numRuns: 150 },
    );
  });

  it('goalkeepers are split: one per side when there are enough, never two where another side has none', () => {
    fc.assert(
      fc.property(instance(2, 32), ({ sides, players, seed }) => {
        const result = balanceSides(players, { sides, seed });
        const keepers = keeperCounts(result);
        const total = keepers.reduce((a, b) => a + b, 0);
        expect(Math.max(...keepers) - Math.min(...keepers)).toBeLessThanOrEqual(1);
        if (total >= sides) expect(Math.min(...keepers)).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 150 },
    );
  });

  it('without locks every line is as even as possible (counts differ by at most one)', () => {
    fc.assert(
      fc.property(instance(2, 32), ({ sides, players, seed }) => {
        const result = balanceSides(players, { sides, seed });
        expect(result.positionPenalty).toBe(0);
        for (const line of ['goalkeeper', 'defender', 'midfielder', 'attacker'] as const) {
          const counts = result.sides.map((side) => side.mix[line]);
          expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('locked players stay in the side they are locked to', () => {
    fc.assert(
      fc.property(instance(2, 32), ({ sides, players, locks, seed }) => {
        const result = balanceSides(players, { sides, locks, seed });
        for (const lock of locks) expect(sideOf(result, lock.playerId)).toBe(lock.side);
        const locked = result.sides.flatMap((side) => side.players.filter((p) => p.locked).map((p) => p.id));
        expect(locked.sort()).toEqual(locks.map((lock) => lock.playerId).sort());
      }),
      { numRuns: 150 },
    );
  });

  it('the same players and seed give the same sides', () => {
    fc.assert(
      fc.property(instance(2, 32), ({ sides, players, locks, seed }) => {
        // A budget the work cap always stops first, so a busy machine cannot cut either run short.
        const options = { sides, locks, seed, timeBudgetMs: 60_000 };
        const first = balanceSides(players, options);
        const second = balanceSides(structuredClone(players), options);
        expect(second.timedOut || first.timedOut).toBe(false);
        expect(second).toEqual(first);
      }),
      { numRuns: 100 },
    );
  });

  it('reports each side strength as the sum of its players and the spread as strongest minus weakest', () => {
    fc.assert(
      fc.property(instance(2, 32), ({ sides, players, locks, seed }) => {
        const result = balanceSides(players, { sides, locks, seed });
        const strengths = result.sides.map((side) => side.players.reduce((sum, p) => sum + p.strength, 0));
        expect(result.sides.map((side) => side.strength)).toEqual(strengths);
        expect(result.spread).toBe(Math.max(...strengths) - Math.min(...strengths));
        expect(result.spread).toBeGreaterThanOrEqual(result.spreadLowerBound);
      }),
      { numRuns: 100 },
    );
  });

  it('two sides of more than 40 players keep the rules with the heuristic', () => {
    const players = Array.from({ length: 45 }, (_, i) =>
      player(`p${i}`, {
        rating: (i * 37) % 101,
        selfOverall: (i * 53) % 101,
        primaryPosition:
          i < 3 ? 'goalkeeper' : i % 3 === 0 ? 'leftBack' : i % 3 === 1 ? 'centralMid' : 'striker',
      }),
    );
    const result = balanceSides(players, { sides: 2, locks: [{ playerId: 'p7', side: 1 }] });
    expect(result.method).toBe('heuristic');
    expect(result.sides.map((side) => side.players.length).sort()).toEqual([22, 23]);
    expect(keeperCounts(result).sort()).toEqual([1, 2]);
    expect(result.positionPenalty).toBe(0);
    expect(sideOf(result, 'p7')).toBe(1);
    expect(result.spread).toBeLessThanOrEqual(result.spreadLowerBound + 1);
  });

  it('rebalancing around locks moves only the unlocked players', () => {
    const players = Array.from({ length: 12 }, (_, i) =>
      player(`p${i}`, {
        rating: 30 + 5 * i,
        selfOverall: 30 + 5 * i,
        primaryPosition: i < 2 ? 'goalkeeper' : 'striker',
      }),
    );
    const locks: SideLock[] = [
      { playerId: 'p11', side: 0 },
      { playerId: 'p10', side: 0 },
    ];
    const result = balanceSides(players, { sides: 2, locks });
    expect(sideOf(result, 'p11')).toBe(0);
    expect(sideOf(result, 'p10')).toBe(0);
    expect(keeperCounts(result)).toEqual([1, 1]);
    expect(result.spread).toBe(bruteForceBest(players, 2, locks).spread);
  });
});

describe('balanceSides: bad input', () => {
  const six = Array.from({ length: 6 }, (_, i) => player(`p${i}`));

  const errorOf = (run: () => unknown): BalanceError => {
    try {
      run();
    } catch (error) {
      if (error instanceof BalanceError) return error;
      throw error;
    }
    throw new Error('expected a BalanceError');
  };

  it.each([1, 5, 2.5, Number.NaN])('refuses %s sides', (sides) => {
    expect(errorOf(() => balanceSides(six, { sides })).code).toBe('side_count_out_of_range');
  });

  it('refuses fewer players than sides', () => {
    expect(errorOf(() => balanceSides(six.slice(0, 3), { sides: 4 })).code).toBe('too_few_players');
  });

  it('refuses a lock to a side that does not exist', () => {
    const error = errorOf(() => balanceSides(six, { sides: 2, locks: [{ playerId: 'p1', side: 2 }] }));
    expect(error.code).toBe('lock_to_missing_side');
    expect(error.playerId).toBe('p1');
  });

  it('refuses a lock of a player who is not in the game, and a player locked twice', () => {
    expect(errorOf(() => balanceSides(six, { sides: 2, locks: [{ playerId: 'x', side: 0 }] })).code).toBe(
      'unknown_locked_player',
    );
    const twice = [
      { playerId: 'p1', side: 0 },
      { playerId: 'p1', side: 1 },
    ];
    expect(errorOf(() => balanceSides(six, { sides: 2, locks: twice })).code).toBe('duplicate_lock');
  });

  it('refuses locks that would make side sizes differ by more than one', () => {
    const locks = ['p0', 'p1', 'p2', 'p3'].map((playerId) => ({ playerId, side: 0 }));
    expect(errorOf(() => balanceSides(six, { sides: 2, locks })).code).toBe('locks_unbalanced');
    // 7 players in 3 sides: one side of 3 is fine, two are not.
    const seven = [...six, player('p6')];
    const two = [
      ...['p0', 'p1', 'p2'].map((playerId) => ({ playerId, side: 0 })),
      ...['p3', 'p4', 'p5'].map((playerId) => ({ playerId, side: 1 })),
    ];
    expect(errorOf(() => balanceSides(seven, { sides: 3, locks: two })).code).toBe('locks_unbalanced');
    expect(balanceSides(seven, { sides: 3, locks: two.slice(0, 5) }).sides[0]?.players).toHaveLength(3);
  });

  it('refuses duplicate players and scores outside 0-100', () => {
    expect(errorOf(() => balanceSides([...six, player('p0')], { sides: 2 })).code).toBe('duplicate_player');
    const bad = [...six.slice(1), player('p0', { rating: 101 })];
    expect(errorOf(() => balanceSides(bad, { sides: 2 })).code).toBe('invalid_player');
    const negative = [...six.slice(1), player('p0', { gamesPlayed: -1 })];
    expect(errorOf(() => balanceSides(negative, { sides: 2 })).code).toBe('invalid_player');
  });
});

describe('describeSides', () => {
  it('describes sides arranged by hand with the same strengths, lines and spread', () => {
    const players = [
      player('a', { rating: 80, selfOverall: 80, primaryPosition: 'goalkeeper' }),
      player('b', { rating: 60, selfOverall: 60, secondaryPositions: ['striker'] }),
      player('c', { rating: 40, selfOverall: 40 }),
      player('d', { rating: 20, selfOverall: 20, primaryPosition: 'leftBack' }),
    ];
    const result = describeSides(players, [
      ['a', 'c'],
      ['b', 'd'],
    ]);
    expect(result.method).toBe('manual');
    expect(result.sides.map((side) => side.strength)).toEqual([120, 80]);
    expect(result.spread).toBe(40);
    expect(result.sides[1]?.mix).toEqual({ goalkeeper: 0, defender: 1, midfielder: 1, attacker: 0 });
    expect(result.sides[1]?.cover).toEqual({ goalkeeper: 0, defender: 1, midfielder: 1, attacker: 1 });
  });

  it('refuses a player left out of every side or put in two', () => {
    const players = [player('a'), player('b'), player('c')];
    expect(() => describeSides(players, [['a'], ['b']])).toThrow(BalanceError);
    expect(() =>
      describeSides(players, [
        ['a', 'c'],
        ['b', 'c'],
      ]),
    ).toThrow(BalanceError);
  });
});

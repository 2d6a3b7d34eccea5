import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptySlotCost, placementCost } from './cost.js';
import { presetById } from './presets.js';
import { solveFormation } from './solve-formation.js';
import { lockPicksArbitrary, locksFrom, playersArbitrary, slotsArbitrary } from './testing/arbitraries.js';
import { bruteForceBest } from './testing/brute-force.js';
import { exactBySubsets } from './testing/exact-by-subsets.js';
import { FormationError, type FormationPlayer, type FormationSlot } from './types.js';

const small = fc.tuple(slotsArbitrary(1, 7), playersArbitrary(0, 9), lockPicksArbitrary);

function player(id: string, overrides: Partial<FormationPlayer> = {}): FormationPlayer {
  return {
    id,
    primaryPosition: null,
    secondaryPositions: [],
    preferredFoot: null,
    rating: null,
    skills: null,
    ...overrides,
  };
}

function preset(id: string): readonly FormationSlot[] {
  const found = presetById(id);
  if (!found) throw new Error(`no preset ${id}`);
  return found.slots;
}

function errorCode(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof FormationError) return error.code;
    throw error;
  }
  return undefined;
}

describe('solveFormation against brute force (up to 7 slots, 9 players)', () => {
  it('reaches the same optimal total cost as trying every line-up, with and without locks', () => {
    fc.assert(
      fc.property(small, ([slots, players, picks]) => {
        const locks = locksFrom(players, slots, picks);
        const solution = solveFormation({ slots, players, locks });
        expect(solution.totalCost).toBe(bruteForceBest(slots, players, locks).cost);
      }),
      { numRuns: 300 },
    );
  });

  it('breaks exact ties toward the players listed first (the least sum of list positions on the pitch)', () => {
    // Few kinds of player, each listed several times: many line-ups cost exactly the same.
    const twins = fc.tuple(
      slotsArbitrary(1, 6),
      playersArbitrary(1, 3),
      fc.integer({ min: 1, max: 3 }),
      lockPicksArbitrary,
    );
    fc.assert(
      fc.property(twins, ([slots, kinds, copies, picks]) => {
        const players = Array.from({ length: copies }, (_, copy) =>
          kinds.map((kind) => ({ ...kind, id: `${kind.id}-${copy}` })),
        ).flat();
        const locks = locksFrom(players, slots, picks);
        const solution = solveFormation({ slots, players, locks });
        const listIndexSum = solution.lineup.reduce(
          (sum, placement) =>
            sum + (placement.playerId ? players.findIndex((one) => one.id === placement.playerId) : 0),
          0,
        );
        expect({ cost: solution.totalCost, listIndexSum }).toEqual(bruteForceBest(slots, players, locks));
      }),
      { numRuns: 300 },
    );
  });

  it('always keeps every locked player in his slot', () => {
    fc.assert(
      fc.property(small, ([slots, players, picks]) => {
        const locks = locksFrom(players, slots, picks);
        const { lineup } = solveFormation({ slots, players, locks });
        for (const lock of locks) {
          const placement = lineup.find((candidate) => candidate.slotId === lock.slotId);
          expect(placement?.playerId).toBe(lock.playerId);
          expect(placement?.reason?.locked).toBe(true);
        }
        const lockedIds = new Set(locks.map((lock) => lock.playerId));
        for (const placement of lineup) {
          if (placement.playerId && !lockedIds.has(placement.playerId))
            expect(placement.reason?.locked).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('places no player twice, fills one placement per slot and benches exactly the other available players', () => {
    fc.assert(
      fc.property(small, ([slots, players, picks]) => {
        const locks = locksFrom(players, slots, picks);
        const solution = solveFormation({ slots, players, locks });
        expect(solution.lineup.map((placement) => placement.slotId)).toEqual(slots.map((slot) => slot.id));
        const placed = solution.lineup.flatMap((placement) =>
          placement.playerId ? [placement.playerId] : [],
        );
        expect(new Set(placed).size).toBe(placed.length);
        const available = players.filter((candidate) => candidate.available !== false);
        expect(placed.length).toBe(Math.min(slots.length, available.length));
        expect([...placed, ...solution.bench].sort()).toEqual(
          available.map((candidate) => candidate.id).sort(),
        );
        expect(solution.unavailable).toEqual(
          players.filter((candidate) => candidate.available === false).map((candidate) => candidate.id),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('reports each placement with its own cost and a total equal to their sum', () => {
    fc.assert(
      fc.property(small, ([slots, players, picks]) => {
        const locks = locksFrom(players, slots, picks);
        const solution = solveFormation({ slots, players, locks });
        let sum = 0;
        solution.lineup.forEach((placement, i) => {
          const slot = slots[i] as FormationSlot;
          const who = players.find((candidate) => candidate.id === placement.playerId);
          const expected = who ? placementCost(who, slot) : emptySlotCost(slot);
          expect(placement.cost).toBe(expected);
          expect(placement.reason === null).toBe(who === undefined);
          sum += expected;
        });
        expect(solution.totalCost).toBe(sum);
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same line-up for the same input every time (deterministic)', () => {
    fc.assert(
      fc.property(small, ([slots, players, picks]) => {
        const locks = locksFrom(players, slots, picks);
        const first = solveFormation({ slots, players, locks });
        const again = solveFormation(structuredClone({ slots, players, locks }));
        expect(again).toEqual(first);
      }),
      { numRuns: 200 },
    );
  });
});

describe('solveFormation on full-size squads', () => {
  it('matches the exact subset dynamic programme on 11 slots and up to 16 players with locks', () => {
    const slots = preset('11-1-4-3-3');
    fc.assert(
      fc.property(playersArbitrary(8, 16), lockPicksArbitrary, (players, picks) => {
        const locks = locksFrom(players, slots, picks);
        expect(solveFormation({ slots, players, locks }).totalCost).toBe(
          exactBySubsets(slots, players, locks),
        );
      }),
      { numRuns: 60 },
    );
  });
});

describe('solveFormation line-ups', () => {
  it('puts each player in his primary position when the squad has one of each', () => {
    const slots = preset('7-1-3-2-1');
    const players = [...slots]
      .reverse()
      .map((slot) => player(`p-${slot.id}`, { primaryPosition: slot.role }));
    // Two centre mids: either may take either slot; everyone else is exact.
    const { lineup } = solveFormation({ slots, players });
    for (const placement of lineup) {
      const role = slots.find((slot) => slot.id === placement.slotId)?.role;
      expect(placement.reason?.fit).toBe('primary');
      expect(placement.reason?.role).toBe(role);
    }
  });

  it('prefers a keeper in goal over a stronger outfield player', () => {
    const slots = preset('5-1-2-2');
    const players = [
      player('star', { primaryPosition: 'striker', rating: 95 }),
      player('keeper', { primaryPosition: 'goalkeeper', rating: 40 }),
      player('d1', { primaryPosition: 'defender', rating: 60 }),
      player('d2', { primaryPosition: 'defender', rating: 60 }),
      player('s2', { primaryPosition: 'striker', rating: 60 }),
    ];
    const goal = solveFormation({ slots, players }).lineup.find(
      (placement) => placement.slotId === 'goalkeeper',
    );
    expect(goal?.playerId).toBe('keeper');
  });

  it('benches the weakest of equally placed players', () => {
    const slots = preset('5-1-2-1-1');
    const players = [
      player('gk', { primaryPosition: 'goalkeeper' }),
      player('d1', { primaryPosition: 'defender', rating: 70 }),
      player('d2', { primaryPosition: 'defender', rating: 40 }),
      player('d3', { primaryPosition: 'defender', rating: 80 }),
      player('m', { primaryPosition: 'centralMid' }),
      player('s', { primaryPosition: 'striker' }),
    ];
    expect(solveFormation({ slots, players }).bench).toEqual(['d2']);
  });

  it('short of players, leaves the forwards empty first and fills the goal even without a keeper', () => {
    const slots = preset('7-1-3-2-1');
    const players = [
      player('a', { primaryPosition: 'defender' }),
      player('b', { primaryPosition: 'defender' }),
      player('c', { primaryPosition: 'centralMid' }),
      player('d', { primaryPosition: 'centralMid' }),
      player('e', { primaryPosition: 'leftBack' }),
    ];
    const { lineup } = solveFormation({ slots, players });
    const emptyLines = lineup
      .filter((placement) => placement.playerId === null)
      .map((placement) => slots.find((slot) => slot.id === placement.slotId)?.line);
    expect(emptyLines).toEqual(['midfielder', 'attacker']);
    expect(lineup.find((placement) => placement.slotId === 'goalkeeper')?.playerId).not.toBeNull();
  });

  it('keeps unavailable players off the pitch and off the bench', () => {
    const slots = preset('5-1-2-1-1');
    const players = [player('out', { primaryPosition: 'goalkeeper', available: false }), player('in')];
    const solution = solveFormation({ slots, players });
    expect(solution.unavailable).toEqual(['out']);
    expect(solution.bench).toEqual([]);
    expect(solution.lineup.some((placement) => placement.playerId === 'out')).toBe(false);
  });

  it('returns an empty line-up for an empty squad', () => {
    const slots = preset('5-1-2-1-1');
    const solution = solveFormation({ slots, players: [] });
    expect(solution.lineup.every((placement) => placement.playerId === null)).toBe(true);
    expect(solution.bench).toEqual([]);
  });
});

describe('solveFormation refuses bad input with a stable code', () => {
  const slots = preset('5-1-2-1-1');
  const players = [player('a'), player('b')];

  it('a lock to a slot the formation does not have', () => {
    expect(
      errorCode(() => solveFormation({ slots, players, locks: [{ playerId: 'a', slotId: 'leftWing' }] })),
    ).toBe('lock_to_missing_slot');
  });

  it('a lock of a player who is not listed', () => {
    expect(
      errorCode(() => solveFormation({ slots, players, locks: [{ playerId: 'z', slotId: 'striker' }] })),
    ).toBe('unknown_locked_player');
  });

  it('a lock of an unavailable player', () => {
    const squad = [player('a', { available: false })];
    expect(
      errorCode(() =>
        solveFormation({ slots, players: squad, locks: [{ playerId: 'a', slotId: 'striker' }] }),
      ),
    ).toBe('locked_player_unavailable');
  });

  it('one player locked to two slots, or two players to one slot', () => {
    const twice = [
      { playerId: 'a', slotId: 'striker' },
      { playerId: 'a', slotId: 'goalkeeper' },
    ];
    expect(errorCode(() => solveFormation({ slots, players, locks: twice }))).toBe('duplicate_lock');
    const crowded = [
      { playerId: 'a', slotId: 'striker' },
      { playerId: 'b', slotId: 'striker' },
    ];
    expect(errorCode(() => solveFormation({ slots, players, locks: crowded }))).toBe('slot_locked_twice');
  });

  it('a player or a slot listed twice', () => {
    expect(errorCode(() => solveFormation({ slots, players: [player('a'), player('a')] }))).toBe(
      'duplicate_player',
    );
    const doubled = [...slots, slots[0] as FormationSlot];
    expect(errorCode(() => solveFormation({ slots: doubled, players }))).toBe('duplicate_slot');
  });

  it('values outside the profile ranges', () => {
    const bad = [
      player('r', { rating: 101 }),
      player('s', { skills: { speed: 11 } }),
      player('t', { secondaryPositions: ['striker', 'leftWing', 'rightWing', 'attackingMid'] }),
      player('u', { rating: Number.NaN }),
    ];
    for (const one of bad)
      expect(errorCode(() => solveFormation({ slots, players: [one] }))).toBe('invalid_player');
  });
});

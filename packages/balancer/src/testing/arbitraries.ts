import fc from 'fast-check';
import { POSITIONS, type Position } from '@oyna/shared';
import type { BalancePlayer, SideLock } from '../types.js';

const position: fc.Arbitrary<Position> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Position>('goalkeeper') },
  { weight: 5, arbitrary: fc.constantFrom(...POSITIONS) },
);

const score = fc.option(fc.integer({ min: 0, max: 100 }), { freq: 6 });

/** A confirmed player as the API would send one, with any mix of missing scores and positions. */
export const playerArbitrary = (id: string): fc.Arbitrary<BalancePlayer> =>
  fc.record({
    id: fc.constant(id),
    rating: score,
    selfOverall: score,
    gamesPlayed: fc.integer({ min: 0, max: 80 }),
    primaryPosition: fc.option(position, { freq: 8 }),
    secondaryPositions: fc.uniqueArray(position, { maxLength: 3 }),
  });

export const playersArbitrary = (min: number, max: number): fc.Arbitrary<BalancePlayer[]> =>
  fc
    .integer({ min, max })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => playerArbitrary(`p${i}`))));

/**
 * Locks for some players, at most as many per side as the smallest side size, so the sizes can
 * always differ by at most one.
 */
export function locksFrom(
  players: readonly BalancePlayer[],
  sides: number,
  picks: readonly number[],
): SideLock[] {
  const perSide = Math.floor(players.length / sides);
  const used = new Array<number>(sides).fill(0);
  const locks: SideLock[] = [];
  players.forEach((player, i) => {
    const pick = picks[i % Math.max(1, picks.length)] ?? -1;
    if (pick < 0 || pick >= sides || (used[pick] ?? 0) >= perSide) return;
    used[pick] = (used[pick] ?? 0) + 1;
    locks.push({ playerId: player.id, side: pick });
  });
  return locks;
}

/** Per player: -1 (free, most often) or a side index to lock to. */
export const lockPicksArbitrary = fc.array(
  fc.oneof(
    { weight: 5, arbitrary: fc.constant(-1) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 3 }) },
  ),
  { minLength: 1, maxLength: 40 },
);

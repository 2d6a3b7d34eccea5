import fc from 'fast-check';
import { POSITIONS, PREFERRED_FEET, type Position, SKILL_KEYS, type SkillKey } from '@oyna/shared';
import type { FormationLock, FormationPlayer, FormationSlot, SkillRatings } from '../types.js';

const position: fc.Arbitrary<Position> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Position>('goalkeeper') },
  { weight: 5, arbitrary: fc.constantFrom(...POSITIONS) },
);

const skills: fc.Arbitrary<SkillRatings> = fc.record(
  Object.fromEntries(
    SKILL_KEYS.map((key) => [key, fc.option(fc.integer({ min: 1, max: 10 }), { freq: 5 })]),
  ) as Record<SkillKey, fc.Arbitrary<number | null>>,
);

/** A member as the API would send one, with any mix of missing ratings, skills, feet and positions. */
export const playerArbitrary = (id: string): fc.Arbitrary<FormationPlayer> =>
  fc
    .record({
      id: fc.constant(id),
      primaryPosition: fc.option(position, { freq: 8 }),
      secondaryPositions: fc.uniqueArray(position, { maxLength: 3 }),
      preferredFoot: fc.option(fc.constantFrom(...PREFERRED_FEET), { freq: 6 }),
      rating: fc.option(fc.integer({ min: 0, max: 100 }), { freq: 2 }),
      skills: fc.option(skills, { freq: 2 }),
      available: fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.boolean() },
      ),
    })
    .map((player) => {
      const { available, ...rest } = player;
      return available === undefined ? rest : { ...rest, available };
    });

export const playersArbitrary = (min: number, max: number): fc.Arbitrary<FormationPlayer[]> =>
  fc
    .integer({ min, max })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => playerArbitrary(`p${i}`))));

/** Slots of any roles (zero, one or two keepers); coordinates do not matter to the solver. */
export const slotsArbitrary = (min: number, max: number): fc.Arbitrary<FormationSlot[]> =>
  fc
    .array(position, { minLength: min, maxLength: max })
    .map((roles) =>
      roles.map((role, i) => ({ id: `s${i}`, role, line: 'defender' as const, x: i / 10, y: 0.5 })),
    );

/** Per player: -1 (free, most often) or a slot index to lock to. */
export const lockPicksArbitrary = fc.array(
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(-1) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 10 }) },
  ),
  { minLength: 1, maxLength: 12 },
);

/** Valid locks from the picks: available players only, each slot at most once. */
export function locksFrom(
  players: readonly FormationPlayer[],
  slots: readonly FormationSlot[],
  picks: readonly number[],
): FormationLock[] {
  const taken = new Set<string>();
  const locks: FormationLock[] = [];
  players.forEach((player, i) => {
    const slot = slots[picks[i % picks.length] ?? -1];
    if (!slot || player.available === false || taken.has(slot.id)) return;
    taken.add(slot.id);
    locks.push({ playerId: player.id, slotId: slot.id });
  });
  return locks;
}

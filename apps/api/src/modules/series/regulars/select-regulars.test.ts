import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RegularCandidate, selectRegulars } from './select-regulars.js';

const seed = { seriesId: '7b1e0d3a-0000-4000-8000-000000000001', date: '2026-12-01' };

function candidate(userId: string, fields: Partial<RegularCandidate> = {}): RegularCandidate {
  return { userId, satOutLast: false, attendance: 0, gamesLately: 0, ...fields };
}

const candidatesArb = fc.uniqueArray(
  fc.record({
    userId: fc.uuid(),
    satOutLast: fc.boolean(),
    attendance: fc.integer({ min: 0, max: 8 }),
    gamesLately: fc.integer({ min: 0, max: 10 }),
  }),
  { selector: (c) => c.userId, maxLength: 30 },
);

describe('selectRegulars', () => {
  it('a regular who sat out last time plays before one with better attendance', () => {
    const result = selectRegulars(
      [candidate('a', { attendance: 8 }), candidate('b', { satOutLast: true, attendance: 0 })],
      1,
      seed,
    );
    expect(result.chosen).toEqual(['b']);
    expect(result.leftOut).toEqual([{ userId: 'a', reason: 'others_sat_out' }]);
  });

  it('then the higher attendance over the last dates plays', () => {
    const result = selectRegulars(
      [candidate('a', { attendance: 2 }), candidate('b', { attendance: 5 })],
      1,
      seed,
    );
    expect(result.chosen).toEqual(['b']);
    expect(result.leftOut).toEqual([{ userId: 'a', reason: 'lower_attendance' }]);
  });

  it('then the one with fewer games lately plays', () => {
    const result = selectRegulars(
      [candidate('a', { attendance: 3, gamesLately: 4 }), candidate('b', { attendance: 3, gamesLately: 1 })],
      1,
      seed,
    );
    expect(result.chosen).toEqual(['b']);
    expect(result.leftOut).toEqual([{ userId: 'a', reason: 'more_games_lately' }]);
  });

  it('an exact tie is settled by a draw seeded by the series and the date, and said so', () => {
    const tied = [candidate('a'), candidate('b'), candidate('c')];
    const first = selectRegulars(tied, 1, seed);
    expect(first.leftOut.map((left) => left.reason)).toEqual(['draw', 'draw']);
    expect(selectRegulars([...tied].reverse(), 1, seed)).toEqual(first);
    // Another date draws again: over many dates every tied player gets to play.
    const winners = new Set(
      Array.from(
        { length: 40 },
        (_, day) =>
          selectRegulars(tied, 1, { ...seed, date: `2026-12-${String(day + 1).padStart(2, '0')}` }).chosen[0],
      ).filter((day) => day !== undefined),
    );
    expect(winners.size).toBe(3);
  });

  it('everyone plays when there are places enough', () => {
    const result = selectRegulars([candidate('a'), candidate('b')], 5, seed);
    expect(result.chosen.sort()).toEqual(['a', 'b']);
    expect(result.leftOut).toEqual([]);
  });

  it('property: the places are filled, nobody is both in and out, and each left out has a reason', () => {
    fc.assert(
      fc.property(candidatesArb, fc.integer({ min: 0, max: 20 }), (candidates, places) => {
        const { chosen, leftOut } = selectRegulars(candidates, places, seed);
        expect(chosen).toHaveLength(Math.min(places, candidates.length));
        const out = leftOut.map((left) => left.userId);
        expect(new Set([...chosen, ...out]).size).toBe(candidates.length);
        expect(chosen.length + out.length).toBe(candidates.length);
      }),
    );
  });

  it('property: the answer does not depend on the order the regulars come in', () => {
    fc.assert(
      fc.property(candidatesArb, fc.integer({ min: 0, max: 20 }), fc.nat(), (candidates, places, shift) => {
        const rotated = candidates.map((_, i) => candidates[(i + shift) % candidates.length]!);
        expect(selectRegulars(rotated, places, seed)).toEqual(selectRegulars(candidates, places, seed));
      }),
    );
  });

  it('property: nobody left out ranks before anybody chosen on the rules', () => {
    fc.assert(
      fc.property(candidatesArb, fc.integer({ min: 0, max: 20 }), (candidates, places) => {
        const { chosen, leftOut } = selectRegulars(candidates, places, seed);
        const byId = new Map(candidates.map((c) => [c.userId, c]));
        const key = (c: RegularCandidate) => [c.satOutLast ? 0 : 1, -c.attendance, c.gamesLately];
        for (const left of leftOut) {
          for (const id of chosen) {
            const [a, b] = [key(byId.get(id)!), key(byId.get(left.userId)!)];
            const firstDiff = a.findIndex((value, i) => value !== b[i]);
            if (firstDiff >= 0) expect(a[firstDiff]!).toBeLessThan(b[firstDiff]!);
          }
        }
      }),
    );
  });

  it('property: the reason names the first rule on which the last one chosen came first', () => {
    fc.assert(
      fc.property(candidatesArb, fc.integer({ min: 1, max: 20 }), (candidates, places) => {
        const { chosen, leftOut } = selectRegulars(candidates, places, seed);
        const last = candidates.find((c) => c.userId === chosen[chosen.length - 1]);
        for (const left of leftOut) {
          const them = candidates.find((c) => c.userId === left.userId)!;
          const expected =
            last!.satOutLast !== them.satOutLast
              ? 'others_sat_out'
              : last!.attendance !== them.attendance
                ? 'lower_attendance'
                : last!.gamesLately !== them.gamesLately
                  ? 'more_games_lately'
                  : 'draw';
          expect(left.reason).toBe(expected);
        }
      }),
    );
  });
});

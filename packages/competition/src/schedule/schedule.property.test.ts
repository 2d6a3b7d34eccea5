import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doubleElimination } from '../fixtures/double-elimination.js';
import { roundRobin } from '../fixtures/round-robin.js';
import { singleElimination } from '../fixtures/single-elimination.js';
import { teamIds } from '../testing/arbitraries.js';
import { instantMinutes, isoOf } from './baku-time.js';
import { bracketToSchedule, roundRobinToSchedule } from './from-fixtures.js';
import { scheduleMatches } from './schedule-matches.js';
import type { BusyInterval, PitchRef, ScheduleMatch, ScheduleRules, TimeWindow } from './types.js';
import { validateSchedule } from './validate-schedule.js';

const pitchesOf = (count: number): PitchRef[] =>
  Array.from({ length: count }, (_, i) => ({ venueId: `v${i % 2}`, pitch: Math.floor(i / 2) + 1 }));
const date = (day: number) => `2026-06-${String(day + 1).padStart(2, '0')}`;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const fixtureArbitrary: fc.Arbitrary<ScheduleMatch[]> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 2, max: 9 }), fc.constantFrom<1 | 2>(1, 2))
    .map(([n, legs]) => roundRobinToSchedule(roundRobin(teamIds(n), { legs }))),
  fc
    .integer({ min: 2, max: 12 })
    .map((n) => bracketToSchedule(singleElimination(teamIds(n), { thirdPlace: true }))),
  fc
    .integer({ min: 3, max: 10 })
    .map((n) => bracketToSchedule(doubleElimination(teamIds(n), { grandFinalReset: true }))),
);

const rulesArbitrary: fc.Arbitrary<ScheduleRules> = fc
  .record({
    pitchCount: fc.integer({ min: 1, max: 4 }),
    windows: fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 6 }),
        start: fc.integer({ min: 8 * 60, max: 20 * 60 }),
        length: fc.integer({ min: 60, max: 8 * 60 }),
        only: fc.option(fc.integer({ min: 0, max: 3 }), { freq: 4 }),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    busy: fc.array(
      fc.record({
        pitch: fc.integer({ min: 0, max: 3 }),
        day: fc.integer({ min: 0, max: 6 }),
        start: fc.integer({ min: 8 * 60, max: 22 * 60 }),
        length: fc.integer({ min: 30, max: 180 }),
      }),
      { maxLength: 10 },
    ),
    matchMinutes: fc.integer({ min: 20, max: 90 }),
    changeoverMinutes: fc.integer({ min: 0, max: 20 }),
    minRestMinutes: fc.integer({ min: 0, max: 240 }),
    maxRoundsPerDay: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  })
  .map(({ pitchCount, windows, busy, maxRoundsPerDay, ...rest }) => {
    const pitches = pitchesOf(pitchCount);
    return {
      ...rest,
      pitches,
      windows: windows.map<TimeWindow>((w) => ({
        date: date(w.day),
        start: hhmm(w.start),
        end: hhmm(Math.min(24 * 60, w.start + w.length)),
        ...(w.only === null ? {} : { pitches: [pitches[w.only % pitchCount] as PitchRef] }),
      })),
      busy: busy.map<BusyInterval>((b) => {
        const start = instantMinutes(`${date(b.day)}T${hhmm(b.start)}:00+04:00`);
        return {
          ...(pitches[b.pitch % pitchCount] as PitchRef),
          start: isoOf(start),
          end: isoOf(start + b.length),
        };
      }),
      ...(maxRoundsPerDay === undefined ? {} : { maxRoundsPerDay }),
    };
  });

describe('scheduling properties', () => {
  it('never a clash: no pitch double-booked, clear of other bookings, rest and feeders respected, inside the windows', () => {
    fc.assert(
      fc.property(fixtureArbitrary, rulesArbitrary, (matches, rules) => {
        const result = scheduleMatches(matches, rules);
        expect(validateSchedule(matches, rules, result.placements)).toEqual([]);
        const ids = [...result.placements.map((p) => p.matchId), ...result.unplaced.map((u) => u.matchId)];
        expect(ids.sort()).toEqual(matches.map((m) => m.id).sort());
      }),
      { numRuns: 200 },
    );
  });

  it("rest is always respected: a team's matches are at least the rest apart (checked directly)", () => {
    fc.assert(
      fc.property(fixtureArbitrary, rulesArbitrary, (matches, rules) => {
        const { placements } = scheduleMatches(matches, rules);
        const teamsOf = new Map(matches.map((m) => [m.id, m.teams]));
        const byTeam = new Map<string, { start: number; end: number }[]>();
        for (const p of placements) {
          for (const team of teamsOf.get(p.matchId) ?? []) {
            byTeam.set(team, [
              ...(byTeam.get(team) ?? []),
              { start: instantMinutes(p.start), end: instantMinutes(p.end) },
            ]);
          }
        }
        for (const list of byTeam.values()) {
          list.sort((a, b) => a.start - b.start);
          list.slice(1).forEach((next, i) => {
            expect(next.start - (list[i] as { end: number }).end).toBeGreaterThanOrEqual(
              rules.minRestMinutes,
            );
          });
        }
      }),
      { numRuns: 150 },
    );
  });

  it('places every match, in round order, when capacity obviously suffices: a date per round with room for the round', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.constantFrom<1 | 2>(1, 2),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 30, max: 90 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 600 }),
        (n, legs, pitchCount, matchMinutes, changeoverMinutes, minRestMinutes) => {
          const rounds = roundRobin(teamIds(n), { legs });
          const perRound = Math.floor(n / 2);
          const layers = Math.ceil(perRound / pitchCount);
          const windowLength = layers * (matchMinutes + changeoverMinutes);
          const rules: ScheduleRules = {
            pitches: pitchesOf(pitchCount),
            // One evening per round, ending by 22:00; the next starts 18:00 the day after (≥ 20 h later).
            windows: rounds.map((_, i) => ({
              date: `2026-${String(7 + Math.floor(i / 28)).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
              start: hhmm(22 * 60 - windowLength),
              end: '22:00',
            })),
            matchMinutes,
            changeoverMinutes,
            minRestMinutes,
            maxRoundsPerDay: 1,
          };
          const matches = roundRobinToSchedule(rounds);
          const result = scheduleMatches(matches, rules);
          expect(result.unplaced).toEqual([]);
          expect(result.outOfRoundOrder).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('places every match of a one-day cup when one long window has a spare layer of slots per round', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 20, max: 40 }),
        fc.integer({ min: 0, max: 10 }),
        (n, pitchCount, matchMinutes, changeoverMinutes) => {
          const rounds = roundRobin(teamIds(n));
          const layers = rounds.length * (Math.ceil(Math.floor(n / 2) / pitchCount) + 1);
          const rules: ScheduleRules = {
            pitches: pitchesOf(pitchCount),
            windows: [
              { date: '2026-06-01', start: '00:00', end: hhmm(layers * (matchMinutes + changeoverMinutes)) },
            ],
            matchMinutes,
            changeoverMinutes,
            minRestMinutes: changeoverMinutes,
          };
          fc.pre(layers * (matchMinutes + changeoverMinutes) <= 24 * 60);
          const result = scheduleMatches(roundRobinToSchedule(rounds), rules);
          expect(result.unplaced).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });
});

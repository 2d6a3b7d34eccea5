import { describe, expect, it } from 'vitest';
import { knockoutFromGroups } from '../fixtures/knockout-from-groups.js';
import { singleElimination } from '../fixtures/single-elimination.js';
import { roundRobin } from '../fixtures/round-robin.js';
import { bakuMinutes, isoOf } from './baku-time.js';
import { bracketToSchedule, roundRobinToSchedule } from './from-fixtures.js';
import { scheduleMatches } from './schedule-matches.js';
import type { ScheduleMatch, ScheduleRules } from './types.js';
import { validateSchedule } from './validate-schedule.js';

const pitchA = { venueId: 'v1', pitch: 1 };
const pitchB = { venueId: 'v1', pitch: 2 };
const rules = (overrides: Partial<ScheduleRules> = {}): ScheduleRules => ({
  pitches: [pitchA],
  windows: [{ date: '2026-05-02', start: '18:00', end: '22:00' }],
  matchMinutes: 50,
  changeoverMinutes: 10,
  minRestMinutes: 0,
  ...overrides,
});
const match = (id: string, round: number, teams: string[], after?: string[]): ScheduleMatch => ({
  id,
  round,
  teams,
  ...(after ? { after } : {}),
});

describe('Baku time', () => {
  it('reads windows as UTC+4 all year, summer and winter alike', () => {
    expect(isoOf(bakuMinutes('2026-05-02', '18:00'))).toBe('2026-05-02T14:00:00.000Z');
    expect(isoOf(bakuMinutes('2026-01-15', '18:00'))).toBe('2026-01-15T14:00:00.000Z');
    expect(isoOf(bakuMinutes('2026-05-02', '24:00'))).toBe('2026-05-02T20:00:00.000Z');
    expect(isoOf(bakuMinutes('2026-05-02', '02:30'))).toBe('2026-05-01T22:30:00.000Z');
  });

  it('refuses dates and times that do not exist', () => {
    for (const [date, time] of [
      ['2026-02-30', '10:00'],
      ['2026-05-02', '24:30'],
      ['2026-05-02', '9:00'],
      ['02.05.2026', '10:00'],
    ] as const) {
      expect(() => bakuMinutes(date, time)).toThrow(expect.objectContaining({ code: 'invalid_time' }));
    }
  });
});

describe('scheduleMatches', () => {
  it('fills a pitch one match after another with the changeover between', () => {
    const result = scheduleMatches([match('m1', 1, ['a', 'b']), match('m2', 1, ['c', 'd'])], rules());
    expect(result.placements.map((p) => [p.matchId, p.start, p.end])).toEqual([
      ['m1', '2026-05-02T14:00:00.000Z', '2026-05-02T14:50:00.000Z'],
      ['m2', '2026-05-02T15:00:00.000Z', '2026-05-02T15:50:00.000Z'],
    ]);
  });

  it('keeps the changeover between matches of two windows that nearly touch on one pitch', () => {
    // Found by the property test (seed 774660000): 08:00-09:00 and 09:01-10:01 on one pitch.
    const windows = [
      { date: '2026-06-01', start: '08:00', end: '09:00' },
      { date: '2026-06-01', start: '09:01', end: '10:01' },
    ];
    const matches = [match('m1', 1, ['a', 'b']), match('m2', 2, ['c'], ['m1'])];
    const tight = rules({ windows, matchMinutes: 47, changeoverMinutes: 15 });
    const result = scheduleMatches(matches, tight);
    expect(validateSchedule(matches, tight, result.placements)).toEqual([]);
    expect(result.placements.map((p) => p.matchId)).toEqual(['m1']);
    expect(result.unplaced).toEqual([{ matchId: 'm2', reason: 'no_free_slot' }]);
  });

  it('keeps clear of a game already at the pitch, with the changeover on both sides', () => {
    const busy = [{ ...pitchA, start: '2026-05-02T18:05:00+04:00', end: '2026-05-02T19:30:00+04:00' }];
    const result = scheduleMatches([match('m1', 1, ['a', 'b'])], rules({ busy }));
    expect(result.placements[0]?.start).toBe('2026-05-02T15:40:00.000Z'); // 19:40 in Baku
  });

  it('waits the rest time between two matches of a team, using the other pitch meanwhile', () => {
    const result = scheduleMatches(
      [match('m1', 1, ['a', 'b']), match('m2', 1, ['c', 'd']), match('m3', 2, ['a', 'c'])],
      rules({ pitches: [pitchA, pitchB], minRestMinutes: 60 }),
    );
    const start = (id: string) => result.placements.find((p) => p.matchId === id)?.start;
    expect([start('m1'), start('m2'), start('m3')]).toEqual([
      '2026-05-02T14:00:00.000Z',
      '2026-05-02T14:00:00.000Z',
      '2026-05-02T16:00:00.000Z',
    ]);
  });

  it('reports what it could not place and why', () => {
    const full = scheduleMatches(
      [1, 2, 3, 4, 5].map((i) => match(`m${i}`, 1, [`a${i}`, `b${i}`])),
      rules({ windows: [{ date: '2026-05-02', start: '18:00', end: '20:00' }] }),
    );
    expect(full.unplaced).toEqual([
      { matchId: 'm3', reason: 'no_free_slot' },
      { matchId: 'm4', reason: 'no_free_slot' },
      { matchId: 'm5', reason: 'no_free_slot' },
    ]);
    const rest = scheduleMatches(
      [match('m1', 1, ['a', 'b']), match('m2', 2, ['a', 'c'])],
      rules({ pitches: [pitchA, pitchB], minRestMinutes: 300 }),
    );
    expect(rest.unplaced).toEqual([{ matchId: 'm2', reason: 'team_rest' }]);
    const feeder = scheduleMatches(
      [match('m1', 1, ['a', 'b']), match('m2', 1, ['c', 'd']), match('m3', 2, [], ['m1', 'm2'])],
      rules({ windows: [{ date: '2026-05-02', start: '18:00', end: '19:00' }] }),
    );
    expect(feeder.unplaced).toEqual([
      { matchId: 'm2', reason: 'no_free_slot' },
      { matchId: 'm3', reason: 'feeder_unplaced' },
    ]);
    const perDay = scheduleMatches(
      [match('m1', 1, ['a', 'b']), match('m2', 2, ['c', 'd'])],
      rules({ maxRoundsPerDay: 1 }),
    );
    expect(perDay.unplaced).toEqual([{ matchId: 'm2', reason: 'rounds_per_day' }]);
  });

  it('a league with one round per matchday puts each round on its own date', () => {
    const rounds = roundRobin(['a', 'b', 'c', 'd']);
    const dates = ['2026-05-02', '2026-05-09', '2026-05-16'];
    const result = scheduleMatches(
      roundRobinToSchedule(rounds),
      rules({ windows: dates.map((date) => ({ date, start: '10:00', end: '14:00' })), maxRoundsPerDay: 1 }),
    );
    expect(result.unplaced).toEqual([]);
    const dateOf = (id: string) => result.placements.find((p) => p.matchId === id)?.start.slice(0, 10);
    expect(['r1m1', 'r1m2', 'r2m1', 'r2m2', 'r3m1', 'r3m2'].map(dateOf)).toEqual([
      '2026-05-02',
      '2026-05-02',
      '2026-05-09',
      '2026-05-09',
      '2026-05-16',
      '2026-05-16',
    ]);
  });

  it('places a knockout round only after its feeders have ended and the rest has passed', () => {
    const matches = bracketToSchedule(singleElimination(['a', 'b', 'c', 'd', 'e', 'f']));
    expect(matches.map((m) => [m.id, m.round, m.after])).toEqual([
      ['r1m2', 1, []],
      ['r1m4', 1, []],
      ['r2m1', 2, ['r1m2']],
      ['r2m2', 2, ['r1m4']],
      ['r3m1', 3, ['r2m1', 'r2m2']],
    ]);
    const options = rules({
      pitches: [pitchA, pitchB],
      windows: [{ date: '2026-05-02', start: '17:00', end: '23:00' }],
      minRestMinutes: 45,
    });
    const result = scheduleMatches(matches, options);
    expect(result.unplaced).toEqual([]);
    // Round 1 at 17:00, round 2 at 19:00 (17:50 + 45 min rest), the final at 21:00.
    expect(result.placements.map((p) => p.start.slice(11, 16))).toEqual([
      '13:00',
      '13:00',
      '15:00',
      '15:00',
      '17:00',
    ]);
    expect(validateSchedule(matches, options, result.placements)).toEqual([]);
  });

  it('a knockout fed by group places comes after all that group’s matches, numbered after the group rounds', () => {
    const bracket = knockoutFromGroups({ groups: ['A', 'B'], qualifiersPerGroup: 2 });
    const matches = bracketToSchedule(bracket, {
      firstRound: 4,
      groupMatchIds: { A: ['a1', 'a2'], B: ['b1'] },
    });
    expect(matches.map((m) => [m.id, m.round, m.after])).toEqual([
      ['r1m1', 4, ['a1', 'a2', 'b1']],
      ['r1m2', 4, ['b1', 'a1', 'a2']],
      ['r2m1', 5, ['r1m1', 'r1m2']],
    ]);
  });

  it('keeps fixed placements and plans the rest around them; flags a match placed before its round', () => {
    const matches = [match('m1', 1, ['a', 'b']), match('m2', 2, ['c', 'd'])];
    const fixed = [
      { matchId: 'm1', ...pitchA, start: '2026-05-02T17:00:00.000Z', end: '2026-05-02T17:50:00.000Z' },
    ];
    const result = scheduleMatches(matches, rules(), fixed);
    expect(result.placements.map((p) => p.matchId)).toEqual(['m2', 'm1']);
    expect(result.outOfRoundOrder).toEqual(['m2']);
  });

  it('is deterministic', () => {
    const matches = roundRobinToSchedule(roundRobin(['a', 'b', 'c', 'd', 'e'], { legs: 2 }));
    const options = rules({
      pitches: [pitchA, pitchB],
      windows: [{ date: '2026-05-02', start: '08:00', end: '23:00' }],
    });
    expect(scheduleMatches(matches, options)).toEqual(scheduleMatches(matches, options));
  });

  it('refuses bad rules with stable codes', () => {
    const m = [match('m1', 1, ['a', 'b'])];
    const code = (r: ScheduleRules, ms: ScheduleMatch[] = m) => {
      try {
        scheduleMatches(ms, r);
      } catch (error) {
        return (error as { code: string }).code;
      }
      return null;
    };
    expect(code(rules({ matchMinutes: 0 }))).toBe('invalid_duration');
    expect(code(rules({ windows: [{ date: '2026-05-02', start: '20:00', end: '18:00' }] }))).toBe(
      'invalid_window',
    );
    expect(
      code(rules({ windows: [{ date: '2026-05-02', start: '18:00', end: '20:00', pitches: [pitchB] }] })),
    ).toBe('unknown_pitch');
    expect(code(rules({ pitches: [pitchA, pitchA] }))).toBe('duplicate_pitch');
    expect(code(rules(), [...m, ...m])).toBe('duplicate_match');
    expect(code(rules(), [match('m1', 1, ['a', 'b'], ['zz'])])).toBe('unknown_feeder');
    expect(code(rules(), [match('m1', 1, [], ['m2']), match('m2', 1, [], ['m1'])])).toBe('feeder_cycle');
    expect(
      code(rules({ busy: [{ ...pitchA, start: '2026-05-02T18:00:00', end: '2026-05-02T19:00:00' }] })),
    ).toBe('invalid_time');
  });
});

describe('validateSchedule (the check when an organizer moves a match)', () => {
  it('names each broken rule', () => {
    const matches = [match('m1', 1, ['a', 'b']), match('m2', 1, ['a', 'c']), match('m3', 2, [], ['m1'])];
    const at = (matchId: string, start: string, end: string, pitch = pitchA) => ({
      matchId,
      ...pitch,
      start,
      end,
    });
    const options = rules({
      pitches: [pitchA, pitchB],
      minRestMinutes: 30,
      busy: [{ ...pitchB, start: '2026-05-02T15:00:00Z', end: '2026-05-02T16:00:00Z' }],
    });
    const kinds = validateSchedule(matches, options, [
      at('m1', '2026-05-02T14:00:00Z', '2026-05-02T14:50:00Z'),
      at('m2', '2026-05-02T14:55:00Z', '2026-05-02T15:45:00Z'),
      at('m3', '2026-05-02T15:00:00Z', '2026-05-02T15:50:00Z', pitchB),
    ]).map((v) => [v.kind, ...v.matchIds]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['busy_clash', 'm3'],
        ['pitch_double_booked', 'm1', 'm2'],
        ['team_rest', 'm1', 'm2'],
        ['feeder_order', 'm1', 'm3'],
      ]),
    );
    expect(kinds).toHaveLength(4);
    expect(
      validateSchedule(matches, options, [at('m1', '2026-05-02T19:00:00Z', '2026-05-02T19:40:00Z')]).map(
        (v) => v.kind,
      ),
    ).toEqual(['wrong_length', 'outside_window']);
  });
});

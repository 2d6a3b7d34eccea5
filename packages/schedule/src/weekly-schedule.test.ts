import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type IsoWeekday,
  type WeeklySchedule,
  ScheduleError,
  dateIn,
  kickOffOn,
  occurrencesBetween,
  runsOn,
} from './weekly-schedule.js';

const tuesdaysInBaku: WeeklySchedule = {
  timeZone: 'Asia/Baku',
  weekdays: [2],
  time: '20:00',
  everyWeeks: 1,
  startDate: '2026-12-01',
  endDate: null,
};

const iso = (occurrences: { date: string; startsAt: Date }[]) =>
  occurrences.map(({ date, startsAt }) => `${date} ${startsAt.toISOString()}`);

describe('occurrencesBetween', () => {
  it('gives every Tuesday at 20:00 Baku time (16:00 UTC) from the start date on', () => {
    const found = occurrencesBetween(
      tuesdaysInBaku,
      new Date('2026-11-20T00:00:00Z'),
      new Date('2026-12-20T00:00:00Z'),
    );
    expect(iso(found)).toEqual([
      '2026-12-01 2026-12-01T16:00:00.000Z',
      '2026-12-08 2026-12-08T16:00:00.000Z',
      '2026-12-15 2026-12-15T16:00:00.000Z',
    ]);
  });

  it('runs every other week from the week of the start date, on each of its weekdays', () => {
    const schedule: WeeklySchedule = {
      ...tuesdaysInBaku,
      weekdays: [2, 5],
      everyWeeks: 2,
      startDate: '2026-12-03', // a Thursday: its week (from Monday 30 November) is week 0
    };
    const found = occurrencesBetween(
      schedule,
      new Date('2026-11-30T00:00:00Z'),
      new Date('2027-01-01T00:00:00Z'),
    );
    expect(found.map((occurrence) => occurrence.date)).toEqual([
      '2026-12-04',
      '2026-12-15',
      '2026-12-18',
      '2026-12-29',
    ]);
  });

  it('ends on its end date, inclusive, and leaves out skipped dates', () => {
    const schedule: WeeklySchedule = {
      ...tuesdaysInBaku,
      endDate: '2026-12-22',
      skippedDates: ['2026-12-08'],
    };
    const found = occurrencesBetween(
      schedule,
      new Date('2026-11-01T00:00:00Z'),
      new Date('2027-02-01T00:00:00Z'),
    );
    expect(found.map((occurrence) => occurrence.date)).toEqual(['2026-12-01', '2026-12-15', '2026-12-22']);
  });

  it('keeps the wall-clock time across a change of summer time (Europe/London, both ways)', () => {
    const london: WeeklySchedule = { ...tuesdaysInBaku, timeZone: 'Europe/London', startDate: '2026-10-01' };
    expect(
      iso(occurrencesBetween(london, new Date('2026-10-19T00:00:00Z'), new Date('2026-10-29T00:00:00Z'))),
    ).toEqual(['2026-10-20 2026-10-20T19:00:00.000Z', '2026-10-27 2026-10-27T20:00:00.000Z']);
    expect(
      iso(occurrencesBetween(london, new Date('2027-03-22T00:00:00Z'), new Date('2027-04-01T00:00:00Z'))),
    ).toEqual(['2027-03-23 2027-03-23T20:00:00.000Z', '2027-03-30 2027-03-30T19:00:00.000Z']);
  });

  it('moves a kick-off that a clock change skips to the same time after the change', () => {
    const nightly: WeeklySchedule = {
      timeZone: 'Europe/London',
      weekdays: [7],
      time: '01:30',
      everyWeeks: 1,
      startDate: '2027-03-01',
      endDate: null,
    };
    expect(kickOffOn(nightly, '2027-03-28').toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('finds a kick-off after midnight in Baku that is still the day before in UTC', () => {
    const lateNight: WeeklySchedule = { ...tuesdaysInBaku, weekdays: [3], time: '02:00' };
    const found = occurrencesBetween(
      lateNight,
      new Date('2026-12-01T21:00:00Z'),
      new Date('2026-12-01T23:00:00Z'),
    );
    expect(iso(found)).toEqual(['2026-12-02 2026-12-01T22:00:00.000Z']);
  });

  it('answers nothing for an empty window, and refuses an unknown zone or a time that is not HH:MM', () => {
    const at = new Date('2026-12-01T00:00:00Z');
    expect(occurrencesBetween(tuesdaysInBaku, at, at)).toEqual([]);
    expect(() => occurrencesBetween({ ...tuesdaysInBaku, timeZone: 'Mars/Olympus' }, at, new Date())).toThrow(
      ScheduleError,
    );
    expect(() => kickOffOn({ timeZone: 'Asia/Baku', time: '25:00' }, '2026-12-01')).toThrow(ScheduleError);
    expect(() => kickOffOn({ timeZone: 'Asia/Baku', time: '8:00' }, '2026-12-01')).toThrow(ScheduleError);
    expect(() => runsOn(tuesdaysInBaku, '2026-02-30')).toThrow(ScheduleError);
  });
});

const zones = ['Asia/Baku', 'Europe/London', 'America/New_York', 'Pacific/Auckland', 'UTC'];
const scheduleArbitrary = fc.record({
  timeZone: fc.constantFrom(...zones),
  weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }) as fc.Arbitrary<
    IsoWeekday[]
  >,
  time: fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
    .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`),
  everyWeeks: fc.constantFrom(1 as const, 2 as const),
  startDate: fc
    .integer({ min: 0, max: 900 })
    .map((days) => new Date(Date.UTC(2026, 0, 1 + days)).toISOString().slice(0, 10)),
  endDate: fc.constant(null),
  skippedDates: fc.constant([] as string[]),
});
const instantArbitrary = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 11, 31) })
  .map((ms) => new Date(ms));

describe('occurrencesBetween, for any schedule and window', () => {
  it('gives kick-offs inside the window, in order, each on a date the schedule runs on', () => {
    fc.assert(
      fc.property(
        scheduleArbitrary,
        instantArbitrary,
        fc.integer({ min: 1, max: 60 }),
        (schedule, from, days) => {
          const to = new Date(from.getTime() + days * 86_400_000);
          const found = occurrencesBetween(schedule, from, to);
          for (const [index, occurrence] of found.entries()) {
            expect(occurrence.startsAt.getTime()).toBeGreaterThanOrEqual(from.getTime());
            expect(occurrence.startsAt.getTime()).toBeLessThan(to.getTime());
            expect(runsOn(schedule, occurrence.date)).toBe(true);
            expect(dateIn(schedule.timeZone, occurrence.startsAt)).toBe(occurrence.date);
            if (index > 0)
              expect(occurrence.startsAt.getTime()).toBeGreaterThan(found[index - 1]!.startsAt.getTime());
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('finds the same occurrences in one window as in the two halves it is cut into', () => {
    fc.assert(
      fc.property(
        scheduleArbitrary,
        instantArbitrary,
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        (schedule, from, firstDays, secondDays) => {
          const middle = new Date(from.getTime() + firstDays * 86_400_000 + 3_600_000);
          const to = new Date(middle.getTime() + secondDays * 86_400_000);
          const whole = occurrencesBetween(schedule, from, to);
          const halves = [
            ...occurrencesBetween(schedule, from, middle),
            ...occurrencesBetween(schedule, middle, to),
          ];
          expect(iso(halves)).toEqual(iso(whole));
        },
      ),
      { numRuns: 50 },
    );
  });

  it('runs once a week on each weekday (or once in two weeks), never more', () => {
    fc.assert(
      fc.property(scheduleArbitrary, (schedule) => {
        const from = kickOffOn({ timeZone: schedule.timeZone, time: '00:00' }, schedule.startDate);
        const found = occurrencesBetween(
          schedule,
          from,
          new Date(from.getTime() + 28 * 86_400_000 - 3_600_000),
        );
        const perWeekday = (4 / schedule.everyWeeks) * schedule.weekdays.length;
        expect(found.length).toBeGreaterThanOrEqual(perWeekday - schedule.weekdays.length);
        expect(found.length).toBeLessThanOrEqual(perWeekday);
      }),
      { numRuns: 50 },
    );
  });
});

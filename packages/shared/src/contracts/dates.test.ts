import { describe, expect, it } from 'vitest';
import { inputInstantSchema, queryDaySchema } from './dates.js';

describe('dates a user sends', () => {
  it.each(['0000-01-01', '1899-12-31', '2201-01-01', '9999-12-31', '2026-02-30', '26-11-2026'])(
    'a day filter of %s is refused (PostgreSQL or the answer could not hold it)',
    (day) => {
      expect(queryDaySchema.safeParse(day).success).toBe(false);
    },
  );

  it.each(['1900-01-01', '2026-11-26', '2200-12-31'])('a day filter of %s is taken', (day) => {
    expect(queryDaySchema.safeParse(day).success).toBe(true);
  });

  it.each(['0000-01-01T00:00:00Z', '9999-12-31T23:30:00Z', '2026-11-26T20:00:00'])(
    'an instant of %s is refused (no year 0 or 9999, and an offset is required)',
    (instant) => {
      expect(inputInstantSchema.safeParse(instant).success).toBe(false);
    },
  );

  it('an instant with its offset in the years a game can have is taken', () => {
    expect(inputInstantSchema.safeParse('2026-11-26T20:00:00+04:00').success).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageInBaku, ageOn, bakuDate } from './age.js';

describe('ageOn', () => {
  it('counts a year only from the birthday on', () => {
    expect(ageOn('2014-03-15', '2026-03-14')).toBe(11);
    expect(ageOn('2014-03-15', '2026-03-15')).toBe(12);
    expect(ageOn('1965-12-31', '2026-12-30')).toBe(60);
    expect(ageOn('1965-12-31', '2026-12-31')).toBe(61);
  });

  it('lets a 29 February birthday count on 1 March in other years', () => {
    expect(ageOn('2012-02-29', '2026-02-28')).toBe(13);
    expect(ageOn('2012-02-29', '2026-03-01')).toBe(14);
    expect(ageOn('2012-02-29', '2028-02-29')).toBe(16);
  });
});

// The machine's time zone must not matter: Baku's date is asked for explicitly.
describe.each(['UTC', 'Asia/Baku', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Tokyo'])(
  'Baku dates with TZ=%s',
  (timeZone) => {
    const original = process.env['TZ'];
    beforeAll(() => {
      process.env['TZ'] = timeZone;
    });
    afterAll(() => {
      if (original === undefined) delete process.env['TZ'];
      else process.env['TZ'] = original;
    });

    it('turns the date at midnight in Baku (20:00 UTC), not at midnight UTC', () => {
      expect(bakuDate(new Date('2026-03-14T19:59:59.999Z'))).toBe('2026-03-14');
      expect(bakuDate(new Date('2026-03-14T20:00:00.000Z'))).toBe('2026-03-15');
      expect(bakuDate(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    });

    it('makes a player 12 at midnight of the birthday in Baku', () => {
      expect(ageInBaku('2014-03-15', new Date('2026-03-14T19:59:59Z'))).toBe(11);
      // 00:00 in Baku, still 14 March in UTC, Europe and the Americas
      expect(ageInBaku('2014-03-15', new Date('2026-03-14T20:00:00Z'))).toBe(12);
    });

    it('makes a player 61 at midnight of the birthday in Baku', () => {
      expect(ageInBaku('1965-06-01', new Date('2026-05-31T19:59:59Z'))).toBe(60);
      expect(ageInBaku('1965-06-01', new Date('2026-05-31T20:00:00Z'))).toBe(61);
    });
  },
);

import { bakuDateTimeFormat } from './baku-time.js';

const bakuDateFormat = bakuDateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date ('YYYY-MM-DD') in Baku at the instant `now`, whatever the machine's TZ. */
export function bakuDate(now: Date = new Date()): string {
  return bakuDateFormat.format(now);
}

/**
 * Whole years between an ISO birth date and an ISO calendar date (both 'YYYY-MM-DD'). Someone
 * born on 29 February turns a year older on 1 March in years without that day.
 */
export function ageOn(birthDate: string, onDate: string): number {
  const [birthYear = 0, birthMonth = 0, birthDay = 0] = birthDate.split('-').map(Number);
  const [year = 0, month = 0, day = 0] = onDate.split('-').map(Number);
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

/** A player's age today in Baku: a birthday starts at midnight Baku time, not UTC. */
export function ageInBaku(birthDate: string, now: Date = new Date()): number {
  return ageOn(birthDate, bakuDate(now));
}

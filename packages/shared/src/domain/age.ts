import { bakuWallClock } from './baku-time.js';

/**
 * The calendar date ('YYYY-MM-DD') in Baku at the instant `now`, whatever the machine's TZ. Read
 * from Baku's fixed offset, not an Intl formatter: building one with a time zone loads the
 * browser's zone data, and this module is evaluated on a phone's first screen.
 */
export function bakuDate(now: Date = new Date()): string {
  return bakuWallClock(now).toISOString().slice(0, 10);
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

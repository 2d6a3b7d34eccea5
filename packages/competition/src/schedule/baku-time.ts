import { BAKU_OFFSET_MINUTES } from '@oyna/shared';
import { CompetitionError } from '../errors.js';

/** Baku keeps UTC+4 all year (no daylight saving time since 2016): shared's one constant. */
export const BAKU_UTC_OFFSET_MINUTES = BAKU_OFFSET_MINUTES;

const MINUTE = 60_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** Minutes since the Unix epoch of a wall-clock time in Baku ('YYYY-MM-DD', 'HH:MM'; '24:00' ends the day). */
export function bakuMinutes(date: string, time: string): number {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) throw new CompetitionError('invalid_time', `Not a Baku date and time: ${date} ${time}`);
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hours, minutes] = [Number(t[1]), Number(t[2])];
  const midnight = Date.UTC(year, month - 1, day);
  const check = new Date(midnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new CompetitionError('invalid_time', `No such date: ${date}`);
  }
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) {
    throw new CompetitionError('invalid_time', `No such time: ${time}`);
  }
  return midnight / MINUTE + hours * 60 + minutes - BAKU_UTC_OFFSET_MINUTES;
}

/** Minutes since the epoch of an ISO 8601 instant with a zone (…Z or …+04:00). */
export function instantMinutes(iso: string): number {
  const ms = /(Z|[+-]\d{2}:\d{2})$/.test(iso) ? Date.parse(iso) : Number.NaN;
  if (!Number.isFinite(ms)) throw new CompetitionError('invalid_time', `Not an instant with a zone: ${iso}`);
  return ms / MINUTE;
}

/** The ISO 8601 instant (UTC) of minutes since the epoch. */
export function isoOf(minutes: number): string {
  return new Date(minutes * MINUTE).toISOString();
}

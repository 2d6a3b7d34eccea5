import { bakuWallClock } from '../domain/baku-time.js';
import { MONTH_NAMES as MONTHS, WEEKDAY_NAMES as WEEKDAYS } from '../i18n/calendar-names.js';
import type { Language } from '../i18n/languages.js';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The instant as Baku's wall clock reads it (UTC+4 all year). */
function bakuParts(iso: string | Date) {
  const baku = bakuWallClock(new Date(iso));
  return {
    day: baku.getUTCDate(),
    month: baku.getUTCMonth(),
    weekday: baku.getUTCDay(),
    clock: `${twoDigits(baku.getUTCHours())}:${twoDigits(baku.getUTCMinutes())}`,
  };
}

/**
 * A moment as every notification writes it, in Baku time and written out: "28 noyabr, şənbə, 17:33",
 * "28 ноября, суббота, 17:33", "Saturday, 28 November, 17:33". The one formatter of the notification
 * texts (the centre, email, Telegram, push and SMS), so no two of them write a date differently.
 */
export function formatNotificationDateTime(iso: string | Date, language: Language): string {
  const { day, month, weekday, clock } = bakuParts(iso);
  if (language === 'en') return `${WEEKDAYS.en[weekday]}, ${day} ${MONTHS.en[month]}, ${clock}`;
  return `${day} ${MONTHS[language][month]}, ${WEEKDAYS[language][weekday]}, ${clock}`;
}

/** A day without the time, the same way: "28 noyabr, şənbə", "28 ноября, суббота", "Saturday, 28 November". */
export function formatNotificationDay(iso: string | Date, language: Language): string {
  const { day, month, weekday } = bakuParts(iso);
  if (language === 'en') return `${WEEKDAYS.en[weekday]}, ${day} ${MONTHS.en[month]}`;
  return `${day} ${MONTHS[language][month]}, ${WEEKDAYS[language][weekday]}`;
}

/** Only the time, "17:33", in Baku time (a hold's deadline on the same day). */
export function formatNotificationClock(iso: string | Date): string {
  return bakuParts(iso).clock;
}

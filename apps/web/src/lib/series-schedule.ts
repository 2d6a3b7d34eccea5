import { type Language, WEEKDAY_NAMES } from '@oyna/shared';
import type { TFunction } from 'i18next';

/** What a weekly game's schedule says: "Every week: Tuesday, Thursday at 20:00", in the reader's language. */
export function seriesScheduleText(
  t: TFunction,
  language: Language,
  series: { weekdays: readonly number[]; kick_off_time: string; every_weeks: number },
): string {
  const days = series.weekdays.map((day) => WEEKDAY_NAMES[language][day % 7] ?? '').join(', ');
  return t(series.every_weeks === 2 ? 'games.series.schedule_fortnightly' : 'games.series.schedule_weekly', {
    days,
    time: series.kick_off_time,
  });
}

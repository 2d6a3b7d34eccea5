import { type Language, type SeriesPlannedChange, WEEKDAY_NAMES } from '@oyna/shared';
import type { TFunction } from 'i18next';
import { formatLongDate, formatManat } from '../../../lib/format';

/** A day of the API (`YYYY-MM-DD`) written out: `5 yanvar 2027`, `5 января 2027 г.`, `5 January 2027`. */
export const formatSeriesDay = (day: string, language: Language) =>
  formatLongDate(new Date(`${day}T00:00:00Z`), language);

/**
 * What a planned change sets, in a few words: "9,00 ₼, 21:00, Dinamo Arena". Terms without a short
 * word of their own (format, kind, levels, title) are "other terms", once.
 */
export function plannedChangeTerms(change: SeriesPlannedChange, t: TFunction, language: Language): string {
  const parts: string[] = [];
  if (change.price !== undefined) parts.push(formatManat(change.price, language));
  if (change.kick_off_time !== undefined) parts.push(change.kick_off_time);
  if (change.weekdays !== undefined)
    parts.push(change.weekdays.map((day) => WEEKDAY_NAMES[language][day % 7] ?? '').join(', '));
  if (change.venue !== undefined) parts.push(change.venue.name);
  if (change.duration_minutes !== undefined)
    parts.push(t('games.series.planned.duration', { count: change.duration_minutes }));
  if (change.capacity !== undefined)
    parts.push(t('games.series.planned.capacity', { count: change.capacity }));
  if (change.description !== undefined) parts.push(t('games.series.planned.description'));
  const others = [
    change.title,
    change.format,
    change.kind,
    change.min_level,
    change.max_level,
    change.has_referee,
    change.video_coverage,
    change.guests_allowed,
  ];
  if (others.some((value) => value !== undefined)) parts.push(t('games.series.planned.other'));
  return parts.join(', ');
}

import type { Language } from '@oyna/shared';
import { formatBakuDay } from '../../../lib/baku-time';

/**
 * The last day to answer an invitation. Azerbaijani writes the date first and the weekday after it
 * ("cavab müddəti: 5 dekabr, şənbə"); the other languages keep their usual order.
 */
export function answerByDay(instant: Date, language: Language): string {
  const day = formatBakuDay(instant, language);
  if (language !== 'az') return day;
  const [weekday, date] = day.split(', ');
  return date ? `${date}, ${weekday}` : day;
}

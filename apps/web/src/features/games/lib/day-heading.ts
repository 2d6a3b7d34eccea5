import type { Language } from '@oyna/shared';
import { INTL_LOCALES } from '../../../lib/format';
import { formatBakuDay } from '../../../lib/baku-time';

/**
 * The header of a Baku day (`YYYY-MM-DD`) past tomorrow, with the weekday in full and a capital:
 * `Şənbə, 28 noyabr`, `Суббота, 28 ноября`, `Saturday 28 November`.
 */
export function formatDayHeading(day: string, language: Language): string {
  // Noon in Baku: the instant is on that day whatever the formatter's zone.
  const noon = new Date(`${day}T12:00:00+04:00`);
  const text =
    language === 'az'
      ? formatBakuDay(noon, language)
      : new Intl.DateTimeFormat(INTL_LOCALES[language], {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          timeZone: 'Asia/Baku',
        }).format(noon);
  return text.charAt(0).toLocaleUpperCase(INTL_LOCALES[language]) + text.slice(1);
}

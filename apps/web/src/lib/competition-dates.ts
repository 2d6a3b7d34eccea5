import type { Language } from '@oyna/shared';
import { formatLongDate } from './format';

/** `28 noyabr 2026`, or `28 noyabr 2026 – 30 noyabr 2026` over several days (Baku days, as stored). */
export function competitionDates(
  competition: { starts_on: string; ends_on: string },
  language: Language,
): string {
  const day = (value: string) => formatLongDate(new Date(`${value}T00:00:00Z`), language);
  return competition.starts_on === competition.ends_on
    ? day(competition.starts_on)
    : `${day(competition.starts_on)} – ${day(competition.ends_on)}`;
}

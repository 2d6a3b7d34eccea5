import type { TFunction } from 'i18next';
import type { Language } from '@oyna/shared';
import { formatLongDate } from '../../../lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Older than this, a notification shows its date. */
const DAYS_AS_RELATIVE = 7;

/** 'just now', '5 min ago', '3 h ago', '2 days ago', then the date. */
export function relativeTime(iso: string, now: Date, t: TFunction, language: Language): string {
  const at = new Date(iso);
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  if (elapsed < MINUTE) return t('notifications.time.now');
  if (elapsed < HOUR) return t('notifications.time.minutes', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('notifications.time.hours', { count: Math.floor(elapsed / HOUR) });
  const days = Math.floor(elapsed / DAY);
  if (days < DAYS_AS_RELATIVE) return t('notifications.time.days', { count: days });
  return formatLongDate(at, language);
}

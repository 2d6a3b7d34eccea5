import type { TFunction } from 'i18next';
import {
  type Language,
  type TeamSlot,
  type TeamSlotAnswer,
  type TeamSlotDate,
  WEEKDAY_NAMES,
} from '@oyna/shared';

/** The slot's weekdays in words, Monday first: `bazar ertəsi, cümə axşamı`, `Monday, Thursday`. */
export function weekdaysText(weekdays: readonly number[], language: Language): string {
  return [...weekdays]
    .sort((a, b) => a - b)
    .map((day) => WEEKDAY_NAMES[language][day % 7])
    .join(', ');
}

/** `Cümə axşamı · 20:00`, with every other week and the last date when it has them. */
export function scheduleText(
  slot: Pick<TeamSlot, 'weekdays' | 'kick_off_time' | 'every_weeks' | 'end_date'>,
  t: TFunction,
  language: Language,
  formatDay: (day: string) => string,
): string {
  const days = weekdaysText(slot.weekdays, language);
  const parts = [
    t('team_slots.schedule', {
      days: days.charAt(0).toLocaleUpperCase(language) + days.slice(1),
      time: slot.kick_off_time,
    }),
  ];
  if (slot.every_weeks === 2) parts.push(t('games.series.every_other_week').toLocaleLowerCase(language));
  if (slot.end_date) parts.push(t('team_slots.until', { date: formatDay(slot.end_date) }));
  return parts.join(' · ');
}

/** Who answered what, grouped by the answer (coming first), names in the order the server gave. */
export function answersByKind(
  answers: TeamSlotDate['answers'],
): { answer: TeamSlotAnswer; members: TeamSlotDate['squad'] }[] {
  const order: TeamSlotAnswer[] = ['coming', 'maybe', 'not_coming'];
  return order
    .map((answer) => ({
      answer,
      members: answers.filter((item) => item.answer === answer).map((item) => item.user),
    }))
    .filter((group) => group.members.length > 0);
}

/** The members a squad may be picked from: those whose answer is coming. */
export function comingMembers(date: TeamSlotDate): TeamSlotDate['squad'] {
  return date.answers.filter((item) => item.answer === 'coming').map((item) => item.user);
}

import type { TeamSlotDate } from '@oyna/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { countsText } from '../../../lib/team-slot-counts';
import { answersByKind, comingMembers, scheduleText, weekdaysText } from './slot-text';

const member = (id: string, first_name: string) => ({
  id: `00000000-0000-4000-8000-00000000010${id}`,
  first_name,
  last_name: 'Əliyev',
  photo_url: null,
});
const ali = member('1', 'Əli');
const vuqar = member('2', 'Vüqar');
const elvin = member('3', 'Elvin');

const date: TeamSlotDate = {
  date: '2026-12-03',
  starts_at: '2026-12-03T16:00:00.000Z',
  counts: { coming: 2, not_coming: 1, maybe: 0, no_answer: 4 },
  my_answer: 'coming',
  answers: [
    { user: ali, answer: 'coming' },
    { user: vuqar, answer: 'not_coming' },
    { user: elvin, answer: 'coming' },
  ],
  squad: [ali],
  answer_open: true,
};

beforeAll(async () => {
  await i18n.changeLanguage('az');
});

describe('a weekly slot in words', () => {
  it('names the weekdays Monday first in each language', () => {
    expect(weekdaysText([4, 1], 'az')).toBe('bazar ertəsi, cümə axşamı');
    expect(weekdaysText([7], 'ru')).toBe('воскресенье');
    expect(weekdaysText([2, 5], 'en')).toBe('Tuesday, Friday');
  });

  it('says the schedule with a capital, every other week and the last date when it has them', () => {
    const t = i18n.t.bind(i18n);
    const slot = { weekdays: [4], kick_off_time: '20:00', every_weeks: 1, end_date: null };
    expect(scheduleText(slot, t, 'az', (day) => day)).toBe('Cümə axşamı · 20:00');
    expect(scheduleText({ ...slot, every_weeks: 2, end_date: '2027-01-28' }, t, 'az', (day) => day)).toBe(
      'Cümə axşamı · 20:00 · iki həftədən bir · 2027-01-28 tarixinədək',
    );
  });

  it('counts the answers, leaving out the empty ones but coming', async () => {
    expect(countsText(date.counts, i18n.t.bind(i18n))).toBe('2 gəlir · 1 gəlmir · 4 cavab verməyib');
    await i18n.changeLanguage('ru');
    expect(countsText({ coming: 1, maybe: 5, not_coming: 0, no_answer: 22 }, i18n.t.bind(i18n))).toBe(
      '1 придёт · 5 может быть · 22 без ответа',
    );
    expect(countsText({ coming: 3, maybe: 0, not_coming: 2, no_answer: 0 }, i18n.t.bind(i18n))).toBe(
      '3 придут · 2 не придут',
    );
    await i18n.changeLanguage('az');
  });

  it('groups who answered what, coming first, and offers only those coming for the squad', () => {
    expect(answersByKind(date.answers)).toEqual([
      { answer: 'coming', members: [ali, elvin] },
      { answer: 'not_coming', members: [vuqar] },
    ]);
    expect(comingMembers(date)).toEqual([ali, elvin]);
  });
});

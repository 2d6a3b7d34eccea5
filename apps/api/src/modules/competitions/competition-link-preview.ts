import {
  type CompetitionKind,
  INTL_LOCALES,
  type Language,
  type Translated,
  formatLabel,
  pluralForm,
} from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { getCompetition } from './get-competition.js';

const KIND: Record<Language, Record<CompetitionKind, string>> = {
  az: { cup: 'Kubok', league: 'Liqa' },
  ru: { cup: 'Кубок', league: 'Лига' },
  en: { cup: 'Cup', league: 'League' },
};

const TEAMS: Record<Language, (count: number, max: number) => string> = {
  az: (count, max) => `${count}/${max} komanda`,
  ru: (count, max) =>
    `${count} из ${max} ${pluralForm('ru', max, { one: 'команды', few: 'команд', many: 'команд', other: 'команды' })}`,
  en: (count, max) => `${count} of ${max} ${pluralForm('en', max, { one: 'team', other: 'teams' })}`,
};

const REGISTER: Translated = {
  az: 'Komandanızı Oyna-da yazdırın.',
  ru: 'Запишите свою команду в Oyna.',
  en: 'Register your team on Oyna.',
};

const FOLLOW: Translated = {
  az: 'Cədvəl və nəticələr Oyna-da.',
  ru: 'Таблица и результаты в Oyna.',
  en: 'Table and results on Oyna.',
};

/** `5–20 dekabr`: the first and last day (YYYY-MM-DD in Baku) as people read them. */
function days(startsOn: string, endsOn: string, language: Language): string {
  const format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const first = new Date(`${startsOn}T00:00:00Z`);
  const last = new Date(`${endsOn}T00:00:00Z`);
  return startsOn === endsOn ? format.format(first) : format.formatRange(first, last);
}

/**
 * What a shared link to `/tournaments/{id}` shows before it is opened: the name, the kind, the
 * match format, the days and the teams, in the sharer's language; null for a competition that
 * does not exist.
 */
export async function competitionLinkPreview(
  db: Db,
  competitionId: string,
  language: Language,
): Promise<{ title: string; description: string } | null> {
  try {
    const competition = await getCompetition(db, { actor: null, competitionId });
    const facts = [
      KIND[language][competition.kind],
      formatLabel(competition.match_format),
      days(competition.starts_on, competition.ends_on, language),
      TEAMS[language](competition.team_count, competition.max_teams),
    ];
    const venue = competition.venues[0];
    if (venue) facts.push(venue.name);
    const call = competition.status === 'registering' ? REGISTER[language] : FOLLOW[language];
    return { title: `${competition.name} · Oyna`, description: `${facts.join(' · ')}. ${call}` };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

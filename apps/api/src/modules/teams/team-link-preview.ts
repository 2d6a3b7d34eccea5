import { type Language, type Translated, pluralForm } from '@oyna/shared';
import type { DbExecutor } from '../../db/database.js';
import { type LinkPreview, previewUnlessNotFound } from '../../lib/link-preview.js';
import { getTeam } from './get-team.js';

const KIND: Record<Language, (isPrivate: boolean) => string> = {
  az: (isPrivate) => (isPrivate ? 'Qapalı futbol komandası' : 'Futbol komandası'),
  ru: (isPrivate) => (isPrivate ? 'Закрытая футбольная команда' : 'Футбольная команда'),
  en: (isPrivate) => (isPrivate ? 'Private football team' : 'Football team'),
};

const MEMBERS: Record<Language, (count: number) => string> = {
  az: (count) => `${count} üzv`,
  ru: (count) =>
    `${count} ${pluralForm('ru', count, { one: 'участник', few: 'участника', many: 'участников', other: 'участника' })}`,
  en: (count) => pluralForm('en', count, { one: '1 member', other: `${count} members` }),
};

const HOME: Translated = { az: 'Ev meydançası', ru: 'Домашняя площадка', en: 'Home venue' };

const CALL: Record<Language, (isPrivate: boolean) => string> = {
  az: (isPrivate) => (isPrivate ? 'Komanda Oyna-dadır.' : 'Oyna-da komandaya qoşulun.'),
  ru: (isPrivate) => (isPrivate ? 'Команда играет в Oyna.' : 'Вступайте в команду в Oyna.'),
  en: (isPrivate) => (isPrivate ? 'The team plays on Oyna.' : 'Join the team on Oyna.'),
};

/**
 * What a shared link to `/teams/{id}` shows before it is opened: the name, and what a visitor may
 * read of the team (decision 52), in the sharer's language, with the team's crest as the image
 * when it has one; null for a team that does not exist.
 */
export function teamLinkPreview(
  db: DbExecutor,
  teamId: string,
  language: Language,
): Promise<(LinkPreview & { image: string | null }) | null> {
  return previewUnlessNotFound(async () => {
    const team = await getTeam(db, { teamId, actor: null });
    const facts = [KIND[language](team.is_private), MEMBERS[language](team.member_count)];
    if (team.home_venue) facts.push(`${HOME[language]}: ${team.home_venue.name}`);
    return {
      title: `${team.name} · Oyna`,
      description: `${facts.join(' · ')}. ${CALL[language](team.is_private)}`,
      image: team.logo_url,
    };
  });
}

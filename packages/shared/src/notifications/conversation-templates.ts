import type { Language } from '../i18n/languages.js';
import { pluralForm } from '../i18n/plural.js';
import type { AnnouncementMention, NotificationPayloads } from './notification-payloads.js';

/* The texts of an announcement (decision 93) and of new messages in a chat (decision 97), spread into the templates. */

type Texts = Record<Language, string>;
type AnnouncementTemplate = (
  payload: NotificationPayloads['announcement'],
  language: Language,
) => { title: Texts; body: Texts; link: string };

const PAGES: Record<AnnouncementMention['conversation_kind'], string> = {
  game: 'games',
  team: 'teams',
  team_match: 'team-matches',
};

/** The page whose chat the announcement is in, opened at the chat. */
export const announcementLink = (p: Pick<AnnouncementMention, 'conversation_kind' | 'subject_id'>) =>
  `/${PAGES[p.conversation_kind]}/${p.subject_id}#conversation`;

const announcement: AnnouncementTemplate = (p) => ({
  title: p.time_or_place_change
    ? {
        az: `Vaxt və ya yer dəyişdi: ${p.title}`,
        ru: `Изменились время или место: ${p.title}`,
        en: `Time or place changed: ${p.title}`,
      }
    : { az: `Elan: ${p.title}`, ru: `Объявление: ${p.title}`, en: `Announcement: ${p.title}` },
  body: {
    az: `${p.author_name}: ${p.body}`,
    ru: `${p.author_name}: ${p.body}`,
    en: `${p.author_name}: ${p.body}`,
  },
  link: announcementLink(p),
});

/** "3 new messages in the “Friday 5x5” chat", with each language's plural forms. */
const conversationMessages = (p: NotificationPayloads['conversation_messages']) => {
  const n = p.count;
  return {
    title: {
      az: `«${p.title}» söhbətində ${n} yeni mesaj`,
      ru: pluralForm('ru', n, {
        one: `${n} новое сообщение в чате «${p.title}»`,
        few: `${n} новых сообщения в чате «${p.title}»`,
        many: `${n} новых сообщений в чате «${p.title}»`,
        other: `${n} новых сообщений в чате «${p.title}»`,
      }),
      en: pluralForm('en', n, {
        one: `${n} new message in the “${p.title}” chat`,
        other: `${n} new messages in the “${p.title}” chat`,
      }),
    },
    body: {
      az: 'Oxumaq üçün söhbəti açın.',
      ru: 'Откройте чат, чтобы прочитать.',
      en: pluralForm('en', n, { one: 'Open the chat to read it.', other: 'Open the chat to read them.' }),
    },
    link: announcementLink(p),
  };
};

export const CONVERSATION_TEMPLATES = { announcement, conversation_messages: conversationMessages };

import type { Language } from '../i18n/languages.js';
import { formatNotificationDateTime } from './notification-dates.js';
import type { NotificationPayloads, TeamSlotMention } from './notification-payloads.js';

/* The texts of a team's weekly slot (decision 80), spread into the templates. */

type Texts = Record<Language, string>;
type SlotKind = 'team_slot_reminder' | 'team_slot_changed' | 'team_slot_squad';
type SlotTemplate<K extends SlotKind> = (
  payload: NotificationPayloads[K],
  language: Language,
) => { title: Texts; body: Texts; link: string };

/** "Training" / "Friendly" as a notification names the slot. */
const KIND_NAMES: Record<TeamSlotMention['slot_kind'], Texts> = {
  training: { az: 'Məşq', ru: 'Тренировка', en: 'Training' },
  friendly: { az: 'Yoldaşlıq oyunu', ru: 'Товарищеский матч', en: 'Friendly' },
};

const when = (p: { venue: string; starts_at: string }, l: Language) =>
  `${p.venue}, ${formatNotificationDateTime(p.starts_at, l)}`;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SLOT_LINK = new RegExp(`^/teams/(${UUID})\\?slot=(${UUID})&date=(\\d{4}-\\d{2}-\\d{2})$`);

/**
 * The link of a weekly slot's notification: the team page, with the slot and the date it is about,
 * so that the notification centre and the Telegram buttons can answer that date.
 */
export function teamSlotLink(p: { team_id: string; slot_id: string; date: string }): string {
  return `/teams/${p.team_id}?slot=${p.slot_id}&date=${p.date}`;
}

/** The team, slot and date of a weekly slot's notification link; null for any other link. */
export function parseTeamSlotLink(link: string): { teamId: string; slotId: string; date: string } | null {
  const match = SLOT_LINK.exec(link);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return { teamId: match[1], slotId: match[2], date: match[3] };
}

const teamLink = (p: TeamSlotMention) => teamSlotLink(p);

export const TEAM_SLOT_TEMPLATES: { [K in SlotKind]: SlotTemplate<K> } = {
  team_slot_reminder: (p, l) => {
    const kind = KIND_NAMES[p.slot_kind];
    return {
      title: {
        az: `${kind.az}: gələcəksiniz?`,
        ru: `${kind.ru}: придёте?`,
        en: `${kind.en}: are you coming?`,
      },
      body: {
        az: `«${p.team_name}» komandasının həftəlik vaxtı: ${when(p, l)}. Cavab verin: gəlirəm, gəlmirəm və ya bəlkə.`,
        ru: `Еженедельное время команды «${p.team_name}»: ${when(p, l)}. Ответьте: приду, не приду или может быть.`,
        en: `${p.team_name}’s weekly slot: ${when(p, l)}. Answer: coming, not coming or maybe.`,
      },
      link: teamLink(p),
    };
  },
  team_slot_changed: (p, l) => {
    const kind = KIND_NAMES[p.slot_kind];
    if (p.change === 'ended')
      return {
        title: {
          az: `${kind.az} artıq keçirilmir`,
          ru: `${kind.ru} больше не проводится`,
          en: `${kind.en} no longer runs`,
        },
        body: {
          az: `«${p.team_name}» komandasının həftəlik vaxtı bitdi: ${when(p, l)} tarixinə gəlmək lazım deyil.`,
          ru: `Еженедельное время команды «${p.team_name}» завершено: приходить ${when(p, l)} не нужно.`,
          en: `${p.team_name}’s weekly slot has ended: there is no need to come on ${when(p, l)}.`,
        },
        link: teamLink(p),
      };
    const before = p.previous_starts_at ? formatNotificationDateTime(p.previous_starts_at, l) : null;
    return {
      title: {
        az: `${kind.az} dəyişdi`,
        ru: `${kind.ru}: изменения`,
        en: `${kind.en} has changed`,
      },
      body: {
        az: `«${p.team_name}» komandasının həftəlik vaxtı indi belədir: ${when(p, l)}.${before ? ` Əvvəl: ${before}.` : ''}${p.previous_venue ? ` Əvvəlki meydança: ${p.previous_venue}.` : ''} Cavabınızı yoxlayın.`,
        ru: `Еженедельное время команды «${p.team_name}» теперь: ${when(p, l)}.${before ? ` Раньше: ${before}.` : ''}${p.previous_venue ? ` Прежняя площадка: ${p.previous_venue}.` : ''} Проверьте свой ответ.`,
        en: `${p.team_name}’s weekly slot is now ${when(p, l)}.${before ? ` It was ${before}.` : ''}${p.previous_venue ? ` Previous venue: ${p.previous_venue}.` : ''} Check your answer.`,
      },
      link: teamLink(p),
    };
  },
  team_slot_squad: (p, l) => {
    const kind = KIND_NAMES[p.slot_kind];
    return {
      title: {
        az: 'Heyətə seçildiniz',
        ru: 'Вы в составе',
        en: 'You are in the squad',
      },
      body: {
        az: `«${p.team_name}»: ${kind.az.toLowerCase()} üçün heyətə seçildiniz (${when(p, l)}).`,
        ru: `«${p.team_name}»: вы в составе (${kind.ru.toLowerCase()}, ${when(p, l)}).`,
        en: `${p.team_name}: you are in the squad (${kind.en.toLowerCase()}, ${when(p, l)}).`,
      },
      link: teamLink(p),
    };
  },
};

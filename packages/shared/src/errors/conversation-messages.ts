import { MESSAGE_REPORT_NOTE_MAX_LENGTH } from '../domain/conversation-safety.js';
import { MESSAGE_MAX_LENGTH } from '../domain/conversations.js';
import type { Translated } from '../i18n/languages.js';
import { lengthAtMostMessage, lengthBetweenMessage } from './length-messages.js';

/** Error codes of conversations (decision 89), spread into the main catalogue. */
export const CONVERSATION_ERROR_CATALOGUE = {
  conversation_members_only: {
    az: 'Bu söhbəti yalnız oyunun iştirakçıları oxuya və yaza bilər.',
    ru: 'Читать и писать в этот чат могут только участники игры.',
    en: 'Only the players of this game can read and write in this chat.',
  },
  conversation_read_only: {
    az: 'Söhbət bağlanıb: oyundan sonra ona yazmaq olmur.',
    ru: 'Чат закрыт: после игры в него больше нельзя писать.',
    en: 'The chat is closed: nothing can be written in it after the game.',
  },
  conversation_message_not_found: {
    az: 'Mesaj tapılmadı.',
    ru: 'Сообщение не найдено.',
    en: 'The message was not found.',
  },
  conversation_edit_window_over: {
    az: 'Mesajı yalnız göndərdikdən sonrakı {{minutes}} dəqiqədə düzəltmək olar.',
    ru: 'Сообщение можно изменить только в течение {{minutes}} мин. после отправки.',
    en: 'A message can only be edited within {{minutes}} minutes of sending it.',
  },
  conversation_team_members_only: {
    az: 'Bu söhbəti yalnız komandanın üzvləri oxuya və yaza bilər.',
    ru: 'Читать и писать в этот чат могут только игроки команды.',
    en: "Only the team's members can read and write in this chat.",
  },
  conversation_match_members_only: {
    az: 'Bu söhbəti yalnız hər iki komandanın üzvləri oxuya və yaza bilər.',
    ru: 'Читать и писать в этот чат могут только игроки обеих команд.',
    en: 'Only the members of both teams can read and write in this chat.',
  },
  conversation_not_open: {
    az: 'Matçın söhbəti çağırış qəbul ediləndən sonra açılır.',
    ru: 'Чат матча откроется, когда вызов примут.',
    en: "The match's chat opens once the challenge is accepted.",
  },
  conversation_announcers_only: {
    az: 'Elanı yalnız oyunun təşkilatçısı, komandada isə kapitan və kapitan müavinləri yaza bilər.',
    ru: 'Объявления публикует только организатор игры, а в команде — капитан и вице-капитаны.',
    en: 'Only the organizer of the game, or in a team its captain and vice-captains, can post an announcement.',
  },
  conversation_announcement_not_editable: {
    az: 'Elanı düzəltmək olmur: onu silib yenisini yazın.',
    ru: 'Объявление нельзя изменить: удалите его и опубликуйте заново.',
    en: 'An announcement cannot be edited: delete it and post it again.',
  },
  conversation_message_not_yours: {
    az: 'Yalnız öz mesajınızı düzəldə bilərsiniz.',
    ru: 'Изменять можно только свои сообщения.',
    en: 'You can only edit your own messages.',
  },
} as const satisfies Record<string, Translated>;

/** Field messages of conversations (a message, a report's note), spread into FIELD_MESSAGES. */
export const CONVERSATION_FIELD_MESSAGES = {
  conversation_message_length: lengthBetweenMessage(
    { az: 'Mesaj', ru: 'Сообщение', en: 'The message' },
    { min: 1, max: MESSAGE_MAX_LENGTH },
  ),
  message_report_note_length: lengthAtMostMessage(
    { az: 'Qeyd', ru: 'Комментарий', en: 'The note' },
    MESSAGE_REPORT_NOTE_MAX_LENGTH,
  ),
} as const satisfies Record<string, Translated>;

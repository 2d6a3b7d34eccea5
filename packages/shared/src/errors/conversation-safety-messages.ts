import type { Translated } from '../i18n/languages.js';

/** Error codes of safety in conversations (decision 95), spread into the main catalogue. */
export const CONVERSATION_SAFETY_ERRORS = {
  conversation_report_own_message: {
    az: 'Öz mesajınızdan şikayət etmək olmaz.',
    ru: 'На своё сообщение пожаловаться нельзя.',
    en: 'You cannot report your own message.',
  },
  conversation_report_duplicate: {
    az: 'Bu mesajdan artıq şikayət etmisiniz: moderator ona baxacaq.',
    ru: 'Вы уже пожаловались на это сообщение: модератор его проверит.',
    en: 'You have already reported this message: a moderator will look at it.',
  },
  conversation_report_not_found: {
    az: 'Şikayət tapılmadı.',
    ru: 'Жалоба не найдена.',
    en: 'The report was not found.',
  },
  conversation_report_decided: {
    az: 'Bu şikayət üzrə artıq qərar verilib.',
    ru: 'По этой жалобе уже принято решение.',
    en: 'This report has already been decided.',
  },
  conversation_blocked_words: {
    az: 'Mesajda təhqiramiz söz var: onu dəyişib yenidən göndərin.',
    ru: 'В сообщении есть оскорбительное слово: исправьте его и отправьте снова.',
    en: 'The message contains an offensive word: change it and send it again.',
  },
  conversation_slow_mode: {
    az: 'Söhbətdə yavaş rejim açıqdır: növbəti mesajı {{seconds}} saniyədən sonra yaza bilərsiniz.',
    ru: 'В чате включён медленный режим: следующее сообщение можно отправить через {{seconds}} с.',
    en: 'Slow mode is on in this chat: you can send your next message in {{seconds}} seconds.',
  },
  conversation_member_muted: {
    az: 'Bu söhbətdə sizə yazmaq qadağan edilib: yalnız oxuya bilərsiniz.',
    ru: 'В этом чате вам запрещено писать: вы можете только читать.',
    en: 'You have been muted in this chat: you can read it but not write.',
  },
  conversation_moderators_only: {
    az: 'Bunu yalnız oyunun təşkilatçısı, komandada isə kapitan və kapitan müavinləri edə bilər.',
    ru: 'Это может только организатор игры, а в команде — капитан и вице-капитаны.',
    en: 'Only the organizer of the game, or in a team its captain and vice-captains, can do this.',
  },
  conversation_mute_not_member: {
    az: 'Bu oyunçu söhbətin üzvü deyil, ya da onu susdurmaq olmaz.',
    ru: 'Этот игрок не участник чата, или его нельзя заглушить.',
    en: 'This player is not in the chat, or cannot be muted.',
  },
} as const satisfies Record<string, Translated>;

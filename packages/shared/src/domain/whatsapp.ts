import type { Translated } from '../i18n/languages.js';
import { CHOSEN_CHANNELS, type ChosenChannel, type NotificationKind } from './notifications.js';

/**
 * WhatsApp (decision 88): a paid channel of Meta's approved utility templates, never in the matrix.
 * Only these kinds have a template; each goes by WhatsApp only to a player who opted in.
 */
export const WHATSAPP_KINDS = [
  'booking_confirmed',
  'waitlist_promoted',
  'game_reminder_day',
  'game_reminder_hours',
  'game_changed',
  'game_cancelled',
] as const satisfies readonly NotificationKind[];
export type WhatsAppKind = (typeof WHATSAPP_KINDS)[number];

export function isWhatsAppKind(kind: NotificationKind): kind is WhatsAppKind {
  return (WHATSAPP_KINDS as readonly NotificationKind[]).includes(kind);
}

/** Every channel the dispatcher sends on: the ones chosen in the matrix and WhatsApp, the fallback. */
export const SENDING_CHANNELS = [...CHOSEN_CHANNELS, 'whatsapp'] as const;
export type SendingChannel = (typeof SENDING_CHANNELS)[number];

/** The channels cheaper than WhatsApp that, when they reach a player, make WhatsApp unnecessary. */
export const CHANNELS_BEFORE_WHATSAPP: readonly ChosenChannel[] = ['telegram', 'push'];

/**
 * Whether a notification goes by WhatsApp (decision 88): its kind has a template, the player opted
 * in (with a confirmed phone), and neither Telegram nor push carries it, because the player did not
 * choose them for the kind or they cannot reach them (no linked chat, no push subscription).
 */
export function whatsAppFallbackApplies(options: {
  kind: NotificationKind;
  optedIn: boolean;
  /** The channels this notification was routed to. */
  routed: readonly ChosenChannel[];
}): boolean {
  if (!options.optedIn || !isWhatsAppKind(options.kind)) return false;
  return !options.routed.some((channel) => CHANNELS_BEFORE_WHATSAPP.includes(channel));
}

/**
 * The consent a player reads before turning WhatsApp on: recorded word for word, with its language
 * and time, when they agree. Changing it is a new consent: the server takes only the current wording.
 */
export const WHATSAPP_CONSENT_WORDING: Translated = {
  az:
    'Oyna mənə WhatsApp-da {{phone}} nömrəsinə yalnız oyunlarım barədə xidməti mesajlar göndərə bilər: ' +
    'bron təsdiqi, gözləmə siyahısından yer, oyun xatırlatması, oyunun dəyişməsi və ya ləğvi. ' +
    'Reklam göndərilmir. İstənilən vaxt burada söndürə və ya WhatsApp-da STOP yaza bilərəm.',
  ru:
    'Oyna может присылать мне в WhatsApp на номер {{phone}} только служебные сообщения о моих играх: ' +
    'подтверждение брони, место из листа ожидания, напоминание, изменение или отмена игры. ' +
    'Без рекламы. Я могу отключить это здесь в любой момент или написать STOP в WhatsApp.',
  en:
    'Oyna may send me WhatsApp messages at {{phone}} only about my games: booking confirmed, a place ' +
    'from the waitlist, a reminder, a game changed or cancelled. No advertising. I can turn this off ' +
    'here at any time or reply STOP in WhatsApp.',
};

/** The consent in one language with the player's number in it, as shown and as recorded. */
export function whatsAppConsentText(language: keyof Translated, phone: string): string {
  return WHATSAPP_CONSENT_WORDING[language].replace('{{phone}}', phone);
}

/** Replies that withdraw the consent from WhatsApp itself (compared trimmed, in capitals). */
export const WHATSAPP_STOP_WORDS: readonly string[] = ['STOP', 'СТОП', 'DAYANDIR', 'UNSUBSCRIBE'];

export function isWhatsAppStop(text: string): boolean {
  return WHATSAPP_STOP_WORDS.includes(text.trim().toUpperCase());
}

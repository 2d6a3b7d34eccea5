import type { GameStatus } from './football.js';
import { formatManat } from './number-format.js';
import { AZERBAIJAN_MOBILE_CODES, normalizeAzerbaijaniPhone } from './phone.js';
import type { Language } from '../i18n/languages.js';
import { pluralForm } from '../i18n/plural.js';
import { formatNotificationDateTime } from '../notifications/notification-dates.js';

/*
 * What a player posts into a WhatsApp or Telegram chat about a game, a team or a competition
 * (docs/decisions/0087-sharing-to-chats.md), in the sharer's language, and the chat apps' links
 * that open with it prefilled. The game card image (the link's preview) writes the same facts.
 */

/** A message to share: its words, the word that leads into the link ("Qoşul"), and the link. */
export interface ShareMessage {
  text: string;
  linkLead: string;
  url: string;
}

/** The facts of a game a shared message names. */
export interface SharedGameFacts {
  title: string;
  starts_at: string;
  venue: { name: string };
  places_left: number;
  price: number;
  status: GameStatus;
}

/** `3 yer qalıb`, `осталось 3 места`, `3 places left`; the waitlist when none are left. */
export function placesLeftText(count: number, language: Language): string {
  if (count <= 0) return FULL[language];
  if (language === 'az') return `${count} yer qalıb`;
  if (language === 'ru')
    return `осталось ${count} ${pluralForm('ru', count, { one: 'место', few: 'места', many: 'мест', other: 'места' })}`;
  return pluralForm('en', count, { one: '1 place left', other: `${count} places left` });
}

const FULL: Record<Language, string> = {
  az: 'yer qalmayıb, növbəyə yazılmaq olar',
  ru: 'мест нет, можно встать в очередь',
  en: 'full, the waitlist is open',
};

const FREE: Record<Language, string> = { az: 'pulsuz', ru: 'бесплатно', en: 'free' };

/** The price as people write it in a chat: `10 ₼`, `12,50 ₼`, or free. */
export function chatPriceText(price: number, language: Language): string {
  if (price <= 0) return FREE[language];
  return Number.isInteger(price) ? `${price}\u00a0₼` : formatManat(price, language);
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('az') + text.slice(1);

/** `28 noyabr, çərşənbə, 20:00`: the kick-off in Baku time, as the notifications write it. */
export function shareKickOff(startsAt: string, language: Language): string {
  return formatNotificationDateTime(startsAt, language);
}

const JOIN: Record<Language, string> = { az: 'Qoşul', ru: 'Присоединяйся', en: 'Join' };
const MORE: Record<Language, string> = { az: 'Ətraflı', ru: 'Подробнее', en: 'Details' };
const CANCELLED: Record<Language, string> = {
  az: 'Oyun ləğv edilib',
  ru: 'Игра отменена',
  en: 'The game is cancelled',
};

/**
 * `⚽ Axşam futbolu` / `28 noyabr, çərşənbə, 20:00 — Bakı Arena, 3 yer qalıb, 10 ₼.` and `Qoşul`:
 * a game's message, with the places left and the price while it can be booked.
 */
export function gameShareMessage(game: SharedGameFacts, url: string, language: Language): ShareMessage {
  const when = `${capitalised(shareKickOff(game.starts_at, language))} — ${game.venue.name}`;
  const bookable = game.status === 'open' || game.status === 'full';
  const facts = bookable
    ? `${when}, ${placesLeftText(game.places_left, language)}, ${chatPriceText(game.price, language)}.`
    : game.status === 'cancelled'
      ? `${when}. ${CANCELLED[language]}.`
      : `${when}.`;
  return { text: `⚽ ${game.title}\n${facts}`, linkLead: bookable ? JOIN[language] : MORE[language], url };
}

const TEAM: Record<Language, (name: string) => string> = {
  az: (name) => `⚽ Oyna-da «${name}» komandasına qoşul.`,
  ru: (name) => `⚽ Вступай в команду «${name}» в Oyna.`,
  en: (name) => `⚽ Join the team “${name}” on Oyna.`,
};

/** A team's invitation: the link carries the invite token, so whoever opens it may join. */
export function teamInviteShareMessage(teamName: string, url: string, language: Language): ShareMessage {
  return { text: TEAM[language](teamName), linkLead: JOIN[language], url };
}

const COMPETITION: Record<Language, (name: string) => string> = {
  az: (name) => `🏆 ${name} — cədvəl, oyunlar və nəticələr Oyna-da.`,
  ru: (name) => `🏆 ${name} — таблица, матчи и результаты в Oyna.`,
  en: (name) => `🏆 ${name}: the table, matches and results on Oyna.`,
};

export function competitionShareMessage(name: string, url: string, language: Language): ShareMessage {
  return { text: COMPETITION[language](name), linkLead: MORE[language], url };
}

/** A message with no words of its own (a page shared by its title). */
export function plainShareMessage(title: string, url: string, language: Language): ShareMessage {
  return { text: title, linkLead: MORE[language], url };
}

/** The whole message as one text, the link last: what WhatsApp, a copy or the system sheet gets. */
export function shareMessageText(message: ShareMessage): string {
  return `${message.text}\n${message.linkLead}: ${message.url}`;
}

/** WhatsApp's share link: the player picks the chat, the message is typed in. */
export function whatsappShareUrl(message: ShareMessage): string {
  return `https://wa.me/?text=${encodeURIComponent(shareMessageText(message))}`;
}

/** Telegram's share link: Telegram writes the link first and the words after it. */
export function telegramShareUrl(message: ShareMessage): string {
  return `https://t.me/share/url?url=${encodeURIComponent(message.url)}&text=${encodeURIComponent(message.text)}`;
}

const MOBILE: ReadonlySet<string> = new Set(AZERBAIJAN_MOBILE_CODES);

/**
 * The digits WhatsApp's chat link takes (`994501234567`) for an Azerbaijani mobile number, or null
 * for anything else: a fixed line has no WhatsApp.
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  const e164 = phone ? normalizeAzerbaijaniPhone(phone) : null;
  if (!e164 || !MOBILE.has(e164.slice(4, 6))) return null;
  return e164.slice(1);
}

const TO_ORGANIZER: Record<Language, (title: string, when: string, url: string) => string> = {
  az: (title, when, url) => `Salam! Oyna-dakı «${title}» oyunu (${when}) barədə yazıram: ${url}`,
  ru: (title, when, url) => `Здравствуйте! Пишу насчёт игры «${title}» (${when}) в Oyna: ${url}`,
  en: (title, when, url) => `Hello! I'm writing about the game “${title}” (${when}) on Oyna: ${url}`,
};

/** A chat with the organizer, opened with a greeting that names the game. */
export function whatsappChatUrl(
  number: string,
  game: Pick<SharedGameFacts, 'title' | 'starts_at'>,
  url: string,
  language: Language,
): string {
  const text = TO_ORGANIZER[language](game.title, shareKickOff(game.starts_at, language), url);
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

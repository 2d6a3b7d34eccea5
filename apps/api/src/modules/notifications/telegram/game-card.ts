import {
  BAKU_DISTRICTS,
  type BakuDistrict,
  type GameSummary,
  type Language,
  formatManat,
  formatNotificationDateTime,
} from '@oyna/shared';
import { escapeTelegramHtml } from './telegram-message.js';
import { telegramText } from './telegram-texts.js';

/** District names as the web's places.json writes them, for the cards and the inline search. */
const DISTRICT_NAMES: Record<BakuDistrict, Record<Language, string>> = {
  binagadi: { az: 'Binəqədi', ru: 'Бинагади', en: 'Binagadi' },
  garadagh: { az: 'Qaradağ', ru: 'Гарадаг', en: 'Garadagh' },
  khatai: { az: 'Xətai', ru: 'Хатаи', en: 'Khatai' },
  khazar: { az: 'Xəzər', ru: 'Хазар', en: 'Khazar' },
  narimanov: { az: 'Nərimanov', ru: 'Нариманов', en: 'Narimanov' },
  nasimi: { az: 'Nəsimi', ru: 'Насими', en: 'Nasimi' },
  nizami: { az: 'Nizami', ru: 'Низами', en: 'Nizami' },
  pirallahi: { az: 'Pirallahı', ru: 'Пираллахи', en: 'Pirallahi' },
  sabail: { az: 'Səbail', ru: 'Сабаил', en: 'Sabail' },
  sabunchu: { az: 'Sabunçu', ru: 'Сабунчу', en: 'Sabunchu' },
  surakhani: { az: 'Suraxanı', ru: 'Сураханы', en: 'Surakhani' },
  yasamal: { az: 'Yasamal', ru: 'Ясамал', en: 'Yasamal' },
};

export function districtName(district: BakuDistrict, language: Language): string {
  return DISTRICT_NAMES[district][language];
}

const folded = (text: string) => text.toLocaleLowerCase('az').normalize('NFKD').replace(/\p{M}/gu, '');

/** The districts whose name (in any of the languages) starts with the typed text. */
export function districtsNamed(text: string): BakuDistrict[] {
  const typed = folded(text.trim());
  if (typed.length < 3) return [];
  return BAKU_DISTRICTS.filter((district) =>
    Object.values(DISTRICT_NAMES[district]).some((name) => folded(name).startsWith(typed)),
  );
}

/** The game's page in Oyna. */
export function gameUrl(publicUrl: string, gameId: string): string {
  return `${publicUrl}/games/${gameId}`;
}

/** What the player would pay (their quote when signed in, else the organizer's price). */
export function priceText(game: GameSummary, language: Language): string {
  const price = game.my_quote?.price ?? game.price;
  return price > 0 ? formatManat(price, language) : telegramText('price_free', language);
}

/**
 * A game as the bot writes it (HTML): the title in bold, the kick-off in Baku time, the venue and
 * its district, the places left and the price. The one card of /games, /mygames and inline mode.
 */
export function gameCard(game: GameSummary, language: Language): string {
  return [
    `<b>${escapeTelegramHtml(game.title)}</b>`,
    formatNotificationDateTime(game.starts_at, language),
    escapeTelegramHtml(`${game.venue.name} · ${districtName(game.venue.district, language)}`),
    `${telegramText('places_left', language, { count: String(game.places_left) })} · ${telegramText('price', language, { price: priceText(game, language) })}`,
  ].join('\n');
}

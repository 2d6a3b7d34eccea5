import {
  BAKU_DISTRICT_NAMES,
  type GameSummary,
  type Language,
  formatManat,
  formatNotificationDateTime,
} from '@oyna/shared';
import { escapeTelegramHtml } from './telegram-message.js';
import { telegramText } from './telegram-texts.js';

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
    escapeTelegramHtml(`${game.venue.name} · ${BAKU_DISTRICT_NAMES[game.venue.district][language]}`),
    `${telegramText('places_left', language, { count: String(game.places_left) })} · ${telegramText('price', language, { price: priceText(game, language) })}`,
  ].join('\n');
}

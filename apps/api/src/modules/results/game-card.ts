import { createHash } from 'node:crypto';
import {
  BAKU_DISTRICT_NAMES,
  type Language,
  chatPriceText,
  displayGameStatus,
  placesLeftText,
  qepikToManat,
  shareKickOff,
} from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { games, venues } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import { drawnCards } from './drawn-cards.js';
import { type GameCard, PLAYED, gameCardSvg } from './game-card-svg.js';

/** Cards drawn, by version: the same facts in the same language draw the same PNG. */
const drawn = drawnCards();

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('az') + text.slice(1);

/**
 * What a shared game's card shows, in a language. Only a game anyone may book has one: a game of a
 * team match or a competition (never listed, booked through its team), a cancelled one or an
 * unknown one is 404 `game_not_found`, and its link previews with the site's image instead.
 */
export async function loadGameCard(
  db: DbExecutor,
  input: { gameId: string; language: Language; now?: Date },
): Promise<GameCard> {
  const [row] = await db
    .select({
      title: games.title,
      startsAt: games.startsAt,
      status: games.status,
      origin: games.origin,
      format: games.format,
      capacity: games.capacity,
      placesTaken: games.placesTaken,
      priceQepik: games.priceQepik,
      venue: venues.name,
      district: venues.district,
    })
    .from(games)
    .innerJoin(venues, eq(venues.id, games.venueId))
    .where(eq(games.id, input.gameId));
  if (!row || row.origin !== 'pickup' || row.status === 'cancelled') throw notFound('game_not_found');
  const { language } = input;
  const now = input.now ?? new Date();
  const status = displayGameStatus(row.status, row.placesTaken, row.capacity);
  const over = status === 'completed' || row.startsAt.getTime() <= now.getTime();
  const placesLeft = Math.max(0, row.capacity - row.placesTaken);
  return {
    language,
    title: row.title,
    when: capitalised(shareKickOff(row.startsAt.toISOString(), language)),
    where: `${row.venue} · ${BAKU_DISTRICT_NAMES[row.district][language]}`,
    format: row.format,
    places: over
      ? { text: PLAYED[language], tone: 'over' }
      : { text: capitalised(placesLeftText(placesLeft, language)), tone: placesLeft > 0 ? 'open' : 'full' },
    price: chatPriceText(qepikToManat(row.priceQepik), language),
  };
}

/** The card's version: what it shows, so a cache revalidates it when the places or the price change. */
export function gameCardEtag(card: GameCard): string {
  return `"${createHash('sha256').update(JSON.stringify(card)).digest('base64url').slice(0, 22)}"`;
}

/** The card as a PNG, drawn once per version and kept. */
export function gameCardPng(card: GameCard, etag: string): Promise<Buffer> {
  return drawn(etag, () => gameCardSvg(card));
}

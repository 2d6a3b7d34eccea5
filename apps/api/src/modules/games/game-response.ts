import {
  type GameSummary,
  type MyRegistration,
  type PriceQuoteResponse,
  discountPercentOf,
  levelFits,
  displayGameStatus,
  freeCancellationUntil,
  qepikToManat,
  quoteGamePrice,
} from '@oyna/shared';
import type { GameRegistrationRow, GameRow, VenueRow } from '../../db/schema.js';
import { toGameVenue } from '../venues/venue-response.js';
import type { PlayerStanding } from './player-standing.js';

/** A game row with what its summary shows beside it. */
export interface GameWithCounts {
  game: GameRow;
  venue: VenueRow;
  /** Confirmed places, guests included. */
  playersCount: number;
  guestsCount: number;
  heldCount: number;
  waitlistCount: number;
  needsGoalkeeper: boolean;
  /** Kilometres from where the player is, when they said. */
  distanceKm: number | null;
  myRegistration: GameRegistrationRow | null;
}

export function quoteFor(game: GameRow, standing: PlayerStanding): PriceQuoteResponse {
  const quote = quoteGamePrice({
    basePriceQepik: game.priceQepik,
    kind: game.kind,
    isFirstGame: standing.isFirstGame,
    gamesPlayed: standing.gamesPlayed,
  });
  return {
    price: qepikToManat(quote.priceQepik),
    base_price: qepikToManat(quote.basePriceQepik),
    discount_percent: quote.discountPercent,
    discount_reason: quote.discountReason,
    tier: quote.tier,
  };
}

/** The columns a game is played on: a game's own, or a series' that its dates are published with. */
type GameTermColumns = Pick<
  GameRow,
  | 'durationMinutes'
  | 'format'
  | 'capacity'
  | 'kind'
  | 'priceQepik'
  | 'minLevel'
  | 'maxLevel'
  | 'hasReferee'
  | 'videoCoverage'
>;

/** The terms of a game (`gameTermFields`): its length, format, size, price, levels, referee and video. */
export function toGameTerms(row: GameTermColumns) {
  return {
    duration_minutes: row.durationMinutes,
    format: row.format,
    capacity: row.capacity,
    kind: row.kind,
    price: qepikToManat(row.priceQepik),
    min_level: row.minLevel,
    max_level: row.maxLevel,
    has_referee: row.hasReferee,
    video_coverage: row.videoCoverage,
  };
}

export function endsAt(game: GameRow): Date {
  return new Date(game.startsAt.getTime() + game.durationMinutes * 60_000);
}

export function toGameSummary(
  row: GameWithCounts,
  standing: PlayerStanding | null,
  now: Date = new Date(),
): GameSummary {
  const { game, venue } = row;
  return {
    id: game.id,
    title: game.title,
    venue: toGameVenue(venue),
    starts_at: game.startsAt.toISOString(),
    ends_at: endsAt(game).toISOString(),
    ...toGameTerms(game),
    registration_opens_at: game.registrationOpensAt.toISOString(),
    status: displayGameStatus(game.status, game.placesTaken, game.capacity),
    is_past: game.startsAt.getTime() <= now.getTime(),
    free_cancellation_until: freeCancellationUntil(game.startsAt).toISOString(),
    players_count: row.playersCount,
    guests_count: row.guestsCount,
    guests_allowed: game.guestsAllowed,
    held_count: row.heldCount,
    places_left: Math.max(0, game.capacity - game.placesTaken),
    waitlist_count: row.waitlistCount,
    needs_goalkeeper: row.needsGoalkeeper,
    distance_km: row.distanceKm === null ? null : Math.round(row.distanceKm * 10) / 10,
    // A game that takes no booking (finished, cancelled, kicked off) offers no price, no discount.
    my_quote: standing && takesBookings(game, now) ? quoteFor(game, standing) : null,
    my_registration_status: row.myRegistration?.status ?? null,
    my_level_fits: standing ? levelFits(standing.level, game.minLevel, game.maxLevel) : null,
  };
}

/** A game players can still book: open (full ones take the waitlist) and not kicked off. */
export function takesBookings(game: GameRow, now: Date): boolean {
  return game.status === 'open' && game.startsAt.getTime() > now.getTime();
}

export function toMyRegistration(row: GameRegistrationRow, waitlistPosition: number | null): MyRegistration {
  return {
    id: row.id,
    status: row.status,
    payment_method: row.paymentMethod,
    price: qepikToManat(row.priceQepik),
    base_price: qepikToManat(row.basePriceQepik ?? row.priceQepik),
    discount_percent: discountPercentOf(row.basePriceQepik ?? row.priceQepik, row.priceQepik),
    discount_reason: row.discountReason,
    paid: row.paidAt !== null,
    hold_expires_at: row.status === 'pending_payment' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    waitlist_position: row.status === 'waitlisted' ? waitlistPosition : null,
    created_at: row.createdAt.toISOString(),
  };
}

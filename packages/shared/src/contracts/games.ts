import { z } from 'zod';
import { contract } from './contract.js';
import { optionalQuery } from './query-params.js';
import { GAME_FORMATS, GAME_KINDS, GAME_STATUSES, POSITIONS } from '../domain/football.js';
import { DISCOUNT_REASONS } from '../domain/game-pricing.js';
import { DATE_CHIPS } from '../domain/game-discovery.js';
import { PAYMENT_METHODS, REGISTRATION_STATUSES } from '../domain/games.js';
import { LOYALTY_TIERS } from '../domain/loyalty.js';
import { skillLevelSchema } from './profile-data.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';
import { bakuInstantSchema as instant, queryDaySchema } from './dates.js';
import { manatSchema as manat } from './money.js';
import { searchTextSchema } from './text.js';
import { gameGuestSchema } from './guests.js';
import { playerIdentitySchema } from './users.js';
import { districtSchema, venueSchema, venueTypeSchema } from './venues.js';

/*
 * A game as players find and read it: its summary, its page, its places. What the organizer writes
 * is in game-input.ts, the organizer's console in game-organizer.ts, a player's bookings in
 * game-bookings.ts.
 */

export const gameFormatSchema = z.enum(GAME_FORMATS);
export const gameKindSchema = z.enum(GAME_KINDS);
export const gameStatusSchema = z.enum(GAME_STATUSES);
export const registrationStatusSchema = z.enum(REGISTRATION_STATUSES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

/**
 * A price after the player's discount: what they pay, the organizer's price before it, and how much
 * off and why. A quote shows it, and so does a booking, as it was when the place was booked.
 */
export const discountedPriceFields = {
  price: manat,
  base_price: manat,
  discount_percent: z.number().int().min(0).max(100),
  discount_reason: z.enum(DISCOUNT_REASONS).nullable(),
};

/** The price a player would pay, and why it is lower than the organizer's price. */
export const priceQuoteSchema = contract('PriceQuote', {
  ...discountedPriceFields,
  tier: z.enum(LOYALTY_TIERS),
});
export type PriceQuoteResponse = z.infer<typeof priceQuoteSchema>;

export const gameVenueSchema = venueSchema
  .pick({ id: true, name: true, district: true, address: true, type: true, maps_url: true })
  .meta({ id: 'GameVenue' });

/**
 * What a game is, besides where and when: its length, format, size, kind, price, level band, referee
 * and video. A game shows them, and so does the weekly series that publishes games with them.
 */
export const gameTermFields = {
  duration_minutes: z.number().int(),
  format: gameFormatSchema,
  capacity: z.number().int(),
  kind: gameKindSchema,
  price: manat,
  min_level: skillLevelSchema.nullable(),
  max_level: skillLevelSchema.nullable(),
  has_referee: z.boolean(),
  video_coverage: z.boolean(),
};

/**
 * The game's free places and its waiting line: a game shows them, and so do the answers of booking
 * or leaving and the live places event, each as they are after the change.
 */
export const gamePlaceCountFields = {
  places_left: z.number().int(),
  waitlist_count: z.number().int(),
};

export const gameSummarySchema = contract('GameSummary', {
  id: z.uuid(),
  title: z.string(),
  venue: gameVenueSchema,
  starts_at: instant,
  ends_at: instant,
  ...gameTermFields,
  registration_opens_at: instant,
  status: gameStatusSchema,
  /** Kick-off has passed: players see the game as finished even before results are recorded. */
  is_past: z.boolean(),
  /** Leaving until this moment refunds the full price (the server applies the rule; clients show it). */
  free_cancellation_until: instant,
  /** Confirmed places, guests included. With `held_count` and `places_left` it adds up to `capacity`. */
  players_count: z.number().int(),
  /** Of `players_count`, the places players booked for their guests. */
  guests_count: z.number().int(),
  /** Players may bring guests to this game (the organizer's choice). */
  guests_allowed: z.boolean(),
  /** Places held for players topping up their wallet (released after 10 minutes unpaid). */
  held_count: z.number().int(),
  ...gamePlaceCountFields,
  /** No confirmed player of the game plays in goal (their primary position). */
  needs_goalkeeper: z.boolean(),
  /** Kilometres from the point sent as `lat`/`lng` to the venue, one decimal; null without one. */
  distance_km: z.number().nullable(),
  /** What the signed-in player would pay; null for visitors and for games that take no booking. */
  my_quote: priceQuoteSchema.nullable(),
  my_registration_status: registrationStatusSchema.nullable(),
  /**
   * The signed-in player's level is inside the game's level range (always true without one); null
   * for visitors. A player outside it cannot book (`level_out_of_range`; decision 49).
   */
  my_level_fits: z.boolean().nullable(),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

/**
 * A confirmed player of a game. Of a private profile, others see only the id, names and photo; the
 * game's organizer also sees the position, jersey number and strength (decision 14).
 */
export const gamePlayerSchema = playerIdentitySchema
  .extend({
    position: z.enum(POSITIONS).nullable(),
    jersey_number: z.number().int().nullable(),
    /**
     * The one number a game shows per player, 0-100: the strength the side balancer uses (the rating
     * from results blended with the self-assessment while the player has few rated games; decision 7).
     */
    strength: z.number().int().nullable(),
    /** The rating from results (0-100), null before the first rated game. */
    rating: z.number().int().nullable(),
  })
  .meta({ id: 'GamePlayer' });
export type GamePlayer = z.infer<typeof gamePlayerSchema>;

export const myRegistrationSchema = contract('MyRegistration', {
  id: z.uuid(),
  status: registrationStatusSchema,
  payment_method: paymentMethodSchema,
  /**
   * What this booking costs the player (paid, or to be paid in cash or on top-up) and the game's
   * price before the discount, when the booking was made.
   */
  ...discountedPriceFields,
  paid: z.boolean(),
  /** A held place is released at this moment unless the wallet can pay by then. */
  hold_expires_at: instant.nullable(),
  /** 1 for the first in line. */
  waitlist_position: z.number().int().nullable(),
  created_at: instant,
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

export const gameDetailSchema = gameSummarySchema
  .extend({
    description: z.string(),
    venue: venueSchema,
    organizer: z.object({
      id: z.uuid(),
      first_name: z.string(),
      last_name: z.string(),
      /**
       * The organizer's mobile number (E.164) for a WhatsApp chat: only to a signed-in user, and
       * only when the organizer allows it in their privacy settings (decision 87); else null.
       */
      whatsapp_phone: z.string().nullable(),
    }),
    series_id: z.uuid().nullable(),
    players: z.array(gamePlayerSchema),
    /** The guests players booked places for, in booking order. */
    guests: z.array(gameGuestSchema),
    my_registration: myRegistrationSchema.nullable(),
    /** When the signed-in player may register (a day earlier for silver and above). */
    my_registration_opens_at: instant.nullable(),
    /** The signed-in player's level for games, as the level range is checked against (decision 49). */
    my_level: skillLevelSchema.nullable(),
    /** The signed-in user organizes this game (or is an admin). */
    can_manage: z.boolean(),
    /** The referee assigned to a game with `has_referee`, if any. */
    referee: playerIdentitySchema.nullable(),
    /** The signed-in user is this game's referee: they may record the result and rate fair play. */
    is_referee: z.boolean(),
  })
  .meta({ id: 'GameDetail' });
export type GameDetail = z.infer<typeof gameDetailSchema>;

/** A yes/no query parameter: `true` or `false`. */
const queryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const gameListQuerySchema = paginationQuerySchema
  .extend({
    search: searchTextSchema.describe('Title or venue name'),
    status: optionalQuery(gameStatusSchema),
    format: optionalQuery(gameFormatSchema),
    venue_id: optionalQuery(z.coerce.number().int().min(1).max(2_147_483_647)),
    venue_type: optionalQuery(venueTypeSchema),
    district: optionalQuery(districtSchema),
    max_price: optionalQuery(z.coerce.number().min(0).max(1000)),
    date_from: optionalQuery(queryDaySchema).describe('YYYY-MM-DD, a day in Baku'),
    date_to: optionalQuery(queryDaySchema).describe('YYYY-MM-DD, a day in Baku, inclusive'),
    /** `me`: only the games the signed-in organizer runs, past ones included. */
    organizer: optionalQuery(z.literal('me')),
    when: optionalQuery(z.enum(DATE_CHIPS)).describe(
      'today (the rest of it), tomorrow, or the weekend (Saturday and Sunday), in Baku time',
    ),
    lat: optionalQuery(z.coerce.number().min(-90).max(90)).describe(
      'With lng: where the player is, for distances',
    ),
    lng: optionalQuery(z.coerce.number().min(-180).max(180)),
    within_km: optionalQuery(z.coerce.number().min(1).max(100)).describe('Only venues this close to lat/lng'),
    sort: optionalQuery(z.enum(['time', 'distance'])).describe(
      'distance needs lat/lng; soonest first by default',
    ),
    my_level: optionalQuery(queryFlag).describe('true: only games whose level range fits mine (signed in)'),
    needs_goalkeeper: optionalQuery(queryFlag).describe('true: only games no confirmed goalkeeper plays in'),
  })
  .superRefine((query, context) => {
    const located = query.lat !== undefined && query.lng !== undefined;
    if ((query.lat === undefined) !== (query.lng === undefined))
      context.addIssue({
        code: 'custom',
        path: [query.lat === undefined ? 'lat' : 'lng'],
        message: 'fill_required',
      });
    if (!located && (query.sort === 'distance' || query.within_km !== undefined))
      context.addIssue({ code: 'custom', path: ['lat'], message: 'fill_required' });
  });
export type GameListQuery = z.input<typeof gameListQuerySchema>;
export const gameListResponseSchema = paginatedSchema(gameSummarySchema);
export type GameListResponse = z.infer<typeof gameListResponseSchema>;

export const gameIdParamsSchema = z.object({ id: z.uuid() });

/** What `GET /games/{id}/events` sends whenever the places change. */
export const gamePlacesEventSchema = z.object({
  game_id: z.uuid(),
  status: gameStatusSchema,
  players_count: z.number().int(),
  held_count: z.number().int(),
  ...gamePlaceCountFields,
});
export type GamePlacesEvent = z.infer<typeof gamePlacesEventSchema>;
